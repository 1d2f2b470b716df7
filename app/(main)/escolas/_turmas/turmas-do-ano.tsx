import { SecaoDaFicha } from "@/components/ficha";
import { LinkDoRegistro, Tabela, type Coluna } from "@/components/tabela";
import { etapaDeEnsinoTexts, turmaTexts } from "@/lib/messages";
import type { Turma } from "@/lib/turmas/schema";

const t = turmaTexts;

/** The address of a turma's page (its school in the address: a turma of another school is not found there). */
export const enderecoDaTurma = (idEscola: string, id: string) => `/escolas/${encodeURIComponent(idEscola)}/turmas/${encodeURIComponent(id)}`;

/** `Turmas` on a year's page: `Turma`, `Etapa de ensino`, `Turno`, `Vagas` (`23 de 30`); `Nova turma` for writers. */
export function TurmasDoAno({ turmas, novaTurma }: { turmas: Turma[]; novaTurma?: string }) {
  const colunas: Coluna<Turma>[] = [
    { titulo: t.colunas.turma, celula: (x) => <LinkDoRegistro href={enderecoDaTurma(x.idEscola, x.id)}>{x.nome}</LinkDoRegistro> },
    { titulo: t.colunas.etapaDeEnsino, celula: (x) => etapaDeEnsinoTexts[x.etapaDeEnsino] },
    { titulo: t.colunas.turno, celula: (x) => t.turnos[x.turno] },
    { titulo: t.colunas.vagas, celula: (x) => t.vagas(x.cursando, x.vagas) },
  ];
  return (
    <SecaoDaFicha id="turmas" titulo={t.secao} acao={novaTurma ? { href: novaTurma, texto: t.nova } : undefined}>
      <Tabela legenda={t.legenda} nota={t.notaVagas} colunas={colunas} linhas={turmas} chave={(x) => x.id} estilo="secao" vazio={<p>{t.nenhuma}</p>} />
    </SecaoDaFicha>
  );
}
