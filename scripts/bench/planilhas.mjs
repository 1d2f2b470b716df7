// Spreadsheets through the real actions and route: import of N rows (verification, then the import
// until its record says it ended), export of the 5,000 students, and issue 20's attack file.
import { tsImport } from "tsx/esm/api";
import { actionId, postAction } from "./acoes.mjs";
import { pause, withMemory } from "./medidas.mjs";
import { importRecord, spreadsheet } from "./sementes.mjs";

/**
 * "Verificar" then "Importar" of `count` valid rows, timed; the import is awaited on its record.
 * `completa`: every column of the record filled (issue 43), not only today's.
 */
export async function importRows({ base }, cookie, count, cpfBase, { completa = false } = {}) {
  const verify = actionId("verificarPlanilhaAction");
  const start = actionId("importarPlanilhaAction");
  const arquivo = new File([await spreadsheet(count, cpfBase, { completa })], `bench-${count}.csv`, { type: "text/csv" });
  let t = Date.now();
  const answer = await (await postAction(base, "/alunos/importar", verify, { arquivo }, { cookie })).text();
  const verifyMs = Date.now() - t;
  const id = /"importacao":"([A-Za-z0-9]+)"/.exec(answer)?.[1];
  if (!id) throw new Error(`verification of ${count} rows gave no import: ${answer.slice(0, 300)}`);
  t = Date.now();
  // Cadastrar mesmo assim: a run's names may repeat an earlier run's (possible duplicates, issue 43).
  await postAction(base, "/alunos/importar", start, { importacao: id, confirmado: "sim" }, { cookie, redirect: "manual" });
  let record;
  for (;;) {
    record = await importRecord(id);
    if (record?.estado === "concluida" || record?.estado === "falhou") break;
    await pause(100);
  }
  const importMs = Date.now() - t;
  if (record.estado !== "concluida") throw new Error(`import of ${count} rows failed: ${record.mensagem}`);
  return { verifyMs, importMs, commits: record.commits };
}

/** Export of every student of the cookie's company: time to first byte, total, server memory. */
export function exportAll({ base, server }, cookie) {
  return withMemory(server.pid, async () => {
    const t = Date.now();
    const response = await fetch(`${base}/alunos/exportar?situacao=todos`, { headers: { cookie } });
    const reader = response.body.getReader();
    let first = null;
    let bytes = 0;
    let rows = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      first ??= Date.now() - t;
      bytes += value.length;
      for (const b of value) if (b === 10) rows++;
    }
    return { rows, bytes, first, total: Date.now() - t };
  });
}

/**
 * Issue 20's attack: "Verificar" with 5 MB of "a\n" rows under a header (2.6 million rows; it took
 * 63 s, and the server answered nothing else meanwhile). /robots.txt is asked one request after
 * another while the file is verified; each one's time against /robots.txt alone, and the server's
 * memory.
 */
export async function attack({ base, server }, cookie) {
  const verify = actionId("verificarPlanilhaAction");
  const { planilhaDoAtaque } = await tsImport("../../test/fixtures/planilhas/ataque.ts", import.meta.url);
  const robots = async () => {
    const t = performance.now();
    const response = await fetch(`${base}/robots.txt`);
    await response.text();
    if (response.status !== 200) throw new Error(`/robots.txt: HTTP ${response.status}`);
    return performance.now() - t;
  };
  const stats = (ms) => {
    const sorted = [...ms].sort((a, b) => a - b);
    return { n: sorted.length, p50: sorted[Math.floor(sorted.length / 2)] ?? NaN, max: sorted.at(-1) ?? NaN };
  };
  for (let i = 0; i < 5; i++) await robots(); // warm-up
  const alone = [];
  for (let i = 0; i < 30; i++) alone.push(await robots());

  return withMemory(server.pid, async () => {
    const arquivo = new File([planilhaDoAtaque()], "ataque.csv", { type: "text/csv" });
    const started = performance.now();
    let verifiedAt = null;
    const verification = postAction(base, "/alunos/importar", verify, { arquivo }, { cookie })
      .then((r) => r.text())
      .finally(() => (verifiedAt = performance.now()));
    const during = [];
    while (verifiedAt === null) {
      const sent = performance.now();
      const ms = await robots();
      if (verifiedAt === null || sent < verifiedAt) during.push(ms);
    }
    const answer = await verification;
    if (!answer.includes("A planilha tem mais de 5.000 linhas.")) throw new Error(`the attack file was not refused: ${answer.slice(0, 300)}`);
    return { verifyMs: verifiedAt - started, alone: stats(alone), during: stats(during) };
  });
}
