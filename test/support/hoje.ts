// For an integration test laid around today (an etapa that ended 20 days ago, a roll call of
// yesterday): fixes the school's today (lib/infra/relogio.ts) for the whole test file, so the test
// states its date instead of taking the run's. Jest runs the app's code in the test's own process,
// and gives each test file its own process.env; the global setup made the run a test build
// (test/global-setup.mjs). Call it at the top of the file, before any date is computed.
export function fixarHoje(dia: string): string {
  if (process.env.TEST_BUILD !== "1") throw new Error("fixarHoje: only in Jest's integration tests (test/global-setup.mjs)");
  process.env.TEST_TODAY = dia;
  return dia;
}
