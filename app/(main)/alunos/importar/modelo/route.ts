import { actionContext } from "@/lib/infra/actions/guard";
import { opcoesDeEscola } from "@/lib/escolas/dados";
import { turmasDaEscola } from "@/lib/turmas/dados";
import { pode } from "@/lib/empresas/papeis";
import { COLUNAS, type CampoDaPlanilha } from "@/lib/alunos/planilha/colunas";
import { BOM, linhasCsv } from "@/lib/alunos/planilha/escrever";
import { responsaveisTexts } from "@/lib/messages";

// "Baixar modelo": the header row and one example row, written as the export writes (Excel pt-BR
// opens it with its accents and columns right). The example names one of the company's schools,
// and a turma of its year in progress when it has one (else none: a turma must exist to be named).

const EXEMPLO = {
  nome: "Maria Aparecida da Silva",
  dataNascimento: "15/03/2016",
  escola: "Escola Municipal Exemplo",
  turma: "3º ano A",
  cpf: "",
  responsavelNome: "Joana da Silva",
  "responsavel1.parentesco": responsaveisTexts.parentescos.mae,
  responsavelTelefone: "(11) 98765-4321",
  responsavelEmail: "joana.silva@exemplo.com.br",
  "responsavel1.legal": responsaveisTexts.sim,
} satisfies Partial<Record<CampoDaPlanilha, string>>;

export async function GET() {
  // A role that does not read the register (a professor) gets the generic example: the company's
  // schools and turmas are not read for it.
  const ctx = await actionContext()
    .then((c) => (pode(c.papel, "ler") ? c : null))
    .catch(() => null);
  const escola = ctx ? (await opcoesDeEscola(ctx).catch(() => [])).find((e) => e.ativa) : undefined;
  const turma = ctx && escola ? (await turmasDaEscola(ctx, escola.id).catch(() => []))[0] : undefined;
  const exemplo = { ...EXEMPLO, escola: escola?.nome ?? EXEMPLO.escola, turma: turma?.nome ?? "" };
  // A column without an example (a field added since) is left empty.
  const valores: Partial<Record<CampoDaPlanilha, string>> = exemplo;
  const csv = BOM + linhasCsv([COLUNAS.map((c) => c.titulo), COLUNAS.map((c) => valores[c.campo] ?? "")]);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="modelo-alunos.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}
