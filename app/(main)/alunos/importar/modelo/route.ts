import { actionContext } from "@/lib/infra/actions/guard";
import { opcoesDeEscola } from "@/lib/escolas/dados";
import { turmasDaEscola } from "@/lib/turmas/dados";
import { pode } from "@/lib/empresas/papeis";
import { modeloDaPlanilha } from "@/lib/alunos/planilha/modelo";

// "Baixar modelo": the header row and one example row (lib/alunos/planilha/modelo.ts), written as
// the export writes (Excel pt-BR opens it with its accents and columns right). The example names one
// of the company's schools, and a turma of its year in progress when it has one (else none: a turma
// must exist to be named).

export async function GET() {
  // A role that does not read the register (a professor) gets the generic example: the company's
  // schools and turmas are not read for it.
  const ctx = await actionContext()
    .then((c) => (pode(c.papel, "ler") ? c : null))
    .catch(() => null);
  const escola = ctx ? (await opcoesDeEscola(ctx).catch(() => [])).find((e) => e.ativa) : undefined;
  const turma = ctx && escola ? (await turmasDaEscola(ctx, escola.id).catch(() => []))[0] : undefined;
  const csv = modeloDaPlanilha(escola?.nome, turma?.nome);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="modelo-alunos.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}
