import { diaDeCorte, idadeEm } from "@/lib/campos/data";

// Ages as `Enturmar alunos` shows them (issue 41): whole years on a day, computed by hand.
describe("idadeEm", () => {
  it.each([
    ["2015-03-10", "2026-03-31", 11], // the birthday before the day
    ["2015-03-31", "2026-03-31", 11], // on the day itself
    ["2015-04-01", "2026-03-31", 10], // the day after
    ["2015-12-31", "2026-03-31", 10],
    ["2016-02-29", "2026-02-28", 9], // 29/02 in a common year: not yet on 28/02...
    ["2016-02-29", "2026-03-01", 10], // ...a year older on 01/03
    ["2026-01-10", "2026-03-31", 0],
  ])("born %s, on %s: %i", (nascimento, dia, idade) => {
    expect(idadeEm(nascimento, dia)).toBe(idade);
  });

  it("the data de corte is 31 March of the year", () => {
    expect(diaDeCorte(2026)).toBe("2026-03-31");
    expect(idadeEm("2016-03-31", diaDeCorte(2026))).toBe(10);
  });
});
