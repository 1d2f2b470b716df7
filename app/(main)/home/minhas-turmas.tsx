import Link from "next/link";
import { botao } from "@/components/botao";
import { SecaoComLista } from "@/components/secao-com-lista";
import { chamadaTexts } from "@/lib/messages";
import type { MinhaTurma } from "@/lib/chamadas/paineis";
import { enderecoDaTurma } from "@/app/(main)/escolas/_turmas/turmas-do-ano";

// A professor's Home: `Minhas turmas`, one card per turma (phone first: one column, the roll call a
// thumb away): the turma (a link to its page), its school, today's roll call on a day of class, and
// `Fazer chamada`.

const t = chamadaTexts;

export function MinhasTurmas({ turmas }: { turmas: MinhaTurma[] }) {
  return (
    <SecaoComLista id="minhas-turmas" titulo={t.minhasTurmas} itens={turmas} vazio={t.semTurmas} classe="grid gap-3 sm:grid-cols-2" classeDoVazio="text-suave">
      {(turma) => (
        <li key={turma.id} className="space-y-2 rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200" data-testid="minha-turma">
          <p className="text-lg font-semibold [overflow-wrap:anywhere]">
            <Link href={enderecoDaTurma(turma.idEscola, turma.id)} className="flex min-h-11 items-center underline underline-offset-2">
              {turma.nome}
            </Link>
          </p>
          <p className="text-sm text-suave [overflow-wrap:anywhere]">{turma.escola}</p>
          {turma.chamadaDeHoje && <p className={turma.chamadaDeHoje === "feita" ? "font-medium text-green-800" : "font-medium text-amber-800"}>{t.chamadaDeHoje[turma.chamadaDeHoje]}</p>}
          <Link href={`${enderecoDaTurma(turma.idEscola, turma.id)}/chamada`} className={`block w-full text-center ${botao({ variante: "primario", tamanho: "grande" })}`}>
            {t.fazer}
          </Link>
        </li>
      )}
    </SecaoComLista>
  );
}
