import { nomeCivilAparte, type NomesDoAluno } from "@/lib/alunos/nome";
import { nomeSocialTexts } from "@/lib/messages";

/**
 * Under a student's heading that shows the nome social (issue 43): the civil name, for those who
 * see the record (the official documents carry it). Nothing when the heading is the civil name.
 */
export function NomeCivil({ aluno }: { aluno: NomesDoAluno }) {
  const civil = nomeCivilAparte(aluno);
  if (!civil) return null;
  return (
    <p className="[overflow-wrap:anywhere]">
      <span className="font-medium">{nomeSocialTexts.nomeCivil}:</span> <span data-testid="nome-civil">{civil}</span>
    </p>
  );
}
