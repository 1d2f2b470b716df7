// The name a screen gives a student (issue 43): the nome social when filled, else the civil name.
// Official documents keep the civil name, with the nome social beside it (lib/documentos/, the
// PDFs); every screen that names a student calls this one function. Pure and client-safe.

/** A student's names, as the record keeps them. */
export type NomesDoAluno = { nome: string; nomeSocial?: string | null };

/** The name every screen shows: the nome social when filled (blanks aside), else the civil name. */
export function nomeDeExibicao(aluno: NomesDoAluno): string {
  const social = aluno.nomeSocial?.trim();
  return social ? social : aluno.nome;
}

/** The same for a student's entry in a turma, which keeps both names beside the turma (`nomeAluno`, `nomeSocialAluno`). */
export const nomeDeExibicaoDaEntrada = (e: { nomeAluno: string; nomeSocialAluno?: string | null }): string =>
  nomeDeExibicao({ nome: e.nomeAluno, nomeSocial: e.nomeSocialAluno });

/** The civil name, when a screen shows another (the sheet's `Nome civil: …`), else null. */
export function nomeCivilAparte(aluno: NomesDoAluno): string | null {
  return nomeDeExibicao(aluno) === aluno.nome ? null : aluno.nome;
}

/** A student's page title (components/pagina-do-registro.ts reads `nome`): the name its screens show. */
export const comNomeDeExibicao = (aluno: NomesDoAluno | null): { nome: string } | null => (aluno ? { nome: nomeDeExibicao(aluno) } : null);
