import { sortByNome } from "@/lib/empresas/dados";
import { chunk } from "@/lib/infra/lotes";

describe("chunk", () => {
  it("cuts 25 ids into batches of 10, 10 and 5", () => {
    const ids = Array.from({ length: 25 }, (_, i) => `e${i}`);
    expect(chunk(ids, 10).map((c) => c.length)).toEqual([10, 10, 5]);
    expect(chunk([], 10)).toEqual([]);
  });
});

describe("sortByNome", () => {
  it("sorts in pt-BR order, accents folded, nameless last", () => {
    const sorted = sortByNome([
      { id: "1", nome: "Escola Árvore" },
      { id: "2", nome: null },
      { id: "3", nome: "escola aurora" },
      { id: "4", nome: "Colégio Zeta" },
      { id: "5", nome: "Escola 10" },
      { id: "6", nome: "Escola 9" },
    ]);
    expect(sorted.map((e) => e.id)).toEqual(["4", "6", "5", "1", "3", "2"]);
  });
});
