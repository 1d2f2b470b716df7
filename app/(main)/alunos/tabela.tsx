import type { ReactNode } from "react";
import { LinkDoRegistro, Tabela, type Coluna } from "@/components/tabela";
import { alunoTexts } from "@/lib/messages";
import type { AlunoResumo } from "@/lib/alunos/schema";

const c = alunoTexts.colunas;

/** The students of a page (no CPF, no contacts). On a phone, a card each (components/tabela.tsx). */
export function TabelaAlunos({ alunos, escolas, vazio }: { alunos: AlunoResumo[]; escolas: Map<string, string>; vazio: ReactNode }) {
  const colunas: Coluna<AlunoResumo>[] = [
    { titulo: c.nome, celula: (a) => <LinkDoRegistro href={`/alunos/${encodeURIComponent(a.id)}`}>{a.nome}</LinkDoRegistro> },
    { titulo: c.matricula, classe: "whitespace-nowrap tabular-nums", celula: (a) => a.matricula },
    { titulo: c.escola, celula: (a) => escolas.get(a.idEscola) ?? "—" },
    { titulo: c.turma, celula: (a) => a.turma ?? "—" },
    { titulo: c.situacao, classe: "whitespace-nowrap", celula: (a) => alunoTexts.situacoes[a.situacao] },
  ];
  return <Tabela legenda={alunoTexts.legendaTabela} colunas={colunas} linhas={alunos} chave={(a) => a.id} vazio={vazio} />;
}
