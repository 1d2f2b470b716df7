import { guardarLimitado } from "@/lib/infra/mapa-limitado";

describe("guardarLimitado", () => {
  it("keeps at most `max` entries, dropping the one set longest ago (setting again makes it newest)", () => {
    const mapa = new Map<string, number>();
    guardarLimitado(mapa, "a", 1, 3);
    guardarLimitado(mapa, "b", 2, 3);
    guardarLimitado(mapa, "c", 3, 3);
    guardarLimitado(mapa, "a", 10, 3); // "a" is now the newest: "b" is the oldest
    guardarLimitado(mapa, "d", 4, 3);
    expect([...mapa]).toEqual([
      ["c", 3],
      ["a", 10],
      ["d", 4],
    ]);
  });
});
