import type { Metadata } from "next";
import Link from "next/link";
import { comoLink } from "@/components/botao";
import { after } from "next/server";
import { AvisoComVolta } from "@/components/aviso-com-volta";
import { requireLeitor } from "@/lib/shell/contexto";
import { parametro } from "@/lib/infra/paginacao";
import { pode } from "@/lib/empresas/papeis";
import { actionTexts, alunoTexts, planilhaTexts } from "@/lib/messages";
import { LIMITE_BYTES } from "@/lib/alunos/planilha/ler";
import { lerImportacao, procurarImportacoesParadas, progressoDe, retomarImportacao } from "@/lib/alunos/planilha/importacao";
import { importarPlanilhaAction, verificarPlanilhaAction } from "@/app/(main)/alunos/importar/actions";
import { ImportarForm } from "@/app/(main)/alunos/importar/importar-form";
import { ProgressoDaImportacao } from "@/app/(main)/alunos/importar/progresso";
import { AJUDA_DAS_COLUNAS, AJUDA_DAS_VARIANTES } from "@/lib/alunos/planilha/colunas";

export const metadata: Metadata = { title: planilhaTexts.titulo };

/**
 * On Vercel, an import started by this page's action runs after its answer (`after`), within the
 * function's time: 5 minutes covers 5,000 rows many times over. A stopped import is taken over.
 */
export const maxDuration = 300;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ImportarPage({ searchParams }: Props) {
  const ctx = await requireLeitor();
  if (!pode(ctx.papel, "escrever")) {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-semibold">{planilhaTexts.titulo}</h1>
        <AvisoComVolta texto={actionTexts.semPermissao} href="/alunos" link={alunoTexts.voltarParaLista} />
      </div>
    );
  }
  const id = parametro((await searchParams).importacao);
  const importacao = id ? await lerImportacao(ctx, id) : null;
  // Imports whose server stopped are undone or finished after this answer.
  after(() => (importacao?.parada ? retomarImportacao(importacao.id) : procurarImportacoesParadas(ctx.empresa.id)));

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{planilhaTexts.titulo}</h1>
      {importacao && importacao.estado !== "verificada" ? (
        <ProgressoDaImportacao inicial={progressoDe(importacao)} />
      ) : (
        <>
          {id && !importacao && <p role="alert">{planilhaTexts.erros.naoEncontrada}</p>}
          <div className="space-y-2 text-sm">
            {[planilhaTexts.explicacao.antes, AJUDA_DAS_COLUNAS, ...planilhaTexts.explicacao.depois].map((p) => (
              <p key={p}>{p}</p>
            ))}
            <p data-testid="variantes">{AJUDA_DAS_VARIANTES}</p>
          </div>
          <a href="/alunos/importar/modelo" download className={`inline-block ${comoLink()}`}>
            {planilhaTexts.baixarModelo}
          </a>
          <ImportarForm verificar={verificarPlanilhaAction} importar={importarPlanilhaAction} limiteBytes={LIMITE_BYTES} />
        </>
      )}
      <Link href="/alunos" className={`inline-block ${comoLink()}`}>
        {planilhaTexts.voltarParaLista}
      </Link>
    </div>
  );
}
