// What the flows check of any screen: the record a page's address names, the page's width, axe.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/** The last segment of the page's path: the id of the record a /escolas/{id} or /alunos/{id} page shows. */
export const idFromUrl = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);

/** The page does not scroll sideways (waits for it). */
export async function expectNoPageOverflow(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

// WCAG 2.x A/AA rules; a serious or critical violation fails the page. `label-content-name-mismatch`
// (2.5.3: a control's name holds its visible text, what a voice user says) is experimental in axe,
// so off unless named: it is on (issue 41).
export async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * What the issue's test asks of a screen at 360 px: the page does not scroll sideways, no element
 * is wider than the viewport, and every visible control (a visually hidden one left out: it is no
 * target until focused) is at least 44 px high.
 */
export async function expectFitsAPhone(page: Page) {
  await expectNoPageOverflow(page);
  const { largura, largos, baixos } = await page.evaluate(() => {
    const largura = document.documentElement.clientWidth;
    const descrever = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
    const visivel = (el: Element) => {
      const r = el.getBoundingClientRect();
      return el.checkVisibility({ visibilityProperty: true }) && r.width > 1 && r.height > 1;
    };
    // (A text field's own scrolling of a long value is how a one-line field shows it, not a layout's.)
    const rolaPorDentro = (el: Element) => el.matches("input, textarea") || el.scrollWidth <= largura;
    const largos = [...document.body.querySelectorAll("*")]
      .filter((el) => visivel(el) && (el.getBoundingClientRect().width > largura || el.getBoundingClientRect().right > largura + 0.5 || !rolaPorDentro(el)))
      .map((el) => `${descrever(el)}: ${Math.round(el.getBoundingClientRect().width)} px (right ${Math.round(el.getBoundingClientRect().right)}, scroll ${el.scrollWidth})`);
    const baixos = [...document.body.querySelectorAll("button, a, select, summary")]
      .filter((el) => visivel(el) && el.getBoundingClientRect().height < 44)
      .map((el) => `${descrever(el)}: ${Math.round(el.getBoundingClientRect().height)} px`);
    return { largura, largos, baixos };
  });
  expect(largura).toBe(360);
  expect.soft(largos, "elements wider than the viewport").toEqual([]);
  expect(baixos, "controls under 44 px high").toEqual([]);
}

/**
 * A student's issued documents (the page's h2 `Documentos`): issue 43 put the record's own
 * `Documentos` (CPF, NIS…, an h3 inside `Ficha do aluno`) on the same page, under the same name.
 */
export function documentosEmitidos(page: Page): Locator {
  return page
    .getByRole("main")
    .getByRole("region", { name: "Documentos", exact: true })
    .filter({ has: page.getByRole("heading", { level: 2, name: "Documentos", exact: true }) });
}
