"use client";

import { useState } from "react";

// A set of a list's choices (`Deficiências…`, `Recursos para provas do INEP`, `Tipos de veículo`):
// checkboxes in a fieldset whose legend is the field's label, all sending `name` (`chave[]`: the
// action reads every value), each 44 px tall; `grupos` puts consecutive choices of one group under
// a fieldset of their own (`Rodoviário`, `Aquaviário`). The field's message is said beside the
// legend and every checkbox is marked invalid, so the focus lands on the first one. `derivado`: a
// sentence shown while the marked choices make it true (Deficiência múltipla, never typed).

type Props = {
  id: string;
  label: string;
  name: string;
  opcoes: readonly string[];
  rotulos: Readonly<Record<string, string>>;
  grupos?: Readonly<Record<string, string>>;
  /** The codes marked (stored, or sent before a refusal), joined by commas. */
  defaultValue: string;
  error?: string;
  derivado?: { aplica: (marcados: readonly string[]) => boolean; texto: string };
};

export function CampoDeConjunto({ id, label, name, opcoes, rotulos, grupos, defaultValue, error, derivado }: Props) {
  const [marcados, setMarcados] = useState<readonly string[]>(() => defaultValue.split(",").filter((c) => opcoes.includes(c)));
  const errorId = `${id}-erro`;
  const derivadoId = `${id}-derivado`;
  const alternar = (codigo: string, marcado: boolean) => setMarcados((atuais) => opcoes.filter((o) => (o === codigo ? marcado : atuais.includes(o))));

  const caixa = (codigo: string) => (
    <label key={codigo} className="flex min-h-11 items-center gap-3 rounded-md px-1 text-tinta">
      <input
        type="checkbox"
        name={name}
        value={codigo}
        checked={marcados.includes(codigo)}
        onChange={(e) => alternar(codigo, e.target.checked)}
        aria-invalid={Boolean(error)}
        className="size-5 shrink-0 accent-marca-600"
      />
      <span className="[overflow-wrap:anywhere]">{rotulos[codigo] ?? codigo}</span>
    </label>
  );

  // Consecutive choices of one group, under that group's own fieldset.
  const blocos: { grupo: string | undefined; codigos: string[] }[] = [];
  for (const codigo of opcoes) {
    const grupo = grupos?.[codigo];
    const ultimo = blocos.at(-1);
    if (ultimo && ultimo.grupo === grupo) ultimo.codigos.push(codigo);
    else blocos.push({ grupo, codigos: [codigo] });
  }

  const aplica = derivado?.aplica(marcados) ?? false;
  return (
    <fieldset id={id} className="space-y-2" aria-describedby={[error ? errorId : null, aplica ? derivadoId : null].filter(Boolean).join(" ") || undefined}>
      <legend className="mb-1 text-sm font-medium text-tinta">{label}</legend>
      {blocos.map((b) =>
        b.grupo ? (
          <fieldset key={b.grupo} className="space-y-1">
            <legend className="text-sm text-suave">{b.grupo}</legend>
            <div className="grid gap-x-4 sm:grid-cols-2">{b.codigos.map(caixa)}</div>
          </fieldset>
        ) : (
          <div key={b.codigos[0]} className="grid gap-x-4 sm:grid-cols-2">
            {b.codigos.map(caixa)}
          </div>
        ),
      )}
      {/* A live region present from the start, so the derived sentence is announced when it appears. */}
      {derivado && (
        <p id={derivadoId} role="status" className="text-sm text-suave empty:hidden">
          {aplica ? derivado.texto : null}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-erro">
          {error}
        </p>
      )}
    </fieldset>
  );
}
