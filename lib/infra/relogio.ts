// The school calendar's clock: "today", "this year" and "now" in Brazil, for every decision about
// school dates (the roll call's day, the etapa in progress, the deadlines of grades and roll calls,
// the year's closing, a document's date, the enrolment number's year). A test build can fix it
// (docs/decisions/007-test-clock.md): with TEST_TODAY=YYYY-MM-DD, today is that day.
//
// Time that guards something keeps the real clock (`Date.now()`, never this module): sessions and
// tokens, limits on attempts, locks, heartbeats and takeovers of long jobs, audit times.
//
// Not `server-only`: the demo seed, the test helpers and the end-to-end specs read the same today.
import { diaDe, lerData } from "@/lib/campos/data";

/**
 * "1" only in a test build. next.config.mjs inlines it when it builds (scripts/build-with-canaries.mjs,
 * the end-to-end build, sets it), so a plain `next build` (Vercel's) compiles the fixed today out and
 * no variable set at run time brings it back. Outside a Next build (Jest, the seed, the Playwright
 * process) it is read from the environment. Written out in full: the build replaces this expression.
 */
const buildDeTeste = () => process.env.TEST_BUILD === "1";

/** The variables read here: TEST_TODAY and FIREBASE_PROJECT_ID (process.env, or a test's). */
type Ambiente = Readonly<Record<string, string | undefined>>;

/**
 * The day `env` fixes as today, or null for the real one: only in a test build, and only on the
 * emulators (a `demo-*` project, which lib/infra/env.ts allows only with both emulators); anywhere
 * else the variable is ignored (and the server refuses to start, see `conferirHojeFixo`).
 * Throws when TEST_TODAY is not a day: a test must not run on the real date by a typo.
 */
export function hojeFixo(env: Ambiente, testBuild: boolean): string | null {
  const dia = env.TEST_TODAY;
  if (!testBuild || !dia) return null;
  if (lerData(dia) !== dia) throw new Error(`TEST_TODAY must be a day written YYYY-MM-DD, not "${dia}"`);
  return env.FIREBASE_PROJECT_ID?.startsWith("demo-") ? dia : null;
}

/** This process's fixed today, or null (always null in a build that is not a test build). */
export const hojeDeTeste = (): string | null => hojeFixo(process.env, buildDeTeste());

/** Today in Brazil, YYYY-MM-DD. */
export function hoje(): string {
  return hojeDeTeste() ?? diaDe(new Date());
}

/** This year in Brazil. */
export const anoAtual = (): number => Number(hoje().slice(0, 4));

/**
 * Now, for a moment the school's calendar records (a document's emission, the closing's "before the
 * year ends"): the real moment, moved by whole days to the fixed today when there is one. São Paulo
 * keeps no summer time (since 2019), so the move keeps its clock time.
 */
export function agora(): Date {
  const real = new Date();
  const dia = hojeDeTeste();
  return dia ? new Date(real.getTime() + Date.parse(dia) - Date.parse(diaDe(real))) : real;
}

/**
 * What the server says at start about TEST_TODAY (lib/infra/startup-check.ts): `recusa`, it must
 * not start (a test build with a fixed today outside the emulators, or a malformed day); `aviso`,
 * the variable is set where nothing honours it (not a test build: Vercel's); null, nothing to say.
 */
export function conferirHojeFixo(env: Ambiente, testBuild: boolean = buildDeTeste()): { recusa: string } | { aviso: string } | null {
  if (!env.TEST_TODAY) return null;
  if (!testBuild) return { aviso: "TEST_TODAY is ignored: only a test build (scripts/build-with-canaries.mjs) honours it." };
  if (lerData(env.TEST_TODAY) !== env.TEST_TODAY) return { recusa: `TEST_TODAY must be a day written YYYY-MM-DD, not "${env.TEST_TODAY}".` };
  if (!env.FIREBASE_PROJECT_ID?.startsWith("demo-")) return { recusa: "TEST_TODAY fixes the school's today for tests: only on the emulators (a demo-* project), never on a real project." };
  return null;
}
