import Link from "next/link";
import { alunoTexts } from "@/lib/messages";

/** An unknown student, or another company's: said plainly, inside the shell, with HTTP 404. */
export default function AlunoNaoEncontrado() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{alunoTexts.naoEncontrado}</h1>
      <Link href="/alunos" className="inline-block font-semibold text-marca-700 underline">
        {alunoTexts.voltarParaLista}
      </Link>
    </div>
  );
}
