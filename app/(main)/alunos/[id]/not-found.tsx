import { AvisoComVolta } from "@/components/aviso-com-volta";
import { alunoTexts } from "@/lib/messages";

/** An unknown student, or another company's: said plainly, inside the shell, with HTTP 404. */
export default function AlunoNaoEncontrado() {
  return <AvisoComVolta comoTitulo texto={alunoTexts.naoEncontrado} href="/alunos" link={alunoTexts.voltarParaLista} />;
}
