import { test, expect } from "./fixtures";
import { createEmpresas, createUser, link } from "../test/support/firebase";
test("debug overflow", async ({ page, signedIn }) => {
  const [empresa] = await createEmpresas(["Secretaria Municipal de Educação de São José dos Campos"]);
  const u = await createUser({ idEmpresaAtual: empresa!.id, displayName: "Maria Eduarda Albuquerque de Vasconcelos Cavalcanti Bezerra de Menezes" });
  await link(u, [empresa!.id], { papel: "administrador" });
  await signedIn({ user: u, empresas: [empresa!] });
  await page.waitForURL(/\/home$/);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/configuracoes");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const out = await page.evaluate(() => {
    const r: string[] = [`sw=${document.documentElement.scrollWidth}`];
    for (const el of Array.from(document.querySelectorAll("body *"))) {
      const b = el.getBoundingClientRect();
      if (b.right > window.innerWidth + 0.5) r.push(`${el.tagName}.${(el.className || "").toString().slice(0, 80)} right=${b.right} w=${b.width} text=${(el.textContent || "").slice(0, 40)}`);
    }
    return r;
  });
  console.log(out.join("\n"));
});
