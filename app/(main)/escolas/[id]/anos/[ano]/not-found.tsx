import { AvisoComVolta } from "@/components/aviso-com-volta";
import { anoLetivoTexts, escolaTexts } from "@/lib/messages";

/** An unknown year (or one of another company, or of another school than the address says): HTTP 404. */
export default function AnoLetivoNaoEncontrado() {
  return <AvisoComVolta comoTitulo texto={anoLetivoTexts.naoEncontrado} href="/escolas" link={escolaTexts.voltarParaLista} />;
}
