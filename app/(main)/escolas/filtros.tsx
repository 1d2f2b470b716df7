"use client";

import { useEffect, useRef, useState } from "react";
import { usePathname, useRouter } from "next/navigation";
import { escolaTexts } from "@/lib/messages";
import type { Situacao } from "@/lib/escolas/situacao";

const DEBOUNCE_MS = 300;

/**
 * "Buscar escola" and "Situação", kept in the address (back, forward and reload keep them).
 * Typing needs no button: the list follows after a short pause. Without script, the form's GET
 * submission does the same.
 */
export function FiltrosEscolas({ busca, situacao }: { busca: string; situacao: Situacao }) {
  const router = useRouter();
  const pathname = usePathname();
  const [text, setText] = useState(busca);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function go(next: { q: string; situacao: Situacao }) {
    const params = new URLSearchParams();
    if (next.q.trim()) params.set("q", next.q.trim());
    if (next.situacao !== "ativas") params.set("situacao", next.situacao);
    const query = params.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }

  return (
    <form
      role="search"
      method="get"
      action={pathname}
      onSubmit={(e) => {
        e.preventDefault();
        clearTimeout(timer.current);
        go({ q: text, situacao });
      }}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <div className="flex-1 space-y-1">
        <label htmlFor="buscar-escola" className="block text-sm font-medium">
          {escolaTexts.buscar}
        </label>
        <input
          id="buscar-escola"
          name="q"
          type="search"
          value={text}
          autoComplete="off"
          maxLength={100}
          onChange={(e) => {
            const q = e.target.value;
            setText(q);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => go({ q, situacao }), DEBOUNCE_MS);
          }}
          className="block w-full rounded-md border border-gray-400 bg-white px-3 py-2"
        />
      </div>
      <div className="space-y-1">
        <label htmlFor="situacao-escola" className="block text-sm font-medium">
          {escolaTexts.situacao}
        </label>
        <select
          id="situacao-escola"
          name="situacao"
          value={situacao}
          onChange={(e) => go({ q: text, situacao: e.target.value as Situacao })}
          className="block w-full rounded-md border border-gray-400 bg-white px-3 py-2 sm:w-40"
        >
          <option value="ativas">{escolaTexts.filtros.ativas}</option>
          <option value="inativas">{escolaTexts.filtros.inativas}</option>
          <option value="todas">{escolaTexts.filtros.todas}</option>
        </select>
      </div>
    </form>
  );
}
