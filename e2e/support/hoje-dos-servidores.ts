// Before any spec (the Playwright config's globalSetup, once the servers answer): every server of
// the run says it is on the tests' day (the `x-test-today` of /api/health, lib/infra/relogio.ts).
// A build that is not a test build (`next build` alone), or a server left running for another day
// (`reuseExistingServer`), would run the specs on another date than theirs: stop, saying why.
import type { FullConfig } from "@playwright/test";
import { HOJE_DOS_TESTES } from "../../test/support/hoje-dos-testes.mjs";

export default async function conferirHojeDosServidores(config: FullConfig): Promise<void> {
  const principal = config.projects[0]?.use.baseURL;
  const servidores = [principal, process.env.GOOGLE_APP_URL, process.env.DB_DOWN_APP_URL, process.env.AUTH_DOWN_APP_URL];
  for (const url of servidores) {
    if (!url) continue;
    const resposta = await fetch(new URL("/api/health", url.replace("//localhost:", "//127.0.0.1:")));
    const dia = resposta.headers.get("x-test-today");
    if (dia !== HOJE_DOS_TESTES) {
      throw new Error(
        `${url} is on ${dia ?? "the real date"}, the specs on ${HOJE_DOS_TESTES}: build with scripts/build-with-canaries.mjs (a test build), and stop any server left from a run on another day.`,
      );
    }
  }
}
