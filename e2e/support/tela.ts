// What the flows check of any screen: the record a page's address names, the page's width, axe.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The last segment of the page's path: the id of the record a /escolas/{id} or /alunos/{id} page shows. */
export const idFromUrl = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);

/** The page does not scroll sideways (waits for it). */
export async function expectNoPageOverflow(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

// WCAG 2.x A/AA rules; a serious or critical violation fails the page.
export async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
