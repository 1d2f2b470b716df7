import Link from "next/link";
import { comoLink } from "@/components/botao";
import { Fato, Fatos } from "@/components/ficha";
import { SecaoRecolhivel } from "@/components/secao-recolhivel";
import { Mensagem } from "@/components/mensagem";
import { pode } from "@/lib/empresas/papeis";
import { boletimTexts, chamadaTexts, enturmacaoTexts, notasTexts, etapaDeEnsinoTexts, frequenciaTexts, pareceresTexts, turmaTexts } from "@/lib/messages";
import { formatarData } from "@/lib/campos/data";
import { hoje } from "@/lib/infra/relogio";
import { parametro } from "@/lib/infra/paginacao";
import { periodoPedido } from "@/lib/chamadas/frequencia";
import { FrequenciaDaTurma } from "@/app/(main)/escolas/_turmas/frequencia-da-turma";
import { alunosDaTurma } from "@/lib/enturmacoes/dados";
import { haOutraTurmaNoAno, professoresAdicionaveis } from "@/lib/turmas/dados";
import { destinosDoRemanejamentoAction, professoresAdicionaveisAction, remanejarAction, tirarDaTurmaAction } from "@/app/(main)/escolas/_turmas/actions";
import { AlunosDaTurma } from "@/app/(main)/escolas/_turmas/alunos-da-turma";
import { calendarioDoAno } from "@/lib/anos-letivos/documento";
import { cargaHoraria, cargaHorariaMinima } from "@/lib/regras/carga-horaria";
import { enderecoDoAno } from "@/app/(main)/escolas/_anos-letivos/anos-da-escola";
import { enderecoDaTurma } from "@/app/(main)/escolas/_turmas/turmas-do-ano";
import { lerPaginaDaTurma, tituloDaTurmaDoProfessor, type PaginaDaTurmaProps } from "@/app/(main)/escolas/_turmas/pagina-da-turma";
import { ProfessoresDaTurma } from "@/app/(main)/escolas/_turmas/professores-da-turma";
import { adicionarProfessorAction, removerProfessorAction } from "@/app/(main)/escolas/_turmas/actions";
import { professoresAte } from "@/lib/membros/dados";
import { historico } from "@/lib/atividades/dados";
import { ComponentesDaTurma } from "@/app/(main)/escolas/_turmas/componentes-da-turma";
import { semNotas, type SituacaoFinal } from "@/lib/regras/situacao-final";
import { situacaoNaTurma } from "@/lib/enturmacoes/documento";
import { situacoesFinaisDaTurma } from "@/lib/encerramento/resultados";
import { HistoricoDaTurma } from "@/app/(main)/escolas/_turmas/historico-da-turma";
import { regrasDoAno } from "@/lib/empresas/regras-de-avaliacao";
import { avaliadaPorParecer } from "@/lib/regras/pareceres";
import { nomeDeExibicaoDaEntrada } from "@/lib/alunos/nome";

/** The newest changes and roll calls the turma's page shows. */
const HISTORICO_DA_TURMA = 10;
/**
 * `Adicionar professor` comes with up to this many professors; a company with more has its select
 * read them when it is reached for, so the page reads the same whatever the company's size.
 */
const PROFESSORES_NA_PAGINA = 50;

export const generateMetadata = tituloDaTurmaDoProfessor;

const t = turmaTexts;

type Props = PaginaDaTurmaProps & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * A turma's page: its data (with `Editar` for writers), its carga horária against the law's
 * minimum, `Alunos da turma` (with `Enturmar alunos`, `Remanejar`, `Tirar da turma` for writers)
 * and `Frequência` for the `Etapa` the address names (`?etapa=1`…, `?etapa=ano`; by default
 * today's etapa, else the year), read from the entries already read for the list. On a phone every
 * section but the students' starts closed (issue 41: 30 students made it 20,000 px tall).
 */
export default async function TurmaPage({ params, searchParams }: Props) {
  // A professor opens only the turmas they teach (lerPaginaDaTurma), and sees its students' names,
  // matrículas and situations, its roll call and frequência: no way to the year's other turmas.
  const [{ ctx, escola, turma, ano }, busca] = await Promise.all([lerPaginaDaTurma(params, { professor: true }), searchParams]);
  const leTudo = pode(ctx.papel, "ler");
  const escreve = pode(ctx.papel, "escrever") && ano.situacao !== "encerrado";
  const [entradas, remaneja, membros, historicoDaTurma, finais, regras] = await Promise.all([
    alunosDaTurma(ctx, turma.id),
    // `Remanejar` when the year has another turma; its dialog reads them when it opens.
    escreve ? haOutraTurmaNoAno(ctx, turma.idAnoLetivo, turma.id) : Promise.resolve(false),
    // Only the company's professors (the links of that role), for `Adicionar professor`: null, more than the page lists.
    escreve ? professoresAte(ctx.empresa.id, PROFESSORES_NA_PAGINA) : Promise.resolve(undefined),
    // The register's roles see the turma's newest changes and roll calls (a professor, their own page only).
    leTudo ? historico(ctx, turma.id, HISTORICO_DA_TURMA) : Promise.resolve(null),
    // A closed year: each student's final situation, shown instead of `Cursando`.
    ano.situacao === "encerrado" ? situacoesFinaisDaTurma(ctx.empresa.id, turma.id) : Promise.resolve({} as Record<string, SituacaoFinal>),
    // Whether the turma is evaluated by `Parecer descritivo` (issue 41), and the frequência mínima
    // (issue 42): the year's rules say it.
    regrasDoAno(ctx.empresa.id, ano),
  ]);
  const porParecer = avaliadaPorParecer(turma.etapaDeEnsino, regras);
  const opcoesDeProfessor = membros === undefined ? null : membros === null ? "sobDemanda" : professoresAdicionaveis(membros, turma);
  const horas = cargaHoraria(calendarioDoAno(ano).total, turma.inicioAulas, turma.fimAulas);
  const minimo = cargaHorariaMinima(turma.etapaDeEnsino);
  const periodo = periodoPedido(parametro(busca.etapa), ano.etapas, hoje());
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        {leTudo ? (
          <Link href={enderecoDoAno(escola.id, ano.ano)} className={comoLink()}>
            {t.voltarParaAno}
          </Link>
        ) : (
          <Link href="/home" className={comoLink()}>
            {chamadaTexts.voltarParaMinhasTurmas}
          </Link>
        )}
        <h1 className="text-2xl font-semibold [overflow-wrap:anywhere]">{turma.nome}</h1>
        <p className="text-suave">{t.contexto(ano.ano, escola.nome)}</p>
        {!pode(ctx.papel, "escrever") && <p className="text-sm text-suave">{t.somenteLeitura}</p>}
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          {pode(ctx.papel, "chamada") && ano.situacao === "andamento" && (
            <Link href={`${enderecoDaTurma(escola.id, turma.id)}/chamada`} className={comoLink()}>
              {chamadaTexts.fazer}
            </Link>
          )}
          {porParecer ? (
            <Link href={`${enderecoDaTurma(escola.id, turma.id)}/pareceres`} className={comoLink()}>
              {pareceresTexts.link}
            </Link>
          ) : (
            <Link href={`${enderecoDaTurma(escola.id, turma.id)}/notas`} className={comoLink()}>
              {notasTexts.lancar}
            </Link>
          )}
          {entradas.length > 0 && (
            <a href={`${enderecoDaTurma(escola.id, turma.id)}/boletins`} className={comoLink()} download>
              {boletimTexts.boletinsDaTurma}
            </a>
          )}
        </p>
      </div>
      {/* Open on a phone when it warns that the carga horária is below the law's minimum. */}
      <SecaoRecolhivel id="dados-da-turma" titulo={t.dados} editar={escreve ? `${enderecoDaTurma(escola.id, turma.id)}/editar` : undefined} abertaNoTelefone={horas < minimo}>
        <Fatos>
          <Fato rotulo={t.campos.etapaDeEnsino}>{etapaDeEnsinoTexts[turma.etapaDeEnsino]}</Fato>
          <Fato rotulo={t.campos.turno}>{t.turnos[turma.turno]}</Fato>
          <Fato rotulo={t.campos.vagas} testId="vagas-da-turma">
            {t.vagas(turma.cursando, turma.vagas)}
          </Fato>
          <Fato rotulo={t.colunas.horario}>{t.horario(turma.inicioAulas, turma.fimAulas)}</Fato>
          <Fato rotulo={t.campos.codigoInep}>{turma.codigoInep}</Fato>
        </Fatos>
        <p className="font-semibold" data-testid="carga-horaria">
          {t.cargaHoraria(horas)}
        </p>
        {horas < minimo && <Mensagem tipo="aviso">{t.abaixoDaCarga(minimo)}</Mensagem>}
      </SecaoRecolhivel>
      <SecaoRecolhivel
        id="alunos-da-turma"
        titulo={enturmacaoTexts.secao}
        acao={escreve ? { href: `${enderecoDaTurma(escola.id, turma.id)}/enturmar`, texto: enturmacaoTexts.enturmar } : undefined}
        abertaNoTelefone
      >
        <AlunosDaTurma
          linhas={entradas.map((e) => ({ id: e.id, idAluno: e.idAluno, nome: nomeDeExibicaoDaEntrada(e), matricula: e.matricula, situacao: e.situacao, final: situacaoNaTurma(e.situacao, finais[e.idAluno]), desde: leTudo ? formatarData(e.desde) : null }))}
          idTurma={turma.id}
          remaneja={remaneja}
          destinos={destinosDoRemanejamentoAction}
          escreve={escreve}
          remanejar={remanejarAction}
          tirar={tirarDaTurmaAction}
        />
      </SecaoRecolhivel>
      <SecaoRecolhivel id="professores" titulo={t.professores.secao}>
        <ProfessoresDaTurma
          idTurma={turma.id}
          professores={turma.professores}
          opcoes={opcoesDeProfessor}
          carregar={professoresAdicionaveisAction}
          adicionar={adicionarProfessorAction}
          remover={removerProfessorAction}
        />
      </SecaoRecolhivel>
      <SecaoRecolhivel id="componentes" titulo={t.componentesCurriculares}>
        <ComponentesDaTurma idTurma={turma.id} componentes={turma.componentes} professores={turma.professores} escreve={escreve} semNotas={semNotas(turma.etapaDeEnsino)} />
      </SecaoRecolhivel>
      {/* Open on a phone when its `Ver` brought the page back (`?etapa=…#frequencia`). */}
      <SecaoRecolhivel id="frequencia" titulo={frequenciaTexts.secao} abertaNoTelefone={busca.etapa !== undefined}>
        <FrequenciaDaTurma
          endereco={enderecoDaTurma(escola.id, turma.id)}
          entradas={entradas}
          tipoEtapas={ano.tipoEtapas}
          quantasEtapas={ano.etapas.length}
          etapaDeEnsino={turma.etapaDeEnsino}
          minimoDaEmpresa={regras.frequenciaMinima}
          periodo={periodo}
        />
      </SecaoRecolhivel>
      {historicoDaTurma && <HistoricoDaTurma entradas={historicoDaTurma} />}
    </div>
  );
}
