import type { Metadata } from "next";
import Link from "next/link";
import { requireShellContext } from "@/lib/shell";
import { contarEscolasAtivas } from "@/lib/escolas/dados";
import { contarAlunosAtivos } from "@/lib/alunos/dados";
import { homeTexts } from "@/lib/messages";
import { findTab } from "@/lib/tabs";

export const metadata: Metadata = { title: "Home" };

const numero = new Intl.NumberFormat("pt-BR");

/** Home: the welcome sentence, then the company at a glance and a way to every tab. */
export default async function HomePage() {
  const ctx = await requireShellContext();
  // Both counts are aggregation queries, sent together: no document is read.
  const [escolas, alunos] = await Promise.all([contarEscolasAtivas(ctx), contarAlunosAtivos(ctx)]);
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
      <section aria-labelledby="atalhos" className="space-y-3">
        <h2 id="atalhos" className="text-lg font-semibold">
          {homeTexts.atalhos}
        </h2>
        <ul className="flex flex-wrap gap-3">
          {homeTexts.links.map((l) => (
            <li key={l.href}>
              <Link href={l.href} className="inline-block rounded-md border border-gray-400 bg-white px-4 py-2 font-semibold hover:bg-gray-100">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
