// Documents a school issues (issue 26), on a student's page: the secretary issues a declaração de
// matrícula (the download's text has the code, the list shows it `Válido`); an administrador
// revokes it with a `Motivo`; consulta sees the list without any button, and a forged issue (and a
// cross-site one) is refused with nothing written.
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { test, expect, forgeAction } from "./fixtures";
import { actionIdOf } from "./support/actions";
import { expectNoSeriousViolations } from "./support/tela";
import { createEmpresas, createUser, link, seedAlunos, seedAnoComTurmas, seedEscolas, testDb } from "../test/support/firebase";
import { anoAtual } from "../lib/campos/data";
import { textoDoPdf } from "../test/support/texto-do-pdf";

const main = (page: Page) => page.getByRole("main");
const CODIGO = /[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/;

async function cenario() {
  const [empresa] = await createEmpresas(["Rede dos Documentos"]);
  const idEmpresa = empresa!.id;
  const usuario = async (nome: string, papel: "administrador" | "secretaria" | "consulta") => {
    const u = await createUser({ idEmpresaAtual: idEmpresa, displayName: nome });
    await link(u, [idEmpresa], { papel });
    return u;
  };
  const [administradora, secretaria, consulta] = await Promise.all([usuario("Ana Administradora", "administrador"), usuario("Sara Secretária", "secretaria"), usuario("Cora Consulta", "consulta")]);
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola Municipal Cecília Meireles", codigoInep: "35987654", municipio: "Campinas", uf: "SP" }]);
  const ano = await seedAnoComTurmas(idEmpresa, idEscola!, { ano: anoAtual(), turmas: [{ nome: "5º ano B" }] });
  const [aluno] = await seedAlunos(idEmpresa, [{ nome: "Lúcia Gonçalves", idEscola: idEscola!, turma: ano.turmas[0]! }]);
  return { empresa: empresa!, aluno: aluno!, administradora, secretaria, consulta };
}

const documentosDo = async (idAluno: string) => (await testDb().collection("documentos").where("idAluno", "==", idAluno).get()).docs;

test("issue a declaração de matrícula, see it valid, revoke it; consulta only reads, and forged issues are refused", async ({ pageOf }) => {
  const c = await cenario();
  const pagina = `/alunos/${c.aluno.id}`;

  // The secretary issues it: a download whose text carries the code in groups.
  const sara = await pageOf({ user: c.secretaria, empresas: [c.empresa] });
  await sara.goto(pagina);
  const secao = main(sara).getByRole("region", { name: "Documentos", exact: true });
  await expect(secao.getByText("Nenhum documento emitido.")).toBeVisible();
  const [download] = await Promise.all([sara.waitForEvent("download"), secao.getByRole("button", { name: "Emitir declaração de matrícula", exact: true }).click()]);
  expect(download.suggestedFilename()).toBe("declaracao-de-matricula-lucia-goncalves.pdf");
  const { paginas } = textoDoPdf(fs.readFileSync((await download.path())!));
  expect(paginas).toHaveLength(1);
  const texto = paginas[0]!.replace(/\s+/g, " ");
  expect(texto).toContain("DECLARAÇÃO DE MATRÍCULA");
  expect(texto).toContain("Lúcia Gonçalves");
  expect(texto).toContain("Emitido por Sara Secretária em");
  const codigo = /Código de verificação: (\S+)/.exec(texto)?.[1] ?? "";
  expect(codigo).toMatch(CODIGO);
  expect(texto).toContain(`/verificar/${codigo.replace(/-/g, "")}`);
  await expect(secao.getByRole("status")).toContainText(`Código ${codigo}`);

  // The list: the document, `Válido`.
  const linha = secao.getByRole("row").filter({ hasText: codigo });
  await expect(linha).toContainText("Declaração de matrícula");
  await expect(linha).toContainText("Sara Secretária");
  await expect(linha).toContainText("Válido");
  await expect(linha.getByText("Revogar", { exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(sara);
  const [guardado] = await documentosDo(c.aluno.id);
  expect(guardado?.id).toBe(codigo.replace(/-/g, ""));

  // A POST from another site, with the secretary's cookies: refused before anything is read.
  const cruzado = await sara.context().request.post(`${pagina}/documentos/matricula`, { headers: { origin: "https://outro-site.example" }, form: {} });
  expect(cruzado.status()).toBe(403);
  expect(await cruzado.text()).toBe("Requisição recusada: ela não partiu desta aplicação.");

  // Consulta: the list, no button; a forged issue is refused.
  const cora = await pageOf({ user: c.consulta, empresas: [c.empresa] });
  await cora.goto(pagina);
  const secaoDaConsulta = main(cora).getByRole("region", { name: "Documentos", exact: true });
  await expect(secaoDaConsulta.getByRole("row").filter({ hasText: codigo })).toContainText("Válido");
  await expect(secaoDaConsulta.getByRole("button")).toHaveCount(0);
  await expect(secaoDaConsulta.getByText("Revogar", { exact: true })).toHaveCount(0);
  const forjado = await cora.context().request.post(`${pagina}/documentos/matricula`, { headers: { origin: new URL(cora.url()).origin }, form: {} });
  expect(forjado.status()).toBe(403);
  expect(await forjado.text()).toBe("Você não tem permissão para esta ação.");
  expect(await documentosDo(c.aluno.id)).toHaveLength(1);

  // The administrador revokes it: the Motivo is required.
  const ana = await pageOf({ user: c.administradora, empresas: [c.empresa] });
  await ana.goto(pagina);
  const linhaDaAna = main(ana).getByRole("region", { name: "Documentos", exact: true }).getByRole("row").filter({ hasText: codigo });
  await linhaDaAna.getByText("Revogar", { exact: true }).click();
  const revogar = await actionIdOf(ana, () => linhaDaAna.getByRole("button", { name: "Confirmar revogação", exact: true }).click());
  await expect(linhaDaAna.getByText("Informe o motivo da revogação (de 3 a 200 caracteres).").first()).toBeVisible();
  expect((await documentosDo(c.aluno.id))[0]!.get("revogadoEm")).toBeNull();
  // Hostile revocations: another company's code, a code that is no code, a 10,000-character
  // motivo, consulta forging the action. A Portuguese answer, no 5xx, nothing written.
  const [outra] = await createEmpresas(["Outra Rede"]);
  const alheio = "ABCDEFGHJKLMNPQR".split("").sort(() => Math.random() - 0.5).join("");
  await testDb().doc(`documentos/${alheio}`).set({ ...(await documentosDo(c.aluno.id))[0]!.data(), idEmpresa: outra!.id, idAluno: "aluno-alheio" });
  const url = pagina;
  for (const [campos, resposta] of [
    [{ codigo: alheio, motivo: "Motivo qualquer" }, "Documento não encontrado."],
    [{ codigo: "' OR 1=1 --", motivo: "Motivo qualquer" }, "Documento não encontrado."],
    [{ codigo, motivo: "x".repeat(10_000) }, "Informe o motivo da revogação (de 3 a 200 caracteres)."],
  ] as const) {
    const r = await forgeAction(ana.context().request, url, revogar, campos);
    expect(r.status).toBeLessThan(500);
    expect(r.text).toContain(resposta);
  }
  const pelaConsulta = await forgeAction(cora.context().request, url, revogar, { codigo, motivo: "Motivo qualquer" });
  expect(pelaConsulta.status).toBeLessThan(500);
  expect(pelaConsulta.text).toContain("Você não tem permissão para esta ação.");
  expect((await testDb().doc(`documentos/${alheio}`).get()).get("revogadoEm")).toBeNull();
  expect((await documentosDo(c.aluno.id))[0]!.get("revogadoEm")).toBeNull();

  // Hostile issues by the secretary: an absurd period, a huge body, an unknown type, another company's student.
  const emitir = (caminho: string, form: Record<string, string>) => sara.context().request.post(caminho, { headers: { origin: new URL(sara.url()).origin }, form });
  for (const [caminho, form, status, resposta] of [
    [`${pagina}/documentos/frequencia`, { de: "x".repeat(10_000), ate: "" }, 422, "Informe um período válido: datas De e Até no formato DD/MM/AAAA."],
    [`${pagina}/documentos/frequencia`, { de: "1900-01-01", ate: "9999-12-31" }, 422, "O período deve estar dentro do ano letivo"],
    [`${pagina}/documentos/frequencia`, { de: "x".repeat(50_000) }, 413, "Requisição grande demais."],
    [`${pagina}/documentos/boletim`, {}, 404, "Documento não encontrado."],
    ["/alunos/aluno-alheio/documentos/matricula", {}, 404, "Aluno não encontrado."],
  ] as const) {
    const r = await emitir(caminho, form);
    expect(r.status()).toBe(status);
    expect(await r.text()).toContain(resposta);
  }
  expect(await documentosDo(c.aluno.id)).toHaveLength(1);

  await linhaDaAna.getByLabel("Motivo", { exact: true }).fill("Emitida para a turma errada");
  await linhaDaAna.getByRole("button", { name: "Confirmar revogação", exact: true }).click();
  await expect(linhaDaAna).toContainText("Revogado");
  await expect(linhaDaAna).toContainText("Motivo: Emitida para a turma errada");
  await expect(linhaDaAna.getByText("Revogar", { exact: true })).toHaveCount(0);
  const [revogado] = await documentosDo(c.aluno.id);
  expect(revogado!.get("motivoDaRevogacao")).toBe("Emitida para a turma errada");
  expect(revogado!.get("revogadoPorNome")).toBe("Ana Administradora");
  // The history says both.
  const historico = main(ana).getByRole("region", { name: "Histórico", exact: true });
  await expect(historico).toContainText("Documento emitido");
  await expect(historico).toContainText("Documento revogado");
  await expectNoSeriousViolations(ana);

  // Consulta now sees it revoked.
  await cora.reload();
  await expect(main(cora).getByRole("region", { name: "Documentos", exact: true }).getByRole("row").filter({ hasText: codigo })).toContainText("Revogado");
});
