import "server-only";
import type { ReactNode } from "react";
import Link from "next/link";
import { comoLink } from "@/components/botao";
import { AcompanharTarefa } from "@/components/acompanhar-tarefa";
import { frequenciaTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { anosComAulaHoje, contarTurmasSemChamada, vePaineis } from "@/lib/chamadas/paineis";
import type { EstadoDaRecontagemNaPagina } from "@/lib/chamadas/recontagem/verificacao";

// Home's roll-call panels (administrador, secretaria, consulta): `Frequência abaixo do mínimo` (the
// students `Cursando` below the minimum) and `Turmas sem chamada hoje` (its number only on a day of
// class somewhere in the company), each with the way to its list. While a new `Frequência mínima`
// is applied to the stored flags (lib/chamadas/recontagem), the first says so instead of a count
// still moving, until it ends.

const t = frequenciaTexts;

export type Paineis = { abaixo: number; semChamada: number | null; recalculando: boolean };

/**
 * The panels' numbers, or null for a role that does not see them. `abaixo`: the company's kept count
 * of students below the minimum (lib/empresas/contadores.ts); one call for the years with class
 * today, then one count per 30 of them.
 */
export async function lerPaineisDaChamada(ctx: ShellContext, abaixoDoMinimo: Promise<number>, recontagem: Promise<EstadoDaRecontagemNaPagina>): Promise<Paineis | null> {
  if (!vePaineis(ctx.papel)) return null;
  const [abaixo, aula, { emCurso }] = await Promise.all([abaixoDoMinimo, anosComAulaHoje(ctx), recontagem]);
  return { abaixo, semChamada: aula.anos.length > 0 ? await contarTurmasSemChamada(ctx, aula) : null, recalculando: emCurso };
}

function Painel({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2 rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200">
      <h2 id={id} className="text-sm font-medium text-suave">
        {titulo}
      </h2>
      {children}
    </section>
  );
}

const numero = "text-3xl font-semibold";

export function PaineisDaChamada({ abaixo, semChamada, recalculando }: Paineis) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Painel id="painel-abaixo-do-minimo" titulo={t.painelAbaixo}>
        {recalculando ? (
          <AcompanharTarefa texto={t.recalculando} className="text-sm font-semibold" />
        ) : (
          <p className={numero} data-testid="painel-abaixo-do-minimo">
            {t.alunosAbaixo(abaixo)}
          </p>
        )}
        {recalculando ? null : abaixo > 0 ? (
          <Link href="/home/frequencia" className={comoLink()}>
            {t.verListaAlunos}
          </Link>
        ) : (
          <p className="text-sm text-suave">{t.nenhumAbaixo}</p>
        )}
      </Painel>
      <Painel id="painel-sem-chamada" titulo={t.painelSemChamada}>
        {semChamada === null ? (
          <p className="text-sm text-suave" data-testid="painel-sem-chamada">
            {t.semAulaHoje}
          </p>
        ) : (
          <>
            <p className={numero} data-testid="painel-sem-chamada">
              {t.turmasSemChamada(semChamada)}
            </p>
            {semChamada > 0 ? (
              <Link href="/home/sem-chamada" className={comoLink()}>
                {t.verListaTurmas}
              </Link>
            ) : (
              <p className="text-sm text-suave">{t.todasFeitas}</p>
            )}
          </>
        )}
      </Painel>
    </div>
  );
}
