// The browser's clock on the tests' day (test/support/hoje-dos-testes.mjs), as the servers' today is
// that day: every browser context of the run starts at noon of it in São Paulo and runs on from
// there (Playwright's clock: Date, timers and Intl follow it). Installed once for all, by
// e2e/fixtures.ts, in every context a spec opens (its page, `pageOf`, `browser.newContext`).
import type { Browser, BrowserContext } from "@playwright/test";
import { HOJE_DOS_TESTES } from "../../test/support/hoje-dos-testes.mjs";

/** Noon of the tests' day in São Paulo: hours away from either midnight, so no flow crosses into another day. */
export const MEIO_DIA_DOS_TESTES = new Date(`${HOJE_DOS_TESTES}T12:00:00-03:00`);

export const noDiaDosTestes = (context: BrowserContext) => context.clock.install({ time: MEIO_DIA_DOS_TESTES });

const abertos = new WeakSet<Browser>();

/** Makes every context `browser` opens from now on start on the tests' day. */
export function abrirNoDiaDosTestes(browser: Browser): void {
  if (abertos.has(browser)) return;
  abertos.add(browser);
  const abrir = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser["newContext"]>) => {
    const context = await abrir(...args);
    await noDiaDosTestes(context);
    return context;
  };
}
