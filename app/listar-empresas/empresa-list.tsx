"use client";

import { useActionState, useState } from "react";
import { selectEmpresa } from "@/app/listar-empresas/actions";
import { CampoDeTexto } from "@/components/campo";
import { StatusMessage } from "@/components/status-message";
import { pickerTexts } from "@/lib/messages";
import { matchesSearch } from "@/lib/busca/texto";
import type { Empresa } from "@/lib/empresas/schema";

/** Above this many companies the list gets a search field. */
export const SEARCH_THRESHOLD = 8;

export function EmpresaList({ empresas, currentId }: { empresas: Empresa[]; currentId: string | null }) {
  const [state, select, pending] = useActionState(selectEmpresa, null);
  const [query, setQuery] = useState("");
  const shown = empresas.filter((e) => matchesSearch(e.nome ?? pickerTexts.nameFallback, query));

  return (
    <div className="space-y-4">
      {empresas.length > SEARCH_THRESHOLD && (
        <CampoDeTexto id="buscar-empresa" label={pickerTexts.search} type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
      )}
      <StatusMessage key={state?.at ?? 0} status={state && { text: state.text, kind: "error" }} />
      <form action={select} aria-busy={pending}>
        <ul className="divide-y divide-gray-200 overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-gray-200">
          {shown.map((empresa) => (
            <li key={empresa.id}>
              <button
                type="submit"
                name="idEmpresa"
                value={empresa.id}
                disabled={pending}
                aria-current={empresa.id === currentId ? "true" : undefined}
                className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-marca-50 disabled:cursor-wait aria-[current=true]:bg-marca-50"
              >
                <BuildingIcon />
                <span className="flex-1 font-medium">{empresa.nome ?? pickerTexts.nameFallback}</span>
                {empresa.id === currentId && (
                  <span className="rounded bg-marca-700 px-2 py-0.5 text-xs font-semibold text-white">{pickerTexts.current}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      </form>
      {shown.length === 0 && <p className="text-center text-suave">{pickerTexts.noMatch}</p>}
    </div>
  );
}

function BuildingIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" className="text-marca-700">
      <path d="M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16M15 10h4a1 1 0 0 1 1 1v10M2 21h20M8 8h3M8 12h3M8 16h3" />
    </svg>
  );
}
