import { actionContext, ActionError } from "@/lib/infra/actions/guard";
import { actionTexts } from "@/lib/messages";
import { pode } from "@/lib/empresas/papeis";
import { filtroDoEndereco } from "@/lib/alunos/schema";
import { exportarAlunos, nomeDoArquivoExportado } from "@/lib/alunos/planilha/exportar";

// "Exportar CSV" (every role that reads the register): the list's search and filters from the address, the company and the
// role from the session. The file streams: its first bytes leave before the students are read.

export async function GET(request: Request) {
  let ctx;
  try {
    ctx = await actionContext();
  } catch (error) {
    const refused = error instanceof ActionError;
    if (!refused) console.error("[alunos] export could not start:", error);
    return new Response(refused ? error.message : actionTexts.indisponivel, { status: refused ? 401 : 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  // A role that does not read the register (a professor) exports nothing, whatever it asks.
  if (!pode(ctx.papel, "ler")) return new Response(actionTexts.semPermissao, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
  const params = new URL(request.url).searchParams;
  const filtro = filtroDoEndereco({ q: params.get("q") ?? undefined, escola: params.get("escola") ?? undefined, situacao: params.get("situacao") ?? undefined, turma: params.get("turma") ?? undefined });
  const arquivo = nomeDoArquivoExportado(ctx.empresa.nome ?? ctx.empresa.id);
  return new Response(exportarAlunos(ctx, filtro, arquivo), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${arquivo}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
