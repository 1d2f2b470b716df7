import Link from "next/link";
import { escolaTexts } from "@/lib/messages";

/** An unknown school, or another company's: said plainly, inside the shell, with HTTP 404. */
export default function EscolaNaoEncontrada() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{escolaTexts.naoEncontrada}</h1>
      <Link href="/escolas" className="inline-block font-semibold text-marca-700 underline">
        {escolaTexts.voltarParaLista}
      </Link>
    </div>
  );
}
