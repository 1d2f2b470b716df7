import type { ReactNode } from "react";
import Link from "next/link";
import { botao } from "@/components/botao";
import { comumTexts } from "@/lib/messages";

// A record's sheet (a student's, a school's): the record read, not a form fallen into. A section
// per subject (`SecaoDaFicha`: its heading, then `Editar` where the reader may change it, or
// another link such as `Nova turma`), each a
// list of facts (`Fato`: a label over its value, "Não informado" when empty) in one column on a
// phone and two on a desktop. No hooks: server pages render it.

/** A section of the sheet: its heading (h2 by default, h3 inside another section), its actions, its facts. */
export function SecaoDaFicha({
  id,
  titulo,
  nivel = 2,
  editar,
  nomeDoEditar,
  acao,
  children,
}: {
  id: string;
  titulo: string;
  nivel?: 2 | 3;
  /** Where `Editar` goes (left out for those who only read). */
  editar?: string;
  /**
   * The accessible name of `Editar` when the page has several (`Editar Identificação`: one per
   * section of a student's sheet, beside the sheet's own `Editar`); its visible text stays `Editar`.
   */
  nomeDoEditar?: string;
  /** Another link beside the heading (`Novo ano letivo`, `Nova turma`), for those who may write. */
  acao?: { href: string; texto: string };
  children: ReactNode;
}) {
  const Titulo = nivel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Titulo id={id} className={nivel === 2 ? "text-lg font-semibold" : "font-semibold"}>
          {titulo}
        </Titulo>
        <LinkDaSecao editar={editar} nomeDoEditar={nomeDoEditar} acao={acao} />
      </div>
      {children}
    </section>
  );
}

/** The link beside a section's heading: `Editar` where the reader may change it, else another (`Nova turma`), else nothing. */
export function LinkDaSecao({ editar, nomeDoEditar, acao }: { editar?: string; nomeDoEditar?: string; acao?: { href: string; texto: string } }) {
  const link = editar ? { href: editar, texto: comumTexts.editar, nome: nomeDoEditar } : acao;
  if (!link) return null;
  return (
    <Link href={link.href} aria-label={"nome" in link ? link.nome : undefined} className={`inline-block ${botao({ variante: "primario" })} max-sm:w-full max-sm:text-center`}>
      {link.texto}
    </Link>
  );
}

/** The facts of a section, as a description list. */
export function Fatos({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-2">{children}</dl>;
}

/** One fact: its label, then its value (or "Não informado"). `largo`: across both columns. */
export function Fato({ rotulo, children, largo = false, testId }: { rotulo: string; children?: ReactNode; largo?: boolean; testId?: string }) {
  const vazio = children === null || children === undefined || children === "";
  return (
    <div className={`min-w-0 ${largo ? "sm:col-span-2" : ""}`}>
      <dt className="text-sm font-medium text-suave">{rotulo}</dt>
      <dd className="mt-0.5 [overflow-wrap:anywhere]" data-testid={testId}>
        {vazio ? <span className="text-suave">{comumTexts.naoInformado}</span> : children}
      </dd>
    </div>
  );
}
