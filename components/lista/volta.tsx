"use client";

import { useEffect, useState, type ReactNode } from "react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { comoLink } from "@/components/botao";
import { PARAMETROS_DA_LISTA } from "@/components/lista/endereco";

// The way back from a record's sheet to its list as it was left: the list's search, filters and
// page. The list remembers its address in the tab's sessionStorage (`LembrarLista`) and the sheet's
// link reads it back (`VoltarParaLista`); with nothing remembered (another tab, a link from
// elsewhere, no script) it goes to the list's first page. Only the list's own parameters are kept.

const chaveDe = (lista: string) => `gestao_lista:${lista}`;

/** The list's parameters of an address's query, in a fixed order. */
function soDaLista(query: string): string {
  const lida = new URLSearchParams(query);
  const limpa = new URLSearchParams();
  for (const nome of PARAMETROS_DA_LISTA) {
    const valor = lida.get(nome);
    if (valor) limpa.set(nome, valor);
  }
  return limpa.toString();
}

/** On a list's page: remembers its current address for the way back (inside a Suspense boundary). */
export function LembrarLista({ lista }: { lista: string }) {
  const query = useSearchParams().toString();
  useEffect(() => {
    try {
      sessionStorage.setItem(chaveDe(lista), soDaLista(query));
    } catch {
      // Storage refused (private mode, full): the way back goes to the first page.
    }
  }, [lista, query]);
  return null;
}

/** On a sheet: "Voltar para a lista de …", to the list as it was left. */
export function VoltarParaLista({ lista, children }: { lista: string; children: ReactNode }) {
  const [href, setHref] = useState(lista);
  useEffect(() => {
    let query = "";
    try {
      query = soDaLista(sessionStorage.getItem(chaveDe(lista)) ?? "");
    } catch {
      // As above.
    }
    // sessionStorage is the browser's: it cannot be read during render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (query) setHref(`${lista}?${query}`);
  }, [lista]);
  return (
    <Link href={href} className={comoLink()}>
      {children}
    </Link>
  );
}
