"use client";

import { useEffect, useRef, useState } from "react";
import { usePathname, useRouter } from "next/navigation";
import { enderecoDaLista } from "@/components/lista/endereco";
import type { FiltrosDaListaProps } from "@/components/lista/filtros";

const DEBOUNCE_MS = 300;

/**
 * A list's search field and selects, kept in the address (back, forward and reload keep them;
 * any change starts again at page 1). Typing needs no button: the list follows after a short
 * pause. Without script, the form's GET submission does the same.
 */
export function FiltrosDaLista({ busca, seletores }: FiltrosDaListaProps) {
  const router = useRouter();
  const pathname = usePathname();
  const [text, setText] = useState(busca.value);
  const [values, setValues] = useState(() => Object.fromEntries(seletores.map((s) => [s.name, s.value])));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [focused, setFocused] = useState(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  // The address can change without us (back, forward, a link): follow it, but never under the
  // fingers of someone typing (the list catching up with what they typed must not undo it).
  const fromAddress = [busca.value, ...seletores.map((s) => s.value)].join("\u0000");
  const [seen, setSeen] = useState(fromAddress);
  if (seen !== fromAddress) {
    setSeen(fromAddress);
    setValues(Object.fromEntries(seletores.map((s) => [s.name, s.value])));
    if (!focused) setText(busca.value);
  }

  function go(q: string, selected: Record<string, string>) {
    const filtros = { busca: { value: q }, seletores: seletores.map((s) => ({ ...s, value: selected[s.name] ?? "" })) };
    router.replace(enderecoDaLista(pathname, filtros), { scroll: false });
  }

  return (
    <form
      role="search"
      method="get"
      action={pathname}
      onSubmit={(e) => {
        e.preventDefault();
        clearTimeout(timer.current);
        go(text, values);
      }}
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
    >
      <div className="min-w-0 flex-1 space-y-1 sm:min-w-64">
        <label htmlFor={busca.id} className="block text-sm font-medium">
          {busca.label}
        </label>
        <input
          id={busca.id}
          name="q"
          type="search"
          value={text}
          autoComplete="off"
          maxLength={100}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onChange={(e) => {
            const q = e.target.value;
            setText(q);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => go(q, values), DEBOUNCE_MS);
          }}
          className="block w-full rounded-md border border-gray-400 bg-white px-3 py-2 max-sm:min-h-11"
        />
      </div>
      {seletores.map((s) => (
        <div key={s.name} className="min-w-0 space-y-1">
          <label htmlFor={s.id} className="block text-sm font-medium">
            {s.label}
          </label>
          <select
            id={s.id}
            name={s.name}
            value={values[s.name]}
            onChange={(e) => {
              const next = { ...values, [s.name]: e.target.value };
              for (const dependente of seletores) if (dependente.dependeDe === s.name) next[dependente.name] = dependente.padrao;
              setValues(next);
              clearTimeout(timer.current);
              go(text, next);
            }}
            className="block w-full max-w-full rounded-md border border-gray-400 bg-white px-3 py-2 max-sm:min-h-11 sm:w-44"
          >
            {s.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
    </form>
  );
}
