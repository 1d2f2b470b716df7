import Link from "next/link";
import { notFound } from "next/navigation";
import { requireShellContext, type ShellContext } from "@/lib/shell/contexto";
import { lerAluno } from "@/lib/alunos/dados";
import { comNomeDeExibicao, nomeDeExibicao } from "@/lib/alunos/nome";
import { NomeCivil } from "@/app/(main)/alunos/nome-civil";
import { escolasPorId } from "@/lib/escolas/dados";
import { historico } from "@/lib/atividades/dados";
import { alunoDoProfessor, turmasDoAluno } from "@/lib/enturmacoes/dados";
import { formatarData } from "@/lib/campos/data";
import { pode } from "@/lib/empresas/papeis";
import { alunoDoProfessorTexts, alunoTexts, enturmacaoTexts } from "@/lib/messages";
import { comoLink } from "@/components/botao";
import { Fato, Fatos, SecaoDaFicha } from "@/components/ficha";
import { VoltarParaLista } from "@/components/lista/volta";
import { excluirAlunoAction, revelarCpfAction } from "@/app/(main)/alunos/actions";
import { SecoesDoAluno } from "@/app/(main)/alunos/ficha-do-aluno";
import { campoDoHistorico } from "@/lib/alunos/descritor";
import { alunoVistoPeloProfessor } from "@/lib/alunos/professor";
import { Historico } from "@/app/(main)/alunos/historico";
import { ExcluirAluno } from "@/app/(main)/alunos/excluir-aluno";
import { BoletinsDoAluno } from "@/app/(main)/alunos/boletim";
import { anosDoBoletim } from "@/lib/boletins/dados";
import { situacoesFinaisDasEntradas } from "@/lib/encerramento/resultados";
import { situacaoNaTurma } from "@/lib/enturmacoes/documento";
import { DocumentosDoAluno } from "@/app/(main)/alunos/documentos";
import { DadosPessoaisDoAluno } from "@/app/(main)/alunos/dados-pessoais";
import { exportaDadosPessoais } from "@/lib/alunos/dados-pessoais";
import { tituloDoRegistro, type PaginaDoRegistroProps } from "@/components/pagina-do-registro";

// A professor's title names only a student `Cursando` in a turma they teach (else "not found").
export const generateMetadata = tituloDoRegistro(
  async (ctx, id) => (pode(ctx.papel, "ler") ? comNomeDeExibicao(await lerAluno(ctx, id)) : alunoDoProfessor(ctx, id)),
  alunoTexts.naoEncontrado,
);

const campos = alunoTexts.campos;
/** The sections of the record a professor reads on their student's page. */
const SECOES_DO_PROFESSOR = ["necessidades", "saude"] as const;
/** The most schools a student's sheet names (theirs, their turmas', the history page's changes). */
const ESCOLAS_DA_FICHA = 100;

/**
 * A student's sheet (`Ficha do aluno`): the student's data, the guardian, then the history. Those
 * who may write see `Editar` (the form at /alunos/{id}/editar); consulta reads only.
 */
export default async function AlunoPage({ params }: PaginaDoRegistroProps) {
  const ctx = await requireShellContext();
  const { id } = await params;
  if (!pode(ctx.papel, "ler")) return <AlunoDoProfessor ctx={ctx} id={id} />;
  // Another company's student is "not found" too: its existence is not revealed.
  const [aluno, entradas, turmas] = await Promise.all([lerAluno(ctx, id), historico(ctx, id), turmasDoAluno(ctx, id)]);
  if (!aluno) notFound();
  // Only the schools this page names (the student's, their turmas', the history's changes of
  // school), read by id: never the company's list of schools.
  const nomeadas = [aluno.idEscola, ...turmas.map((e) => e.idEscola), ...entradas.flatMap((e) => e.mudancas.flatMap((m) => (campoDoHistorico(m.campo)?.tipo.tipo === "escola" ? [m.de, m.para] : [])))];
  const [escolas, finais] = await Promise.all([
    escolasPorId(ctx, nomeadas.filter((x): x is string => typeof x === "string"), ESCOLAS_DA_FICHA),
    situacoesFinaisDasEntradas(ctx.empresa.id, turmas),
  ]);
  const escreve = pode(ctx.papel, "escrever");
  const escola = escolas.find((e) => e.id === aluno.idEscola);
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <VoltarParaLista lista="/alunos">{alunoTexts.voltarParaLista}</VoltarParaLista>
        <h1 className="text-2xl font-semibold [overflow-wrap:anywhere]">{nomeDeExibicao(aluno)}</h1>
        <NomeCivil aluno={aluno} />
        <p>
          <span className="font-medium">{alunoTexts.matricula}:</span> <span data-testid="matricula">{aluno.matricula}</span>
        </p>
        {aluno.matriculasUnificadas.length > 0 && (
          <p>
            <span className="font-medium">{alunoTexts.unificacao.matriculasUnificadas}:</span> <span data-testid="matriculas-unificadas">{aluno.matriculasUnificadas.join(", ")}</span>
          </p>
        )}
        {!escreve && <p className="text-sm text-suave">{alunoTexts.somenteLeitura}</p>}
      </div>
      <SecaoDaFicha id="ficha-do-aluno" titulo={alunoTexts.ficha.titulo} editar={escreve ? `/alunos/${encodeURIComponent(aluno.id)}/editar` : undefined}>
        <div className="space-y-6">
          <SecoesDoAluno
            aluno={aluno}
            papel={ctx.papel}
            escola={escola}
            revelarCpf={pode(ctx.papel, "verCpf") ? revelarCpfAction : undefined}
            editar={escreve ? (secao) => `/alunos/${encodeURIComponent(aluno.id)}/editar?secao=${secao}` : undefined}
          />
          <SecaoDaFicha id="turmas-do-aluno" titulo={enturmacaoTexts.turmasDoAluno} nivel={3}>
            {turmas.length === 0 ? (
              <p className="text-suave">{enturmacaoTexts.semTurmas}</p>
            ) : (
              <ul className="space-y-1 rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200">
                {turmas.map((e) => (
                  <li key={e.id} className="[overflow-wrap:anywhere]">
                    {enturmacaoTexts.linha(
                      e.ano,
                      e.nomeTurma,
                      escolas.find((x) => x.id === e.idEscola)?.nome ?? "",
                      situacaoNaTurma(e.situacao, finais.get(e.idTurma)?.[e.idAluno]),
                      formatarData(e.desde),
                    )}
                  </li>
                ))}
              </ul>
            )}
          </SecaoDaFicha>
        </div>
      </SecaoDaFicha>
      <BoletinsDoAluno ctx={ctx} idAluno={aluno.id} anos={anosDoBoletim(turmas)} />
      <DocumentosDoAluno ctx={ctx} idAluno={aluno.id} idEscola={aluno.idEscola} />
      {exportaDadosPessoais(ctx) && <DadosPessoaisDoAluno idAluno={aluno.id} />}
      <Historico entradas={entradas} escolas={new Map(escolas.map((e) => [e.id, e.nome]))} papel={ctx.papel} />
      {pode(ctx.papel, "administrar") && <ExcluirAluno id={aluno.id} action={excluirAlunoAction} />}
    </div>
  );
}

/**
 * A student's page for a professor: only a student `Cursando` in a turma they teach (else not
 * found): its name, matrícula and situation (each turma a link to its page), from the entries of
 * those turmas, then `Necessidades específicas` and `Saúde` read-only (issue 43: they adapt
 * teaching and care; never Cor/raça, documents or address: lib/alunos/professor.ts).
 */
async function AlunoDoProfessor({ ctx, id }: { ctx: ShellContext; id: string }) {
  const [aluno, registro] = await Promise.all([alunoDoProfessor(ctx, id), alunoVistoPeloProfessor(ctx, id)]);
  if (!aluno) notFound();
  const finais = await situacoesFinaisDasEntradas(ctx.empresa.id, aluno.entradas.map((e) => ({ idTurma: e.idTurma, situacao: "cursando" })));
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <VoltarParaLista lista="/alunos">{alunoTexts.voltarParaLista}</VoltarParaLista>
        <h1 className="text-2xl font-semibold [overflow-wrap:anywhere]">{aluno.nome}</h1>
        <p className="text-sm text-suave">{alunoDoProfessorTexts.somenteLeitura}</p>
      </div>
      <SecaoDaFicha id="dados-do-aluno" titulo={alunoTexts.ficha.dados}>
        <Fatos>
          <Fato rotulo={campos.nome} largo>
            {aluno.nome}
          </Fato>
          <Fato rotulo={alunoTexts.matricula} testId="matricula">
            {aluno.entradas[0]!.matricula}
          </Fato>
          <Fato rotulo={campos.situacao} largo>
            <ul className="space-y-1">
              {aluno.entradas.map((e) => (
                <li key={e.id}>
                  <Link href={`/escolas/${encodeURIComponent(e.idEscola)}/turmas/${encodeURIComponent(e.idTurma)}`} className={comoLink()}>
                    {alunoDoProfessorTexts.situacao(situacaoNaTurma("cursando", finais.get(e.idTurma)?.[id]), enturmacaoTexts.daTurma(e.nomeTurma, e.ano))}
                  </Link>
                </li>
              ))}
            </ul>
          </Fato>
        </Fatos>
      </SecaoDaFicha>
      {registro && (
        <SecaoDaFicha id="ficha-do-aluno" titulo={alunoTexts.ficha.titulo}>
          <div className="space-y-6">
            <SecoesDoAluno aluno={registro} papel={ctx.papel} escola={undefined} secoes={SECOES_DO_PROFESSOR} />
          </div>
        </SecaoDaFicha>
      )}
      <BoletinsDoAluno ctx={ctx} idAluno={id} anos={anosDoBoletim(aluno.entradas)} />
      <DocumentosDoAluno ctx={ctx} idAluno={id} />
    </div>
  );
}
