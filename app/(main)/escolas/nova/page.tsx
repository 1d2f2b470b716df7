import type { Metadata } from "next";
import { AvisoComVolta } from "@/components/aviso-com-volta";
import { requireShellContext } from "@/lib/shell/contexto";
import { pode } from "@/lib/empresas/papeis";
import { novoTokenDeCriacao } from "@/lib/infra/actions/criacao";
import { actionTexts, escolaTexts } from "@/lib/messages";
import { criarEscolaAction } from "@/app/(main)/escolas/actions";
import { EscolaForm } from "@/app/(main)/escolas/escola-form";

export const metadata: Metadata = { title: escolaTexts.tituloNova };

export default async function NovaEscolaPage() {
  const ctx = await requireShellContext();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{escolaTexts.tituloNova}</h1>
      {pode(ctx.papel, "escrever") ? (
        <EscolaForm action={criarEscolaAction} token={novoTokenDeCriacao()} />
      ) : (
        <AvisoComVolta texto={actionTexts.semPermissao} href="/escolas" link={escolaTexts.voltarParaLista} />
      )}
    </div>
  );
}
