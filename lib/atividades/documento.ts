import type { Mudanca } from "@/lib/atividades/schema";

// Pure derivations of an activity from the records it is about.

/** The fields whose values differ between two versions of a record. */
export function mudancas(antes: Record<string, unknown>, depois: Record<string, unknown>, campos: readonly string[]): Mudanca[] {
  // A set of codes (a student's `conjunto`) as its codes joined by commas; none as empty (null).
  const text = (v: unknown) => (v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0) ? null : String(v));
  return campos.filter((c) => text(antes[c]) !== text(depois[c])).map((c) => ({ campo: c, de: text(antes[c]), para: text(depois[c]) }));
}
