import type { Metadata } from "next";
import { after } from "next/server";
import { tituloDaAba } from "@/lib/shell/abas";
import Link from "next/link";
import { requireShellContext } from "@/lib/shell/contexto";
import { escolasPorAlunos } from "@/lib/escolas/dados";
import { GraficoAlunosPorEscola } from "@/app/(main)/home/grafico-alunos";
import { anteciparContadores, contadoresDaEmpresa } from "@/lib/empresas/contadores";
import { homeTexts } from "@/lib/messages";
import { findTab } from "@/lib/shell/abas";
import { botao } from "@/components/botao";
import { PaineisDaChamada, lerPaineisDaChamada } from "@/app/(main)/home/paineis-da-chamada";
import { MinhasTurmas } from "@/app/(main)/home/minhas-turmas";
import { minhasTurmas } from "@/lib/chamadas/paineis";
import { pode } from "@/lib/empresas/papeis";
import { recontagemDaEmpresa, recontarSeEmFalta } from "@/lib/chamadas/recontagem/verificacao";
import { retomarRecontagem } from "@/lib/chamadas/recontagem/passos";

export const metadata: Metadata = { title: tituloDaAba("home") };

const numero = new Intl.NumberFormat("pt-BR");
/** The chart shows every active school, up to this many (then the ones with the most students). */
const GRAFICO_MAX = 50;

/** Home: the welcome sentence, then the company at a glance and a way to every tab. */
export default async function HomePage() {
  // The company's kept counts, asked for in the same turn as the shell's documents: one call for all.
  void anteciparContadores();
  const ctx = await requireShellContext();
  // A professor: the turmas they teach, nothing of the company's register.
  if (!pode(ctx.papel, "ler")) {
    return (
      <div className="space-y-8">
        <h1 className="text-2xl font-semibold">{findTab("home")!.welcome}</h1>
        <MinhasTurmas turmas={await minhasTurmas(ctx)} />
      </div>
    );
  }
  // The three counts are the company's kept counts (lib/empresas/contadores.ts); the chart reads
  // the schools' kept counters; the roll call's panel of turmas, its kept dates and indexes. All at once.
  const contadores = contadoresDaEmpresa(ctx);
  // A recount of the frequência flags under way (a new `Frequência mínima`): the panel says so; one
  // whose server stopped is taken over after the response; stored flags that follow another
  // minimum than the rules (stored before issue 42) get theirs started after the response.
  const recontagem = recontagemDaEmpresa(ctx.empresa.id);
  const [{ escolasAtivas: escolas, alunosAtivos: alunos }, porEscola, paineis, { parada, emFalta }] = await Promise.all([
    contadores,
    escolasPorAlunos(ctx, GRAFICO_MAX),
    lerPaineisDaChamada(ctx, contadores.then((c) => c.abaixoDoMinimo), recontagem),
    recontagem,
  ]);
  if (parada) after(() => retomarRecontagem(ctx.empresa.id));
  if (emFalta) after(() => recontarSeEmFalta(ctx.empresa.id));
  const indicadores = [
    { label: homeTexts.escolasAtivas, valor: escolas, href: "/escolas" },
    { label: homeTexts.alunosAtivos, valor: alunos, href: "/alunos" },
  ];
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold">{findTab("home")!.welcome}</h1>
      <section aria-labelledby="resumo" className="space-y-3">
        <h2 id="resumo" className="text-lg font-semibold">
          {homeTexts.resumo}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2">
          {indicadores.map((i) => (
            <div key={i.label} className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200">
              <dt className="text-sm font-medium text-suave">{i.label}</dt>
              <dd className="mt-1 text-3xl font-semibold" data-testid={`indicador-${i.href.slice(1)}`}>
                {numero.format(i.valor)}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {paineis && <PaineisDaChamada {...paineis} />}
      {porEscola.length > 0 && <GraficoAlunosPorEscola dados={porEscola} escolasAtivas={escolas} />}
      <section aria-labelledby="atalhos" className="space-y-3">
        <h2 id="atalhos" className="text-lg font-semibold">
          {homeTexts.atalhos}
        </h2>
        <ul className="flex flex-wrap gap-3">
          {homeTexts.links.map((l) => (
            <li key={l.href}>
              <Link href={l.href} className={`inline-block ${botao()}`}>
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
