import declared from "@/firestore.indexes.json";
import { requiredIndex, serves, type DeclaredIndex, type StructuredQuery } from "@/lib/infra/firestore/indices";

const eq = (fieldPath: string) => ({ fieldFilter: { field: { fieldPath }, op: "EQUAL" } });
const contains = (fieldPath: string) => ({ fieldFilter: { field: { fieldPath }, op: "ARRAY_CONTAINS" } });
const gte = (fieldPath: string) => ({ fieldFilter: { field: { fieldPath }, op: "GREATER_THAN_OR_EQUAL" } });
const and = (...filters: object[]) => ({ compositeFilter: { op: "AND", filters } });
const order = (fieldPath: string, direction = "ASCENDING") => ({ field: { fieldPath }, direction });
const query = (where: object | undefined, orderBy: object[] = []): StructuredQuery => ({ from: [{ collectionId: "escolas" }], where, orderBy });
const indexes = declared.indexes as DeclaredIndex[];
const isDeclared = (q: StructuredQuery) => {
  const required = requiredIndex(q);
  return required === null || indexes.some((i) => serves(i, required));
};

describe("requiredIndex", () => {
  it("needs none for one field, or for equality filters alone", () => {
    expect(requiredIndex(query(eq("idEmpresa")))).toBeNull();
    expect(requiredIndex(query(and(eq("idEmpresa"), eq("ativa"))))).toBeNull();
    expect(requiredIndex(query(undefined, [order("nome")]))).toBeNull();
    expect(requiredIndex(query(eq("idEmpresa"), [order("__name__")]))).toBeNull();
  });

  it("needs the equality fields, then the ordered ones in their directions", () => {
    expect(requiredIndex(query(and(eq("idEmpresa"), contains("busca")), [order("nomeOrdem", "DESCENDING"), order("__name__", "DESCENDING")]))).toEqual({
      collectionGroup: "escolas",
      queryScope: "COLLECTION",
      prefix: [{ fieldPath: "idEmpresa", order: "ASCENDING" }, { fieldPath: "busca", arrayConfig: "CONTAINS" }],
      ordered: [{ fieldPath: "nomeOrdem", order: "DESCENDING" }],
    });
  });

  it("orders by an inequality field first, implicitly", () => {
    expect(requiredIndex(query(and(eq("idEmpresa"), gte("nomeOrdem"))))?.ordered).toEqual([{ fieldPath: "nomeOrdem", order: "ASCENDING" }]);
  });
});

describe("firestore.indexes.json", () => {
  it("serves the lists of the Escolas tab, both ways", () => {
    for (const direction of ["ASCENDING", "DESCENDING"]) {
      const sort = [order("nomeOrdem", direction), order("__name__", direction)];
      expect(isDeclared(query(eq("idEmpresa"), sort))).toBe(true);
      expect(isDeclared(query(and(eq("idEmpresa"), eq("ativa")), sort))).toBe(true);
      expect(isDeclared(query(and(eq("idEmpresa"), contains("busca")), sort))).toBe(true);
      expect(isDeclared(query(and(eq("idEmpresa"), eq("ativa"), contains("busca")), sort))).toBe(true);
    }
  });

  it("does not serve a query whose index is missing (the check can fail)", () => {
    expect(isDeclared(query(and(eq("idEmpresa"), eq("municipio")), [order("nomeOrdem")]))).toBe(false);
    expect(isDeclared(query(eq("idEmpresa"), [order("criadoEm", "DESCENDING")]))).toBe(false);
  });
});
