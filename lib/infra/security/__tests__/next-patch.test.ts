import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { actionTexts } from "@/lib/messages";

// patches/next+<version>.patch (applied by patch-package at install) replaces whole minified lines
// of Next's runtime, so it holds for one version of Next only. Its three changes, and why each is
// there: docs/decisions/006-next-patch.md. Each is checked here in the installed runtime, so a Next
// upgraded or a patch not applied fails here; e2e/next-patch.spec.ts checks what the second and
// third change do in the production build.

const raiz = process.cwd();
const runtime = (file: string) => readFileSync(path.join(raiz, "node_modules/next/dist/compiled/next-server", file), "utf8");
const PROD = "app-page-turbo.runtime.prod.js";
/** Whether the runtime holds the patched text and no longer the original (a short message when not). */
const trocado = (code: string, original: string, patched: string) => ({ patched: code.includes(patched), original: code.includes(original) });
const TROCADO = { patched: true, original: false };

type Manifesto = { scripts: Record<string, string>; dependencies: Record<string, string>; devDependencies: Record<string, string> };
const manifesto = JSON.parse(readFileSync(path.join(raiz, "package.json"), "utf8")) as Manifesto;
const lock = JSON.parse(readFileSync(path.join(raiz, "package-lock.json"), "utf8")) as { packages: Record<string, Partial<Manifesto>> };

describe("the version the patch is written for", () => {
  const patches = readdirSync(path.join(raiz, "patches")).filter((f) => f.startsWith("next+"));
  const versao = patches[0]?.match(/^next\+(.+)\.patch$/)?.[1];

  it("package.json and its lock pin next and eslint-config-next exactly to it, and it is the one installed", () => {
    expect(patches).toHaveLength(1);
    expect(versao).toMatch(/^\d+\.\d+\.\d+$/);
    expect(manifesto.dependencies.next).toBe(versao);
    expect(manifesto.devDependencies["eslint-config-next"]).toBe(versao);
    expect(lock.packages[""]?.dependencies?.next).toBe(versao);
    expect(lock.packages[""]?.devDependencies?.["eslint-config-next"]).toBe(versao);
    const instalado = JSON.parse(readFileSync(path.join(raiz, "node_modules/next/package.json"), "utf8")) as { version: string };
    expect(instalado.version).toBe(versao);
  });

  it("the install fails when a patch does not apply", () => {
    expect(manifesto.scripts.postinstall).toBe("patch-package --error-on-fail");
  });
});

describe("the patched Next runtime", () => {
  // (1) Next answers an unknown server action (409) and a malformed one (400) itself, in English;
  // the patch words them as lib/messages does, as UTF-8 text.
  const runtimes = [PROD, "app-page-turbo.runtime.dev.js"];
  it.each(runtimes)("(1) %s answers an unknown or malformed action in Portuguese, as UTF-8 text", (file) => {
    const code = runtime(file);
    expect(trocado(code, '"Server Action unavailable."', JSON.stringify(actionTexts.acaoDesconhecida))).toEqual(TROCADO);
    expect(trocado(code, '"Invalid Server Action request."', JSON.stringify(actionTexts.requisicaoMalformada))).toEqual(TROCADO);
    expect(code.includes('"text/plain; charset=utf-8"')).toBe(true);
  });

  // (2) React's render state (Fizz's createRenderState, minified `ex`): Next hands it the request's
  // nonce as a string, which React gave to scripts only; the inlined <style> had none and the CSP
  // (style-src 'nonce-…') refused it: every production page unstyled. The patch gives the string
  // to styles too.
  it("(2) the production runtime gives a string nonce to styles as well as to scripts", () => {
    const original = `o="string"==typeof t?void 0:t&&t.style,l=void 0===o?eb:q('<style nonce="'+ee(o)+'"')`;
    const patched = `o="string"==typeof t?t:t&&t.style,l=void 0===o?eb:q('<style nonce="'+ee(o)+'"')`;
    expect(trocado(runtime(PROD), original, patched)).toEqual(TROCADO);
  });

  // (3) The global-error boundary's stylesheets: with experimental.inlineCss the sheet was sent
  // once more in the RSC payload for the boundary (vercel/next.js#98110). The patch drops them
  // when the sheet is inlined.
  it("(3) the production runtime sends no stylesheet for the global-error boundary when the sheet is inlined", () => {
    const original = "return{GlobalError:a,styles:i}";
    const patched = "return{GlobalError:a,styles:t.renderOpts.experimental.inlineCss?null:i}";
    expect(trocado(runtime(PROD), original, patched)).toEqual(TROCADO);
  });
});
