import type { Metadata } from "next";
import { PaginaDeFormulario } from "@/components/pagina-de-formulario";
import { requireLeitor } from "@/lib/shell/contexto";
import { pode } from "@/lib/empresas/papeis";
import { novoTokenDeCriacao } from "@/lib/infra/actions/criacao";
import { actionTexts, escolaTexts } from "@/lib/messages";
import { criarEscolaAction } from "@/app/(main)/escolas/actions";
import { EscolaForm } from "@/app/(main)/escolas/escola-form";

export const metadata: Metadata = { title: escolaTexts.tituloNova };

export default async function NovaEscolaPage() {
  const ctx = await requireLeitor();
  return (
    <PaginaDeFormulario titulo={escolaTexts.tituloNova} recusa={pode(ctx.papel, "escrever") ? null : { texto: actionTexts.semPermissao, href: "/escolas", link: escolaTexts.voltarParaLista }}>
      <EscolaForm action={criarEscolaAction} token={novoTokenDeCriacao()} voltarPara="/escolas" />
    </PaginaDeFormulario>
  );
}
