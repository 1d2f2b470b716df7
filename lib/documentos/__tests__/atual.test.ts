import { marcarAtuais } from "@/lib/documentos/atual";

// Issue 41: the student's list says which boletim of each year is current: the newest one not
// revoked (a new one is issued only when the content changed, so it replaces the one before).

const d = (tipo: "boletim" | "matricula", ano: number | null, revogado = false) => ({ tipo, ano, revogadoEm: revogado ? new Date() : null });

describe("the current boletim of each year", () => {
  it("is the newest not revoked per year; the others are not; a declaration or a boletim of unknown year is neither", () => {
    // Newest first, as the list is ordered.
    const lista = [d("boletim", 2026, true), d("matricula", null), d("boletim", 2026), d("boletim", 2025), d("boletim", 2026), d("boletim", null), d("boletim", 2025)];
    expect(marcarAtuais(lista)).toEqual([false, null, true, true, false, null, false]);
  });

  it("every boletim of a year revoked: none is current", () => {
    expect(marcarAtuais([d("boletim", 2026, true), d("boletim", 2026, true)])).toEqual([false, false]);
  });
});
