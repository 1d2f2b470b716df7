import {
  DIAS_LETIVOS_MINIMOS,
  QUANTIDADE_DE_ETAPAS,
  contarDiasLetivos,
  diasEntre,
  etapaDoDiaDeAula,
  periodosQueMudamDeEtapa,
  validarDiaEspecial,
  validarEtapas,
  type DiaEspecial,
  type Periodo,
} from "@/lib/regras/calendario";

// The 2026 calendar, checked by hand: 1 January 2026 is a Thursday, 2 February a Monday,
// 7 February a Saturday, 16–17 February Carnival's Monday and Tuesday, 3 April Good Friday,
// 21 April (Tiradentes) a Tuesday, 1 May a Friday, 4 June (Corpus Christi) a Thursday,
// 7 September a Monday, 12 October a Monday, 2 November a Monday, 15 November a Sunday,
// 20 November a Friday, 28 December a Monday, 8 January 2027 a Friday.

const periodo = (inicio: string, fim: string): Periodo => ({ inicio, fim });
const naoLetivo = (de: string, ate = de): DiaEspecial => ({ de, ate, tipo: "naoLetivo" });
const letivoExtra = (de: string, ate = de): DiaEspecial => ({ de, ate, tipo: "letivoExtra" });

/** A common 2026 school year in bimestres, with a July recess between the 2nd and the 3rd. */
const bimestres2026 = (): [Periodo, Periodo, Periodo, Periodo] => [
  periodo("2026-02-02", "2026-04-17"), // Mon 2 Feb … Fri 17 Apr: 11 full weeks = 55
  periodo("2026-04-20", "2026-07-03"), // Mon 20 Apr … Fri 3 Jul: 11 full weeks = 55
  periodo("2026-07-20", "2026-09-30"), // Mon 20 Jul … Wed 30 Sep: 10 weeks + Mon–Wed = 53
  periodo("2026-10-01", "2026-12-18"), // Thu 1 Oct … Fri 18 Dec: Thu–Fri + 11 weeks = 57
];
const BIMESTRES_2026: readonly Periodo[] = bimestres2026();

describe("the law's numbers", () => {
  it("has 200 dias letivos and 4, 3 or 2 etapas", () => {
    expect(DIAS_LETIVOS_MINIMOS).toBe(200);
    expect(QUANTIDADE_DE_ETAPAS).toEqual({ bimestres: 4, trimestres: 3, semestres: 2 });
  });
});

describe("contarDiasLetivos", () => {
  it("counts Monday to Friday, both ends included", () => {
    expect(contarDiasLetivos([periodo("2026-02-02", "2026-02-08")], [])).toEqual({ total: 5, porEtapa: [5] }); // Mon–Sun
    expect(contarDiasLetivos([periodo("2026-02-06", "2026-02-09")], [])).toEqual({ total: 2, porEtapa: [2] }); // Fri–Mon
    expect(contarDiasLetivos([periodo("2026-02-07", "2026-02-08")], [])).toEqual({ total: 0, porEtapa: [0] }); // Sat–Sun
    expect(contarDiasLetivos([periodo("2026-02-04", "2026-02-04")], [])).toEqual({ total: 1, porEtapa: [1] }); // one Wednesday
    expect(contarDiasLetivos([periodo("2026-02-02", "2026-02-27")], [])).toEqual({ total: 20, porEtapa: [20] }); // 4 weeks
  });

  it("crosses the new year (28 Dec 2026, a Monday, to 8 Jan 2027, a Friday)", () => {
    expect(contarDiasLetivos([periodo("2026-12-28", "2027-01-08")], []).total).toBe(10);
  });

  it("takes the não letivo days out, weekends already out", () => {
    const fevereiro = [periodo("2026-02-02", "2026-02-27")];
    expect(contarDiasLetivos(fevereiro, [naoLetivo("2026-02-16", "2026-02-18")]).total).toBe(17); // Mon–Wed of Carnival
    expect(contarDiasLetivos(fevereiro, [naoLetivo("2026-02-06", "2026-02-09")]).total).toBe(18); // Fri–Mon: 2 weekdays
    expect(contarDiasLetivos(fevereiro, [naoLetivo("2026-02-07", "2026-02-08")]).total).toBe(20); // a weekend: nothing
  });

  it("adds a letivo extra on a Saturday, and nothing on a day already letivo", () => {
    const semana = [periodo("2026-02-02", "2026-02-13")]; // Mon 2 … Fri 13: 10 weekdays
    expect(contarDiasLetivos(semana, [letivoExtra("2026-02-07")]).total).toBe(11);
    expect(contarDiasLetivos(semana, [letivoExtra("2026-02-04")]).total).toBe(10); // a Wednesday
    expect(contarDiasLetivos(semana, [letivoExtra("2026-02-02", "2026-02-13")]).total).toBe(12); // only the weekend is new
  });

  it("adds a Letivo extra outside the etapas to the total only; a Não letivo outside them changes nothing", () => {
    const semana = [periodo("2026-02-02", "2026-02-13")];
    expect(contarDiasLetivos(semana, [letivoExtra("2026-01-31"), letivoExtra("2026-02-14")])).toEqual({ total: 12, porEtapa: [10] }); // Saturdays just outside
    expect(contarDiasLetivos(semana, [letivoExtra("2026-02-16", "2026-02-18")])).toEqual({ total: 13, porEtapa: [10] }); // Mon–Wed after the etapa
    expect(contarDiasLetivos(semana, [letivoExtra("2026-02-16", "2026-02-18"), naoLetivo("2026-02-17")]).total).toBe(12); // não letivo still wins
    expect(contarDiasLetivos(semana, [naoLetivo("2026-01-26", "2026-02-03")]).total).toBe(8); // clipped to Mon 2 and Tue 3
    expect(contarDiasLetivos(semana, [naoLetivo("2026-02-16", "2026-02-20")]).total).toBe(10);
  });

  it("counts a day once, however many special ranges cover it", () => {
    const semana = [periodo("2026-02-02", "2026-02-13")];
    expect(contarDiasLetivos(semana, [naoLetivo("2026-02-02", "2026-02-04"), naoLetivo("2026-02-03", "2026-02-05")]).total).toBe(6);
    expect(contarDiasLetivos(semana, [letivoExtra("2026-02-07"), letivoExtra("2026-02-07", "2026-02-08")]).total).toBe(12);
  });

  it("lets não letivo win over letivo extra on the same day", () => {
    const semana = [periodo("2026-02-02", "2026-02-13")];
    expect(contarDiasLetivos(semana, [letivoExtra("2026-02-07"), naoLetivo("2026-02-07")]).total).toBe(10); // Saturday: not added
    expect(contarDiasLetivos(semana, [naoLetivo("2026-02-07"), letivoExtra("2026-02-07")]).total).toBe(10); // whatever the order
    expect(contarDiasLetivos(semana, [letivoExtra("2026-02-05"), naoLetivo("2026-02-05")]).total).toBe(9); // Thursday: removed
  });

  it("never counts a day of the recess between two etapas, unless it is a Letivo extra", () => {
    const etapas = [periodo("2026-02-02", "2026-02-06"), periodo("2026-02-16", "2026-02-20")]; // recess Mon 9 … Fri 13
    expect(contarDiasLetivos(etapas, [])).toEqual({ total: 10, porEtapa: [5, 5] });
    expect(contarDiasLetivos(etapas, [naoLetivo("2026-02-09", "2026-02-13")])).toEqual({ total: 10, porEtapa: [5, 5] });
    expect(contarDiasLetivos(etapas, [letivoExtra("2026-02-14")])).toEqual({ total: 11, porEtapa: [5, 5] }); // Saturday in the recess
    expect(contarDiasLetivos(etapas, [letivoExtra("2026-02-11", "2026-02-12")])).toEqual({ total: 12, porEtapa: [5, 5] }); // Wed–Thu in the recess
  });

  it("counts each etapa inside its own range, a special day in the etapa it falls in", () => {
    const etapas = [periodo("2026-02-02", "2026-02-04"), periodo("2026-02-05", "2026-02-13")]; // Mon–Wed | Thu … Fri
    expect(contarDiasLetivos(etapas, [])).toEqual({ total: 10, porEtapa: [3, 7] });
    expect(contarDiasLetivos(etapas, [naoLetivo("2026-02-04", "2026-02-05")])).toEqual({ total: 8, porEtapa: [2, 6] }); // across the boundary
    expect(contarDiasLetivos(etapas, [letivoExtra("2026-02-07")])).toEqual({ total: 11, porEtapa: [3, 8] });
  });

  it("counts a whole 2026 year in bimestres", () => {
    // 55 + 55 + 53 + 57 = 220 inside the etapas; 6–17 July (the recess) is in none of them.
    expect(contarDiasLetivos(BIMESTRES_2026, [])).toEqual({ total: 220, porEtapa: [55, 55, 53, 57] });

    const feriados = [
      naoLetivo("2026-02-16", "2026-02-17"), // Carnival, Mon–Tue: 1st
      naoLetivo("2026-04-03"), // Good Friday: 1st
      naoLetivo("2026-04-21"), // Tiradentes, Tue: 2nd
      naoLetivo("2026-05-01"), // Fri: 2nd
      naoLetivo("2026-06-04"), // Corpus Christi, Thu: 2nd
      naoLetivo("2026-07-06", "2026-07-17"), // the recess
      naoLetivo("2026-09-07"), // Mon: 3rd
      naoLetivo("2026-10-12"), // Mon: 4th
      naoLetivo("2026-11-02"), // Mon: 4th
      naoLetivo("2026-11-15"), // a Sunday: nothing
      naoLetivo("2026-11-20"), // Fri: 4th
      letivoExtra("2026-03-14"), // a Saturday: 1st
      letivoExtra("2026-03-11"), // a Wednesday: nothing
    ];
    // 1st 55 − 3 + 1 = 53; 2nd 55 − 3 = 52; 3rd 53 − 1 = 52; 4th 57 − 3 = 54.
    expect(contarDiasLetivos(BIMESTRES_2026, feriados)).toEqual({ total: 211, porEtapa: [53, 52, 52, 54] });
  });

  it("reads the etapas' span from the earliest start and the latest end", () => {
    const invertidas = [...BIMESTRES_2026].reverse();
    expect(contarDiasLetivos(invertidas, [])).toEqual({ total: 220, porEtapa: [57, 53, 55, 55] });
  });

  it("is cheap for a year with many special days", () => {
    const especiais = Array.from({ length: 500 }, () => naoLetivo("2000-01-01", "2099-12-31"));
    expect(contarDiasLetivos(BIMESTRES_2026, especiais)).toEqual({ total: 0, porEtapa: [0, 0, 0, 0] });
    // Letivo extra over a century: only the days within a year of the etapas are looked at.
    const extras = Array.from({ length: 500 }, () => letivoExtra("2000-01-01", "2099-12-31"));
    expect(contarDiasLetivos(BIMESTRES_2026, extras).porEtapa).toEqual([75, 75, 73, 79]);
  });

  it("has nothing to count without etapas, and refuses a day that does not exist", () => {
    expect(contarDiasLetivos([], [])).toEqual({ total: 0, porEtapa: [] });
    expect(() => contarDiasLetivos([periodo("2026-02-02", "2026-02-30")], [])).toThrow();
    expect(() => contarDiasLetivos([periodo("2026-02-02", "2026-02-27")], [naoLetivo("2026-13-01")])).toThrow();
  });
});

describe("validarEtapas", () => {
  type Datas = { inicio?: string; fim?: string };
  /** A fresh copy to spoil one date of. */
  const etapas = (): [Datas, Datas, Datas, Datas] => bimestres2026();

  it("accepts etapas in order within the year", () => {
    expect(validarEtapas(2026, etapas())).toBeNull();
    // Up to 31 January of the next year, one-day etapas, consecutive days.
    expect(validarEtapas(2026, [periodo("2026-01-01", "2026-06-30"), periodo("2026-07-01", "2027-01-31")])).toBeNull();
    expect(validarEtapas(2026, [periodo("2026-02-02", "2026-02-02"), periodo("2026-02-03", "2026-02-03")])).toBeNull();
  });

  it("names the first missing or unreal date", () => {
    const sem = etapas();
    sem[1].fim = undefined;
    sem[3].inicio = "";
    expect(validarEtapas(2026, sem)).toEqual({ tipo: "faltaData", etapa: 1, campo: "fim" });
    const irreal = etapas();
    irreal[2].inicio = "2026-02-30";
    expect(validarEtapas(2026, irreal)).toEqual({ tipo: "faltaData", etapa: 2, campo: "inicio" });
    const brasileira = etapas();
    brasileira[0].inicio = "02/02/2026"; // the stored form only, as the date inputs send it
    expect(validarEtapas(2026, brasileira)).toEqual({ tipo: "faltaData", etapa: 0, campo: "inicio" });
  });

  it("checks every date present before any range", () => {
    const e = etapas();
    e[0].inicio = "2025-12-01"; // out of the year…
    e[1].inicio = "2026-01-10"; // …out of order…
    e[3].fim = "2026-12-32"; // …but a date is missing: that first.
    expect(validarEtapas(2026, e)).toEqual({ tipo: "faltaData", etapa: 3, campo: "fim" });
  });

  it("keeps the dates between 1 January and 31 January of the next year", () => {
    const antes = etapas();
    antes[0].inicio = "2025-12-31";
    expect(validarEtapas(2026, antes)).toEqual({ tipo: "foraDoAno", etapa: 0, campo: "inicio" });
    const depois = etapas();
    depois[3].fim = "2027-02-01";
    expect(validarEtapas(2026, depois)).toEqual({ tipo: "foraDoAno", etapa: 3, campo: "fim" });
    expect(validarEtapas(2027, etapas())).toEqual({ tipo: "foraDoAno", etapa: 0, campo: "inicio" }); // another year's dates
  });

  it("checks the year's window before the order", () => {
    const e = etapas();
    e[1].inicio = "2026-04-01"; // overlaps the 1st…
    e[2].fim = "2027-03-01"; // …but this is out of the year: that first.
    expect(validarEtapas(2026, e)).toEqual({ tipo: "foraDoAno", etapa: 2, campo: "fim" });
  });

  it("names the field that breaks the order", () => {
    const sobreposta = etapas();
    sobreposta[2].inicio = "2026-07-03"; // the 2nd's last day
    expect(validarEtapas(2026, sobreposta)).toEqual({ tipo: "ordem", etapa: 2, campo: "inicio" });
    const invertida = etapas();
    invertida[1].fim = "2026-04-19"; // before its own start
    expect(validarEtapas(2026, invertida)).toEqual({ tipo: "ordem", etapa: 1, campo: "fim" });
    const primeira = etapas();
    primeira[0].fim = "2026-02-01";
    expect(validarEtapas(2026, primeira)).toEqual({ tipo: "ordem", etapa: 0, campo: "fim" });
    expect(validarEtapas(2026, [...BIMESTRES_2026].reverse())).toEqual({ tipo: "ordem", etapa: 1, campo: "inicio" });
  });
});

describe("validarDiaEspecial", () => {
  it("accepts a day or a range within the year's window, even outside the etapas", () => {
    expect(validarDiaEspecial(2026, BIMESTRES_2026, { de: "2026-02-16", ate: "2026-02-17" })).toBeNull();
    expect(validarDiaEspecial(2026, BIMESTRES_2026, { de: "2026-03-14", ate: "2026-03-14" })).toBeNull();
    expect(validarDiaEspecial(2026, BIMESTRES_2026, { de: "2026-01-01", ate: "2027-01-31" })).toBeNull();
  });

  it("names a missing or unreal date, `de` first", () => {
    expect(validarDiaEspecial(2026, BIMESTRES_2026, { ate: "2026-02-17" })).toEqual({ tipo: "faltaData", campo: "de" });
    expect(validarDiaEspecial(2026, BIMESTRES_2026, { de: "2026-02-30", ate: "" })).toEqual({ tipo: "faltaData", campo: "de" });
    expect(validarDiaEspecial(2026, BIMESTRES_2026, { de: "2026-02-16", ate: "2026-02-29" })).toEqual({ tipo: "faltaData", campo: "ate" });
  });

  it("wants `até` on or after `de`", () => {
    expect(validarDiaEspecial(2026, BIMESTRES_2026, { de: "2026-02-17", ate: "2026-02-16" })).toEqual({ tipo: "ordem", campo: "ate" });
  });

  it("keeps the days in the year's window", () => {
    expect(validarDiaEspecial(2026, BIMESTRES_2026, { de: "2025-12-31", ate: "2026-01-02" })).toEqual({ tipo: "foraDoAno", campo: "de" });
    expect(validarDiaEspecial(2026, BIMESTRES_2026, { de: "2027-01-31", ate: "2027-02-01" })).toEqual({ tipo: "foraDoAno", campo: "ate" });
  });
});

describe("etapaDoDiaDeAula", () => {
  const especiais = [naoLetivo("2026-02-16", "2026-02-17"), letivoExtra("2026-03-07"), naoLetivo("2026-04-21"), letivoExtra("2026-04-21")];
  it("is the etapa of a weekday inside it, or of a Letivo extra; null for a weekend, a Não letivo day, a recess or outside the year", () => {
    expect(etapaDoDiaDeAula(BIMESTRES_2026, especiais, "2026-02-02")).toBe(0); // Monday, first day
    expect(etapaDoDiaDeAula(BIMESTRES_2026, especiais, "2026-04-17")).toBe(0); // Friday, last day of the 1st
    expect(etapaDoDiaDeAula(BIMESTRES_2026, especiais, "2026-04-20")).toBe(1);
    expect(etapaDoDiaDeAula(BIMESTRES_2026, especiais, "2026-12-18")).toBe(3);
    expect(etapaDoDiaDeAula(BIMESTRES_2026, especiais, "2026-02-07")).toBeNull(); // Saturday
    expect(etapaDoDiaDeAula(BIMESTRES_2026, especiais, "2026-03-07")).toBe(0); // a Saturday made letivo
    expect(etapaDoDiaDeAula(BIMESTRES_2026, especiais, "2026-02-16")).toBeNull(); // Carnival
    expect(etapaDoDiaDeAula(BIMESTRES_2026, especiais, "2026-04-21")).toBeNull(); // both: not letivo
    expect(etapaDoDiaDeAula(BIMESTRES_2026, especiais, "2026-07-08")).toBeNull(); // the July recess (a Wednesday)
    expect(etapaDoDiaDeAula(BIMESTRES_2026, especiais, "2026-01-30")).toBeNull(); // before the year
    expect(etapaDoDiaDeAula(BIMESTRES_2026, especiais, "2026-12-21")).toBeNull(); // after it
    expect(etapaDoDiaDeAula(BIMESTRES_2026, especiais, "2026-02-30")).toBeNull(); // no such day
    expect(etapaDoDiaDeAula(BIMESTRES_2026, especiais, "ontem")).toBeNull();
  });
});

describe("diasEntre", () => {
  it("counts whole days across months, years and daylight-saving changes", () => {
    expect(diasEntre("2026-11-16", "2026-11-23")).toBe(7);
    expect(diasEntre("2026-11-23", "2026-11-16")).toBe(-7);
    expect(diasEntre("2026-02-28", "2026-03-01")).toBe(1);
    expect(diasEntre("2024-02-28", "2024-03-01")).toBe(2); // leap year
    expect(diasEntre("2026-12-31", "2027-01-01")).toBe(1);
    expect(diasEntre("2018-11-03", "2018-11-05")).toBe(2); // Brazil's last DST start weekend
  });
});

describe("periodosQueMudamDeEtapa", () => {
  const e = (inicio: string, fim: string) => ({ inicio, fim });
  const antes = [e("2026-02-02", "2026-04-17"), e("2026-04-22", "2026-07-08")];

  it("is empty when the etapas keep their days", () => {
    expect(periodosQueMudamDeEtapa(antes, antes)).toEqual([]);
  });

  it("has the days an etapa loses at its end and at its start", () => {
    expect(periodosQueMudamDeEtapa(antes, [e("2026-02-09", "2026-04-10"), e("2026-04-22", "2026-07-08")])).toEqual([
      e("2026-02-02", "2026-02-08"),
      e("2026-04-11", "2026-04-17"),
    ]);
  });

  it("has the days that pass from one etapa to the next, and not the days gained", () => {
    // The 1st bimestre ends on 10/04 and the 2nd starts on 13/04: 13–17/04 pass from the 1st to the
    // 2nd; 18–21/04 (the old recess) are gained by the 2nd: no roll call can be there.
    expect(periodosQueMudamDeEtapa(antes, [e("2026-02-02", "2026-04-10"), e("2026-04-13", "2026-07-08")])).toEqual([e("2026-04-11", "2026-04-17")]);
    expect(periodosQueMudamDeEtapa(antes, [e("2026-01-26", "2026-04-20"), e("2026-04-21", "2026-07-10")])).toEqual([]);
  });

  it("has a whole etapa when the etapas become fewer", () => {
    expect(periodosQueMudamDeEtapa(antes, [e("2026-02-02", "2026-07-08")])).toEqual([e("2026-04-22", "2026-07-08")]);
  });
});
