import Link from "next/link";
import { comoLink } from "@/components/botao";
import { AcaoDeUmBotao } from "@/components/acao-de-um-botao";
import { SecaoDaFicha } from "@/components/ficha";
import { Tabela, type Coluna } from "@/components/tabela";
import { Mensagem } from "@/components/mensagem";
import { formatarData } from "@/lib/campos/data";
import { pode } from "@/lib/empresas/papeis";
import { anoLetivoTexts, comumTexts, encerramentoTexts } from "@/lib/messages";
import { calendarioDoAno, idDoAno } from "@/lib/anos-letivos/documento";
import { requireLeitor } from "@/lib/shell/contexto";
import { adicionarDiaEspecialAction, iniciarAnoLetivoAction, reabrirAnoLetivoAction, removerDiaEspecialAction } from "@/app/(main)/escolas/_anos-letivos/actions";
import { DesfazerRematricula, ReabrirAno } from "@/app/(main)/escolas/_anos-letivos/reabrir-ano";
import { enderecoDoAno } from "@/app/(main)/escolas/_anos-letivos/anos-da-escola";
import { TurmasDoAno } from "@/app/(main)/escolas/_turmas/turmas-do-ano";
import { turmasDoAno } from "@/lib/turmas/dados";
import { DiasEspeciais } from "@/app/(main)/escolas/_anos-letivos/dias-especiais";
import { lerPaginaDoAno, tituloDoAno, type PaginaDoAnoProps } from "@/app/(main)/escolas/_anos-letivos/pagina-do-ano";
import { desfazerRematriculaAction, prepararAnoSeguinteAction } from "@/app/(main)/escolas/_anos-letivos/rematricula-actions";
import { rematriculaParaOAno } from "@/lib/rematricula/dados";
import { idDaRematricula, parada } from "@/lib/rematricula/registro";
import { retomarRematricula } from "@/lib/rematricula/passos";
import { after } from "next/server";
import { rematriculaTexts } from "@/lib/messages";
import { AcompanharTarefa } from "@/components/acompanhar-tarefa";

export const generateMetadata = tituloDoAno;

const t = anoLetivoTexts;

type LinhaDaEtapa = { n: number; inicio: string; fim: string; dias: number };

/**
 * A school's year: its situation (and `Iniciar ano letivo` while in planning), its etapas with
 * their dates and dias letivos, the total against the law's 200, its turmas and its special days.
 */
export default async function AnoLetivoPage({ params }: PaginaDoAnoProps) {
  // The year and its turmas at once: the year's id is its school's and its number (the address's).
  const { id, ano: numero } = await params;
  const [{ ctx, escola, ano }, turmas, rematricula] = await Promise.all([
    lerPaginaDoAno(params),
    requireLeitor().then((c) => turmasDoAno(c, idDoAno(id, Number(numero)))),
    requireLeitor().then((c) => rematriculaParaOAno(c, id, Number(numero))),
  ]);
  const escreve = pode(ctx.papel, "escrever");
  // A rematrícula (or its undo) into this year whose server stopped: taken over after this answer.
  if (rematricula && parada(rematricula)) after(() => retomarRematricula(idDaRematricula(escola.id, ano.ano)));
  const calendario = calendarioDoAno(ano);
  const etapas: LinhaDaEtapa[] = ano.etapas.map((e, i) => ({ n: i + 1, ...e, dias: calendario.porEtapa[i] ?? 0 }));
  const colunas: Coluna<LinhaDaEtapa>[] = [
    { titulo: t.colunas.etapa, celula: (e) => t.etapa(ano.tipoEtapas, e.n) },
    { titulo: t.colunas.inicio, celula: (e) => formatarData(e.inicio) },
    { titulo: t.colunas.fim, celula: (e) => formatarData(e.fim) },
    { titulo: t.colunas.diasLetivos, celula: (e) => e.dias },
  ];
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <Link href={`/escolas/${encodeURIComponent(escola.id)}`} className={comoLink()}>
          {t.voltarParaEscola}
        </Link>
        <div className="flex flex-wrap items-baseline gap-3">
          <h1 className="text-2xl font-semibold [overflow-wrap:anywhere]">{t.tituloDaPagina(ano.ano, escola.nome)}</h1>
          <span className="rounded-full bg-gray-100 px-3 py-1 text-sm font-medium ring-1 ring-gray-300" data-testid="situacao-do-ano">
            {t.situacoes[ano.situacao]}
          </span>
        </div>
        {!escreve && <p className="text-sm text-suave">{t.somenteLeitura}</p>}
      </div>
      {escreve && (
        <AcaoDeUmBotao
          semBotao={ano.situacao !== "planejamento"}
          id="iniciar-titulo"
          campos={{ id: ano.id }}
          label={t.iniciar}
          variante="primario"
          action={iniciarAnoLetivoAction}
          confirmacao={{ titulo: t.iniciar, pergunta: t.iniciarPergunta(ano.ano), confirmar: t.iniciar, cancelar: comumTexts.cancelar }}
        />
      )}
      {escreve && ano.situacao === "andamento" && (
        <Link href={`${enderecoDoAno(escola.id, ano.ano)}/encerrar`} className={comoLink()}>
          {encerramentoTexts.encerrar}
        </Link>
      )}
      {escreve && ano.situacao === "encerrado" && (
        <AcaoDeUmBotao id="preparar-ano-seguinte" campos={{ id: ano.id }} label={rematriculaTexts.preparar(ano.ano + 1)} variante="primario" action={prepararAnoSeguinteAction} />
      )}
      {pode(ctx.papel, "administrar") && <ReabrirAno id={ano.id} ano={ano.ano} semFormulario={ano.situacao !== "encerrado"} action={reabrirAnoLetivoAction} />}
      {pode(ctx.papel, "administrar") && rematricula?.estado === "concluida" && (
        <DesfazerRematricula
          idAno={ano.id}
          alunos={rematricula.rematriculados + rematricula.concluintes}
          origem={rematricula.anoEncerrado}
          destino={rematricula.anoDestino}
          action={desfazerRematriculaAction}
        />
      )}
      {/* The undo runs after its answer: its progress here, refreshed until it ends, then how many went back. */}
      {rematricula?.estado === "desfazendo" && <AcompanharTarefa texto={rematriculaTexts.desfazendo} />}
      {rematricula?.estado === "desfeita" && <Mensagem tipo="sucesso">{rematriculaTexts.desfeitaResumo(rematricula.desfeitos, rematricula.anoEncerrado)}</Mensagem>}
      <SecaoDaFicha id="etapas" titulo={t.campos.tipoEtapas} editar={escreve && ano.situacao !== "encerrado" ? `${enderecoDoAno(escola.id, ano.ano)}/editar` : undefined}>
        <Tabela legenda={t.legendaEtapas} colunas={colunas} linhas={etapas} chave={(e) => String(e.n)} estilo="secao" vazio={t.semDatasDasEtapas} />
        <p className="font-semibold" data-testid="dias-letivos">
          {t.diasLetivos(calendario.total, calendario.minimo)}
        </p>
        {calendario.abaixoDoMinimo && <Mensagem tipo="aviso">{t.poucosDias}</Mensagem>}
      </SecaoDaFicha>
      <TurmasDoAno turmas={turmas} novaTurma={escreve && ano.situacao !== "encerrado" ? `${enderecoDoAno(escola.id, ano.ano)}/turmas/nova` : undefined} />
      <DiasEspeciais
        id={ano.id}
        dias={ano.especiais.map((d) => ({ ...d, deTexto: formatarData(d.de), ateTexto: formatarData(d.ate) }))}
        escreve={escreve && ano.situacao !== "encerrado"}
        adicionar={adicionarDiaEspecialAction}
        remover={removerDiaEspecialAction}
      />
    </div>
  );
}
