import { readFileSync } from "node:fs";
import path from "node:path";
import { actionTexts } from "@/lib/messages";

// Next answers an unknown server action (409) and a malformed one (400) itself, in English; the
// patch in patches/ (applied by patch-package at install) words them as lib/messages.ts does. If
// Next is upgraded or the patch not applied, this fails instead of English reaching people.
describe("the patched Next runtime", () => {
  const runtimes = ["app-page-turbo.runtime.prod.js", "app-page-turbo.runtime.dev.js"];
  it.each(runtimes)("%s answers an unknown or malformed action in Portuguese, as UTF-8 text", (file) => {
    const code = readFileSync(path.join(process.cwd(), "node_modules/next/dist/compiled/next-server", file), "utf8");
    expect(code).toContain(JSON.stringify(actionTexts.acaoDesconhecida));
    expect(code).toContain(JSON.stringify(actionTexts.requisicaoMalformada));
    expect(code).not.toContain("Server Action unavailable.");
    expect(code).toContain('"text/plain; charset=utf-8"');
  });
});
