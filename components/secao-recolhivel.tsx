"use client";

import { useState, type ReactNode } from "react";
import { LinkDaSecao } from "@/components/ficha";
import { Seta } from "@/components/menu-de-acoes";

// A sheet's section that a phone may close (a turma's page: 30 students, then the professors,
// the components, the frequência of the same 30, the history): below 640 px its heading is a
// disclosure button (`aria-expanded`) and its content shows only while open; from 640 px up it is
// `SecaoDaFicha` as before, its heading plain text and its content always shown. The heading stays
// an h2 whatever the width (its text the section's name: a region findable by role and name), and
// the server renders the state a phone starts in, so nothing moves when the page hydrates.

/** The section: its heading (`titulo`, an h2 with `id`), the link beside it, and its content, closed on a phone unless `abertaNoTelefone`. */
export function SecaoRecolhivel({
  id,
  titulo,
  editar,
  acao,
  abertaNoTelefone = false,
  children,
}: {
  id: string;
  titulo: string;
  editar?: string;
  acao?: { href: string; texto: string };
  /** Open when the page arrives on a phone (the students' list; a section the address points to). */
  abertaNoTelefone?: boolean;
  children: ReactNode;
}) {
  const [aberta, setAberta] = useState(abertaNoTelefone);
  const conteudo = `${id}-conteudo`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* One text shown per width (the other is display:none, so not part of the heading's name). */}
        <h2 id={id} className="text-lg font-semibold max-sm:w-full">
          <button
            type="button"
            aria-expanded={aberta}
            aria-controls={conteudo}
            onClick={() => setAberta((a) => !a)}
            className="flex min-h-11 w-full items-center justify-between gap-3 rounded-md text-left sm:hidden"
          >
            <span className="[overflow-wrap:anywhere]">{titulo}</span>
            <Seta aberto={aberta} className="size-5" />
          </button>
          <span className="max-sm:hidden">{titulo}</span>
        </h2>
        <LinkDaSecao editar={editar} acao={acao} />
      </div>
      <div id={conteudo} className={aberta ? "space-y-3" : "space-y-3 max-sm:hidden"}>
        {children}
      </div>
    </section>
  );
}
