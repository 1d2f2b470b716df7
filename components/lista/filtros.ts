import type { FiltroDoEndereco } from "@/components/lista/endereco";

// What a list's filter form shows (components/filtros-da-lista.tsx), described by its page: the
// search field and the selects. The same description makes the list's address (endereco.ts).
// Pure: a server page builds it and hands it to the form.

/** A select of the filter form; `name`, `value` and `padrao` (its default, left out of the address) are its part of the address. */
export type Seletor = FiltroDoEndereco & {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** The `name` of a select whose change puts this one back to its default (a school's turmas follow the school). */
  dependeDe?: string;
};

/** A list's filter form, which is also its address's filters. */
export type FiltrosDaListaProps = { busca: { id: string; label: string; value: string }; seletores: Seletor[] };

/** A select over a fixed set of values (a list's "Situação"), in their order, each with its label. */
export function seletorDeValores<V extends string>({
  valores,
  rotulos,
  ...seletor
}: Omit<Seletor, "options" | "value" | "padrao"> & { value: V; padrao: V; valores: readonly V[]; rotulos: Record<V, string> }): Seletor {
  return { ...seletor, options: valores.map((v) => ({ value: v, label: rotulos[v] })) };
}
