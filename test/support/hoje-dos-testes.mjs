// The day the tests run on, whatever the calendar says (docs/testing.md): today for the app's
// server, the demo seed, the browser's clock and the tests' own dates, in Jest's integration tests
// and in the end-to-end run alike. TEST_TODAY=YYYY-MM-DD runs them on another day; by default a
// Tuesday in the 2nd bimestre of 2026, with class, a past bimestre and the year's end ahead.
// Honoured by the school's clock (lib/infra/relogio.ts) only in a test build, on the emulators.
export const HOJE_DOS_TESTES = process.env.TEST_TODAY || "2026-05-12";

/** The variables that fix the school's today: TEST_BUILD for what no Next build inlined (Jest, the seed). */
export const relogioDosTestes = { TEST_BUILD: "1", TEST_TODAY: HOJE_DOS_TESTES };
