import declared from "@/firestore.indexes.json";
import { idDoContador } from "@/lib/infra/limites/chave";
import { LIMITES } from "@/lib/infra/limites/tabela";

// The limits docs/security.md states, and what the counters' documents rely on.

describe("the table of limits", () => {
  it("holds the issue's numbers for the sign-in", () => {
    expect(LIMITES["login.conta"]).toMatchObject({ max: 10, janelaMs: 15 * 60_000 });
    expect(LIMITES["login.endereco"]).toMatchObject({ max: 50, janelaMs: 15 * 60_000 });
  });

  it("declares `expiraEm` of the counters as their TTL field, and indexes none of their fields", () => {
    const overrides = declared.fieldOverrides.filter((o) => o.collectionGroup === "limites");
    expect(overrides).toContainEqual({ collectionGroup: "limites", fieldPath: "expiraEm", ttl: true, indexes: [] });
    for (const campo of ["contadas", "pendentes"]) expect(overrides).toContainEqual({ collectionGroup: "limites", fieldPath: campo, indexes: [] });
  });
});

describe("idDoContador", () => {
  it("is a keyed hash of the kind and the key: an e-mail in any case is one counter, kinds and secrets differ", () => {
    const id = idDoContador("segredo-1", "login.conta", "Ana@Demo.Escola ");
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(id).toBe(idDoContador("segredo-1", "login.conta", "ana@demo.escola"));
    expect(id).not.toBe(idDoContador("segredo-2", "login.conta", "ana@demo.escola"));
    expect(id).not.toBe(idDoContador("segredo-1", "redefinicao.email", "ana@demo.escola"));
    // An id (a uid, a company) keeps its case.
    expect(idDoContador("s", "senha.usuario", "AbC")).not.toBe(idDoContador("s", "senha.usuario", "abc"));
  });
});
