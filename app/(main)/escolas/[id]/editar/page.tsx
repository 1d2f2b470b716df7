import { notFound } from "next/navigation";
import { PaginaDeFormulario } from "@/components/pagina-de-formulario";
import { requireLeitor } from "@/lib/shell/contexto";
import { lerEscola } from "@/lib/escolas/dados";
import { pode } from "@/lib/empresas/papeis";
import { actionTexts, escolaTexts } from "@/lib/messages";
import { atualizarEscolaAction } from "@/app/(main)/escolas/actions";
import { EscolaForm } from "@/app/(main)/escolas/escola-form";
import { tituloDoRegistro, type PaginaDoRegistroProps } from "@/components/pagina-do-registro";

// A role that does not read the register (a professor) gets "not found", its title included.
export const generateMetadata = tituloDoRegistro((ctx, id) => (pode(ctx.papel, "ler") ? lerEscola(ctx, id) : Promise.resolve(null)), escolaTexts.naoEncontrada);

/** `Editar` on a school's sheet: the school's form; Salvar and Cancelar go back to the sheet. */
export default async function EditarEscolaPage({ params }: PaginaDoRegistroProps) {
  const ctx = await requireLeitor();
  const escola = await lerEscola(ctx, (await params).id);
  if (!escola) notFound();
  const ficha = `/escolas/${encodeURIComponent(escola.id)}`;
  return (
    <PaginaDeFormulario titulo={escola.nome} recusa={pode(ctx.papel, "escrever") ? null : { texto: actionTexts.semPermissao, href: ficha, link: escolaTexts.voltarParaFicha }}>
      <EscolaForm action={atualizarEscolaAction} escola={escola} voltarPara={ficha} />
    </PaginaDeFormulario>
  );
}
