import { contextoDaRota } from "@/lib/infra/actions/rota";
import { filtroDoEndereco } from "@/lib/alunos/schema";
import { exportarAlunos, nomeDoArquivoExportado } from "@/lib/alunos/planilha/exportar";

// "Exportar CSV" (every role that reads the register): the list's search and filters from the address, the company and the
// role from the session. The file streams: its first bytes leave before the students are read.

export async function GET(request: Request) {
  // A role that does not read the register (a professor) exports nothing, whatever it asks.
  const ctx = await contextoDaRota("[alunos] export", "ler");
  if (ctx instanceof Response) return ctx;
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
