import { AvisoComVolta } from "@/components/aviso-com-volta";
import { escolaTexts, turmaTexts } from "@/lib/messages";

/** An unknown turma, another company's, or one of another school than the address says: HTTP 404. */
export default function TurmaNaoEncontrada() {
  return <AvisoComVolta comoTitulo texto={turmaTexts.naoEncontrada} href="/escolas" link={escolaTexts.voltarParaLista} />;
}
