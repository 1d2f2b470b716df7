import { PaginaDeFormulario } from "@/components/pagina-de-formulario";
import { pode } from "@/lib/empresas/papeis";
import { actionTexts, anoLetivoTexts } from "@/lib/messages";
import { atualizarEtapasAction } from "@/app/(main)/escolas/_anos-letivos/actions";
import { AnoLetivoForm } from "@/app/(main)/escolas/_anos-letivos/ano-letivo-form";
import { enderecoDoAno } from "@/app/(main)/escolas/_anos-letivos/anos-da-escola";
import { lerPaginaDoAno, tituloDoAno, type PaginaDoAnoProps } from "@/app/(main)/escolas/_anos-letivos/pagina-do-ano";

export const generateMetadata = tituloDoAno;

/** `Editar` on a year's page: its etapas (kind and dates); Salvar and Cancelar go back to the year. */
export default async function EditarAnoLetivoPage({ params }: PaginaDoAnoProps) {
  const { ctx, escola, ano } = await lerPaginaDoAno(params);
  const pagina = enderecoDoAno(escola.id, ano.ano);
  return (
    <PaginaDeFormulario
      titulo={anoLetivoTexts.tituloDaPagina(ano.ano, escola.nome)}
      recusa={pode(ctx.papel, "escrever") ? null : { texto: actionTexts.semPermissao, href: pagina, link: anoLetivoTexts.voltarParaAno }}
    >
      <AnoLetivoForm action={atualizarEtapasAction} ano={ano} voltarPara={pagina} />
    </PaginaDeFormulario>
  );
}
