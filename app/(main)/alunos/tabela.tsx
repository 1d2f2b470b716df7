import type { ReactNode } from "react";
import { LinkDoRegistro, Tabela, type Coluna } from "@/components/tabela";
import { alunoDoProfessorTexts, alunoTexts, enturmacaoTexts } from "@/lib/messages";
import type { AlunoResumo } from "@/lib/alunos/schema";
import { nomeDeExibicao } from "@/lib/alunos/nome";
import type { AlunoDoProfessor } from "@/lib/enturmacoes/dados";

const c = alunoTexts.colunas;

/**
 * The students of a page (no CPF, no contacts). On a phone, a card each (components/tabela.tsx).
 * `Turma`: the turma `Cursando` in the school's year in progress (`anos`: school → that year).
 */
export function TabelaAlunos({ alunos, escolas, anos, vazio }: { alunos: AlunoResumo[]; escolas: Map<string, string>; anos: Map<string, number | null>; vazio: ReactNode }) {
  const turmaDe = (a: AlunoResumo) => {
    const ano = anos.get(a.idEscola);
    return (ano ? a.turmasPorAno[String(ano)] : undefined) ?? "—";
  };
  const colunas: Coluna<AlunoResumo>[] = [
    { titulo: c.nome, celula: (a) => <LinkDoRegistro href={`/alunos/${encodeURIComponent(a.id)}`}>{nomeDeExibicao(a)}</LinkDoRegistro> },
    { titulo: c.matricula, classe: "whitespace-nowrap tabular-nums", celula: (a) => a.matricula },
    { titulo: c.escola, celula: (a) => escolas.get(a.idEscola) ?? "—" },
    { titulo: c.turma, celula: turmaDe },
    { titulo: c.situacao, classe: "whitespace-nowrap", celula: (a) => alunoTexts.situacoes[a.situacao] },
  ];
  return <Tabela legenda={alunoTexts.legendaTabela} colunas={colunas} linhas={alunos} chave={(a) => a.id} vazio={vazio} />;
}

/** A professor's row: the entry, and the student's situation in its turma (lib/enturmacoes/documento.ts's situacaoNaTurma). */
type LinhaDoProfessor = AlunoDoProfessor & { situacao: string };

const colunasDoProfessor: Coluna<LinhaDoProfessor>[] = [
  { titulo: c.nome, celula: (a) => <LinkDoRegistro href={`/alunos/${encodeURIComponent(a.idAluno)}`}>{a.nome}</LinkDoRegistro> },
  { titulo: c.matricula, classe: "whitespace-nowrap tabular-nums", celula: (a) => a.matricula },
  { titulo: c.situacao, celula: (a) => alunoDoProfessorTexts.situacao(a.situacao, enturmacaoTexts.daTurma(a.nomeTurma, a.ano)) },
];

/** A professor's list: the students `Cursando` in their turmas, one row per entry; name, matrícula and situation only. */
export function TabelaAlunosDoProfessor({ alunos, vazio }: { alunos: LinhaDoProfessor[]; vazio: ReactNode }) {
  return <Tabela legenda={alunoDoProfessorTexts.legendaTabela} colunas={colunasDoProfessor} linhas={alunos} chave={(a) => a.id} vazio={vazio} />;
}
