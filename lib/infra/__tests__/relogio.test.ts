import { agora, anoAtual, conferirHojeFixo, hoje, hojeFixo } from "@/lib/infra/relogio";
import { diaDe, horaDe } from "@/lib/campos/data";

const EMULADORES = { FIREBASE_PROJECT_ID: "demo-escolas" };
const REAL = { FIREBASE_PROJECT_ID: "escolas-producao" };

describe("the fixed today of a test", () => {
  it("is the day of TEST_TODAY in a test build on the emulators", () => {
    expect(hojeFixo({ ...EMULADORES, TEST_TODAY: "2026-05-12" }, true)).toBe("2026-05-12");
  });

  it("is ignored by any other build, on any project", () => {
    expect(hojeFixo({ ...EMULADORES, TEST_TODAY: "2026-05-12" }, false)).toBeNull();
    expect(hojeFixo({ ...REAL, TEST_TODAY: "2026-05-12" }, false)).toBeNull();
  });

  it("is ignored on a real project, even by a test build", () => {
    expect(hojeFixo({ ...REAL, TEST_TODAY: "2026-05-12" }, true)).toBeNull();
    expect(hojeFixo({ TEST_TODAY: "2026-05-12" }, true)).toBeNull();
  });

  it("is none without TEST_TODAY", () => {
    expect(hojeFixo(EMULADORES, true)).toBeNull();
    expect(hojeFixo({ ...EMULADORES, TEST_TODAY: "" }, true)).toBeNull();
  });

  it.each(["2026-02-30", "12/05/2026", "2026-5-12", "hoje"])("refuses %s instead of running on the real date", (dia) => {
    expect(() => hojeFixo({ ...EMULADORES, TEST_TODAY: dia }, true)).toThrow(`TEST_TODAY must be a day written YYYY-MM-DD, not "${dia}"`);
  });
});

describe("what the server says at start", () => {
  it("nothing without TEST_TODAY", () => {
    expect(conferirHojeFixo(REAL, true)).toBeNull();
    expect(conferirHojeFixo(REAL, false)).toBeNull();
  });

  it("nothing for a test build on the emulators", () => {
    expect(conferirHojeFixo({ ...EMULADORES, TEST_TODAY: "2026-05-12" }, true)).toBeNull();
  });

  it("refuses to start a test build with a fixed today on a real project", () => {
    expect(conferirHojeFixo({ ...REAL, TEST_TODAY: "2026-05-12" }, true)).toEqual({
      recusa: "TEST_TODAY fixes the school's today for tests: only on the emulators (a demo-* project), never on a real project.",
    });
  });

  it("refuses a day that is not one", () => {
    expect(conferirHojeFixo({ ...EMULADORES, TEST_TODAY: "2026-13-01" }, true)).toEqual({ recusa: 'TEST_TODAY must be a day written YYYY-MM-DD, not "2026-13-01".' });
  });

  it("warns that any other build ignores it (a variable left on Vercel)", () => {
    expect(conferirHojeFixo({ ...REAL, TEST_TODAY: "2026-05-12" }, false)).toEqual({ aviso: "TEST_TODAY is ignored: only a test build (scripts/build-with-canaries.mjs) honours it." });
  });
});

describe("the school's clock", () => {
  const antes = { ...process.env };
  afterEach(() => {
    for (const nome of ["TEST_BUILD", "TEST_TODAY", "FIREBASE_PROJECT_ID"]) {
      if (antes[nome] === undefined) delete process.env[nome];
      else process.env[nome] = antes[nome];
    }
  });
  const fixar = (dia: string) => Object.assign(process.env, { TEST_BUILD: "1", TEST_TODAY: dia, FIREBASE_PROJECT_ID: "demo-escolas" });

  it("tells the fixed day, its year, and now on that day at the real clock time", () => {
    fixar("2026-01-20");
    expect(hoje()).toBe("2026-01-20");
    expect(anoAtual()).toBe(2026);
    const real = new Date();
    const momento = agora();
    expect(diaDe(momento)).toBe("2026-01-20");
    expect(horaDe(momento)).toBe(horaDe(real));
  });

  it("follows a day moved between calls (a test run that fixes another)", () => {
    fixar("2027-12-31");
    expect([hoje(), anoAtual()]).toEqual(["2027-12-31", 2027]);
    fixar("2028-02-29");
    expect(diaDe(agora())).toBe("2028-02-29");
  });

  it("is the real one without a fixed day", () => {
    delete process.env.TEST_TODAY;
    const antesDe = diaDe(new Date());
    const dia = hoje();
    expect([antesDe, diaDe(new Date())]).toContain(dia);
    expect(Math.abs(agora().getTime() - Date.now())).toBeLessThan(1_000);
  });
});
