import { alunoTexts, fichaDeMatriculaTexts } from "@/lib/messages";

// The nome social on official documents (issue 43): the civil name stays on the paper, and when
// the student has a nome social it is printed beside it ("Maria da Silva (nome social: Mário da
// Silva)"): the declarations' sentence, the boletim's `Aluno(a)`. The screens show the nome social
// instead (helper J); the file names and what the public check names keep the civil name, with
// the nome social among the facts. Pure.

/** The student's name as an official document prints it. */
export function nomeNoDocumento(aluno: { nome: string; nomeSocial?: string | null }): string {
  const social = aluno.nomeSocial?.trim();
  return social && social !== aluno.nome.trim() ? fichaDeMatriculaTexts.nomeComSocial(aluno.nome, social) : aluno.nome;
}

/** The fact the public check lists after the matrícula: `Nome social`, when filled (else none). */
export function fatoDoNomeSocial(aluno: { nome: string; nomeSocial?: string | null }): { rotulo: string; valor: string }[] {
  const social = aluno.nomeSocial?.trim();
  return social && social !== aluno.nome.trim() ? [{ rotulo: alunoTexts.campos.nomeSocial, valor: social }] : [];
}
