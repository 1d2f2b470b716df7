// What patches/next+<version>.patch does, seen in the production build (docs/decisions/006-next-patch.md).
// The stylesheet is inlined (next.config.mjs: experimental.inlineCss), which took two of the
// patch's three changes; each is held here as people would meet it. (The first change, Next's own
// answer to an unknown or malformed action in Portuguese: e2e/endurecimento.spec.ts.) Jest checks
// the same three lines in the installed runtime (lib/infra/security/__tests__/next-patch.test.ts).
import type { Page, Response } from "@playwright/test";
import { test, expect } from "./fixtures";

/** The inlined <style> of a page's HTML: its attributes and its first characters. */
function folhaInline(html: string) {
  const style = html.match(/<style([^>]*data-href="[^"]+\.css"[^>]*)>([^<]{0,40})/);
  expect(style, "the page's stylesheet is inlined in a <style>").not.toBeNull();
  return { atributos: style![1]!, inicio: style![2]! };
}

/** The request's CSP nonce, as the response's header gives it. */
function nonceDe(response: Response) {
  return response.headers()["content-security-policy"]!.match(/style-src [^;]*'nonce-([^']+)'/)![1]!;
}

/** The body as globals.css styles it (bg-gray-50 text-tinta font-sans): an unstyled page has none of it. */
async function corpoEstilizado(page: Page) {
  const corpo = await page.locator("body").evaluate((body) => {
    const estilo = getComputedStyle(body);
    return { cor: estilo.color, fundo: estilo.backgroundColor, fonte: estilo.fontFamily };
  });
  expect(corpo.cor).toBe("rgb(17, 24, 39)"); // text-tinta, #111827
  expect(corpo.fundo).not.toBe("rgba(0, 0, 0, 0)"); // bg-gray-50
  expect(corpo.fonte).toMatch(/^system-ui/);
}

test.describe("the patched Next runtime in the production build", () => {
  // Change (2): Next hands React the request's nonce as a string, and React gave a string nonce to
  // scripts only; the inlined <style> had none, the CSP (style-src 'nonce-…') refused it, and every
  // page rendered unstyled.
  test("(2) the inlined stylesheet carries the request's nonce, and pages are styled", async ({ page, inShell }) => {
    const cspVioladas: string[] = [];
    page.on("console", (m) => {
      if (/Content.Security.Policy/i.test(m.text())) cspVioladas.push(m.text());
    });

    const login = (await page.goto("/login"))!;
    expect(folhaInline(await login.text()).atributos).toContain(`nonce="${nonceDe(login)}"`);
    await corpoEstilizado(page);
    const titulo = page.getByRole("heading", { level: 1 });
    await expect(titulo).toHaveCSS("font-size", "24px"); // text-2xl (an unstyled h1: 32px)
    await expect(titulo).toHaveCSS("font-weight", "600"); // font-semibold (unstyled: 700)

    await inShell();
    const home = (await page.goto("/home"))!;
    expect(folhaInline(await home.text()).atributos).toContain(`nonce="${nonceDe(home)}"`);
    await corpoEstilizado(page);
    expect(cspVioladas).toEqual([]);
  });

  // Change (3): the sheet is in the document twice, the <style> and its copy in the RSC payload
  // that React hydrates it from; Next sent a third for the global-error boundary (vercel/next.js#98110).
  test("(3) the stylesheet is sent twice in a page, not once more for the global-error boundary", async ({ page, request, inShell }) => {
    const vezes = (html: string) => {
      // The sheet's first characters, as the <style> has them; free of anything the RSC payload
      // would escape, so its copy there is found as is.
      const { inicio } = folhaInline(html);
      expect(inicio).toMatch(/^[\w@{}()\[\]:;,.%#*> -]{24,}$/);
      return html.split(inicio).length - 1;
    };
    expect(vezes(await (await request.get("/login")).text())).toBe(2);
    await inShell();
    expect(vezes(await (await page.goto("/home"))!.text())).toBe(2);
  });
});
