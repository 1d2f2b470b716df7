import { after, NextResponse } from "next/server";
import { actionContext, ActionError } from "@/lib/infra/actions/guard";
import { pode } from "@/lib/empresas/papeis";
import { actionTexts, planilhaTexts } from "@/lib/messages";
import { lerImportacao, progressoDe, retomarImportacao } from "@/lib/alunos/planilha/importacao";

// An import's progress, polled by its page: the session's company only (another company's import
// is "not found"). A stopped import is taken over after this answer.

const semCache = { "Cache-Control": "no-store" };

export async function GET(request: Request) {
  try {
    const ctx = await actionContext();
    if (!pode(ctx.papel, "escrever")) return NextResponse.json({ erro: actionTexts.semPermissao }, { status: 403, headers: semCache });
    const id = new URL(request.url).searchParams.get("importacao") ?? "";
    const importacao = await lerImportacao(ctx, id);
    if (!importacao) return NextResponse.json({ erro: planilhaTexts.erros.naoEncontrada }, { status: 404, headers: semCache });
    if (importacao.parada) after(() => retomarImportacao(id));
    return NextResponse.json(progressoDe(importacao), { headers: semCache });
  } catch (error) {
    if (error instanceof ActionError) return NextResponse.json({ erro: error.message }, { status: 401, headers: semCache });
    console.error("[importacao] progress failed:", error);
    return NextResponse.json({ erro: actionTexts.indisponivel }, { status: 503, headers: semCache });
  }
}
