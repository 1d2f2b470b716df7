import Link from "next/link";
import { after } from "next/server";
import { comoLink } from "@/components/botao";
import { AcaoDeUmBotao } from "@/components/acao-de-um-botao";
import { Mensagem } from "@/components/mensagem";
import { PaginaDeFormulario } from "@/components/pagina-de-formulario";
import { Tabela, type Coluna } from "@/components/tabela";
import { pode } from "@/lib/empresas/papeis";
import { actionTexts, comumTexts, rematriculaTexts, situacaoFinalTexts } from "@/lib/messages";
import { fatosDaRematricula, planoDa, rematriculaParaOAno, type FatosDaRematricula } from "@/lib/rematricula/dados";
import type { LinhaDaPrevia, Previa, TurmaProposta } from "@/lib/rematricula/plano";
import { EM_ANDAMENTO, idDaRematricula, parada } from "@/lib/rematricula/registro";
import { retomarRematricula } from "@/lib/rematricula/passos";
import { enderecoDoAno } from "@/app/(main)/escolas/_anos-letivos/anos-da-escola";
import { lerPaginaDoAno, tituloDoAno, type PaginaDoAnoProps } from "@/app/(main)/escolas/_anos-letivos/pagina-do-ano";
import {
  confirmarRematriculaAction,
  criarTurmaParaRetidosAction,
  criarTurmasAction,
  escolherDestinoAction,
  prepararAnoSeguinteAction,
} from "@/app/(main)/escolas/_anos-letivos/rematricula-actions";
import { AcompanharTarefa } from "@/components/acompanhar-tarefa";
import { DestinoDoAluno, TurmasDoAnoSeguinte, type OpcaoDeDestino } from "@/app/(main)/escolas/_anos-letivos/rematricula";

export const generateMetadata = tituloDoAno;

const t = rematriculaTexts;

/**
 * The rematrícula of a closed year into the next (administrador, secretaria; issue 27): the next
 * year (step 1), its turmas (step 2), the preview of every student's destination with the problems
 * that block it (step 3), then `Confirmar rematrícula de N alunos`, its progress and its end (who
 * went where, as CSV). A run whose server stopped is taken over after this page answers.
 */
export default async function RematriculaPage({ params }: PaginaDoAnoProps) {
  const { ctx, escola, ano } = await lerPaginaDoAno(params);
  const voltar = enderecoDoAno(escola.id, ano.ano);
  const recusa = !pode(ctx.papel, "escrever") ? actionTexts.semPermissao : ano.situacao !== "encerrado" ? t.erros.naoEncerrado : null;
  const proximo = ano.ano + 1;
  // While a run goes on, the page (refreshed every few seconds) reads only its record.
  const registro = recusa ? null : await rematriculaParaOAno(ctx, escola.id, proximo);
  if (registro && parada(registro)) after(() => retomarRematricula(idDaRematricula(escola.id, proximo)));
  const emCurso = registro !== null && EM_ANDAMENTO.includes(registro.estado);
  const fatos = recusa || emCurso ? null : await fatosDaRematricula(ctx, ano.id);
  return (
    <PaginaDeFormulario titulo={t.titulo(ano.ano, proximo)} recusa={recusa ? { texto: recusa, href: voltar, link: t.voltar } : null}>
      <Link href={voltar} className={comoLink()}>
        {t.voltar}
      </Link>
      <p className="text-suave">{escola.nome}</p>
      {registro && emCurso ? (
        <AcompanharTarefa texto={registro.estado === "desfazendo" ? t.desfazendo : t.progresso(registro.gravadas, registro.total)} />
      ) : fatos && (!fatos.destino || !fatos.registro) ? (
        <AcaoDeUmBotao id="preparar" campos={{ id: ano.id }} label={t.preparar(proximo)} variante="primario" action={prepararAnoSeguinteAction} />
      ) : (
        fatos && <Conteudo fatos={fatos} />
      )}
    </PaginaDeFormulario>
  );
}

function Conteudo({ fatos }: { fatos: FatosDaRematricula }) {
  const registro = fatos.registro!;
  const destino = fatos.destino!;
  const base = enderecoDoAno(fatos.escola.id, fatos.anoEncerrado.ano);
  if (registro.estado === "concluida") {
    return (
      <section aria-labelledby="concluida" className="space-y-3">
        <h2 id="concluida" className="text-lg font-semibold">
          {registro.mensagem}
        </h2>
        {registro.concluintes > 0 && <p>{t.resumo(registro.rematriculados, registro.concluintes, destino.ano)}</p>}
        {registro.pulados.length > 0 && (
          <div className="space-y-1">
            <p className="font-medium">{t.pulados}</p>
            <ul className="list-disc pl-5 text-sm">
              {registro.pulados.map((p, i) => (
                <li key={i}>{`${p.nome}: ${p.motivo}`}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="flex flex-wrap gap-4">
          <a href={`${base}/rematricula/lista`} className={comoLink()} download>
            {t.baixarLista}
          </a>
          <Link href={enderecoDoAno(fatos.escola.id, destino.ano)} className={comoLink()}>
            {t.abrirAno(destino.ano)}
          </Link>
        </div>
      </section>
    );
  }
  const { propostas, previa } = planoDa(fatos);
  return (
    <>
      {registro.estado === "falhou" && registro.mensagem && <Mensagem tipo="erro">{registro.mensagem}</Mensagem>}
      {registro.estado === "desfeita" && <Mensagem tipo="aviso">{t.desfeitaEm(destino.ano)}</Mensagem>}
      <section aria-labelledby="passo-ano" className="space-y-2">
        <h2 id="passo-ano" className="text-lg font-semibold">
          {t.passoAno(destino.ano)}
        </h2>
        <p>{t.anoCriado(destino.ano)}</p>
        <Link href={enderecoDoAno(fatos.escola.id, destino.ano)} className={comoLink()}>
          {t.abrirAno(destino.ano)}
        </Link>
      </section>
      <PassoDasTurmas fatos={fatos} propostas={propostas} />
      <PassoDaPrevia fatos={fatos} previa={previa} propostas={propostas} />
    </>
  );
}

function PassoDasTurmas({ fatos, propostas }: { fatos: FatosDaRematricula; propostas: TurmaProposta[] }) {
  const ano = fatos.anoEncerrado.ano + 1;
  const comProxima = propostas.filter((p) => p.proposta);
  return (
    <section aria-labelledby="passo-turmas" className="space-y-3">
      <h2 id="passo-turmas" className="text-lg font-semibold">
        {t.passoTurmas(ano)}
      </h2>
      <p className="text-sm text-suave">{t.turmasDica}</p>
      {propostas
        .filter((p) => !p.proposta)
        .map((p) => (
          <p key={p.origem.id} className="text-sm">
            {t.semProxima(p.origem.nome)}
          </p>
        ))}
      {comProxima.length > 0 && (
        <TurmasDoAnoSeguinte
          idAno={fatos.anoEncerrado.id}
          ano={ano}
          action={criarTurmasAction}
          linhas={comProxima.map(({ origem, proposta }) => ({
            idOrigem: origem.id,
            origem: origem.nome,
            nome: proposta!.existente?.nome ?? proposta!.nome,
            etapaDeEnsino: proposta!.etapaDeEnsino,
            turno: proposta!.turno,
            vagas: proposta!.existente?.vagas ?? proposta!.vagas,
            existente: proposta!.existente !== null,
          }))}
        />
      )}
    </section>
  );
}

/** A destination's words in the preview. */
function rotuloDoDestino(d: LinhaDaPrevia["destino"]): string {
  if (d.tipo === "turma") return d.nome;
  if (d.tipo === "concluinte") return t.concluinte;
  if (d.tipo === "faltando") return d.nome;
  return t.naoRematricular;
}

function PassoDaPrevia({ fatos, previa, propostas }: { fatos: FatosDaRematricula; previa: Previa; propostas: TurmaProposta[] }) {
  const encerrado = fatos.anoEncerrado;
  const ano = encerrado.ano + 1;
  // The turmas step 2 offers and nobody created yet: one step above, not a problem per student.
  const doPasso2 = new Set(propostas.flatMap((p) => (p.proposta && !p.proposta.existente ? [p.proposta.nome] : [])));
  const aguardam = previa.faltando.filter((f) => doPasso2.has(f.nome));
  const adiados = new Set(aguardam.map((f) => f.problema));
  const problemas = previa.problemas.filter((p) => !adiados.has(p));
  const escolhas = fatos.registro?.escolhas ?? {};
  const turmas = [...fatos.turmasDoDestino].sort((a, b) => a.nome.localeCompare(b.nome, "pt-BR"));
  // The closed turmas whose retained students have no turma of the same name next year: the preview offers it.
  const faltamParaRetidos = [...new Map(previa.linhas.filter((l) => l.destino.tipo === "faltando" && l.turma.nome === l.destino.nome).map((l) => [l.turma.id, l.turma])).values()];
  const opcoes = (l: LinhaDaPrevia): OpcaoDeDestino[] => [
    { valor: "", rotulo: l.proposto.tipo === "nao" ? t.semProposta : t.proposta(rotuloDoDestino(l.proposto)) },
    ...turmas.map((tu) => ({ valor: tu.id, rotulo: tu.nome })),
    { valor: "nao", rotulo: t.naoRematricular },
  ];
  const colunas: Coluna<LinhaDaPrevia>[] = [
    { titulo: t.colunas.aluno, celula: (l) => l.nome },
    { titulo: t.colunas.matricula, celula: (l) => l.matricula },
    { titulo: t.colunas.turma(encerrado.ano), celula: (l) => l.turma.nome },
    { titulo: t.colunas.situacao, celula: (l) => (l.saida ? t.saidas[l.saida] : l.situacaoFinal ? situacaoFinalTexts[l.situacaoFinal] : "—") },
    {
      titulo: t.colunas.destino,
      celula: (l) =>
        l.movivel ? (
          <DestinoDoAluno idAno={encerrado.id} idAluno={l.idAluno} valor={escolhas[l.idAluno] ?? ""} opcoes={opcoes(l)} action={escolherDestinoAction} />
        ) : (
          t.naoMovido(l.saida ? t.saidas[l.saida] : "—")
        ),
    },
  ];
  const resumo = t.resumo(previa.rematriculados, previa.concluintes, ano);
  return (
    <section aria-labelledby="previa" className="space-y-3">
      <h2 id="previa" className="text-lg font-semibold">
        {t.previa}
      </h2>
      {aguardam.length > 0 && <Mensagem tipo="aviso">{t.criarTurmasAntes(ano, aguardam.reduce((n, f) => n + f.alunos, 0))}</Mensagem>}
      {problemas.length > 0 && (
        <div role="alert" className="space-y-2 rounded-md bg-red-50 p-3 text-sm text-erro ring-1 ring-red-200" data-testid="problemas">
          <p className="font-semibold">{t.problemasTitulo}</p>
          <ul className="list-disc space-y-1 pl-5">
            {problemas.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      {faltamParaRetidos.map((turma) => (
        <AcaoDeUmBotao key={turma.id} id={`retidos-${turma.id}`} campos={{ id: encerrado.id, origem: turma.id }} label={t.criarTurmaDosRetidos(turma.nome, ano)} action={criarTurmaParaRetidosAction} />
      ))}
      <p>{resumo}</p>
      <AcaoDeUmBotao
        semBotao={previa.problemas.length > 0 || previa.rematriculados + previa.concluintes === 0}
        id="confirmar-rematricula"
        campos={{ id: encerrado.id, versao: String(fatos.registro?.versao ?? 0) }}
        label={t.confirmar(previa.rematriculados)}
        variante="primario"
        action={confirmarRematriculaAction}
        confirmacao={{ titulo: t.confirmarTitulo, pergunta: t.confirmarPergunta(resumo), confirmar: t.confirmar(previa.rematriculados), cancelar: comumTexts.cancelar }}
      />
      <Tabela legenda={t.legenda} colunas={colunas} linhas={previa.linhas} chave={(l) => l.idAluno} estilo="secao" classeDaLinha="align-top" />
    </section>
  );
}
