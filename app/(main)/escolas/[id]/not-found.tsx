import { AvisoComVolta } from "@/components/aviso-com-volta";
import { escolaTexts } from "@/lib/messages";

/** An unknown school, or another company's: said plainly, inside the shell, with HTTP 404. */
export default function EscolaNaoEncontrada() {
  return <AvisoComVolta comoTitulo texto={escolaTexts.naoEncontrada} href="/escolas" link={escolaTexts.voltarParaLista} />;
}
