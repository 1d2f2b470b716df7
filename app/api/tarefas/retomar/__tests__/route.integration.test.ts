import { GET } from "@/app/api/tarefas/retomar/route";
import { silabas } from "@/test/support/nomes";
import { verificarPlanilha } from "@/lib/alunos/planilha/verificar";
import { continuarImportacao, iniciarImportacao, Interrupcao, lerImportacao, prepararImportacao } from "@/lib/alunos/planilha/importacao";
import { arquivo, empresaComEscolas } from "@/lib/alunos/planilha/__tests__/preparo";
import { closeTestApp, readAlunos, testDb } from "@/test/support/firebase";

// The cron route (Vercel Cron, every minute): without its secret it does nothing; with it, it takes
// over a job whose server stopped (here an import stopped after its commit point) and finishes it,
// with no one opening its page.

const SEGREDO = "segredo-do-cron-de-teste-0123456789";
process.env.CRON_SECRET = SEGREDO;

afterAll(closeTestApp);

const chamar = (authorization?: string) =>
  GET(new Request("http://localhost/api/tarefas/retomar", { headers: authorization === undefined ? {} : { authorization } }));

/** An import of 5 rows whose server stopped after its commit point, a minute ago. */
async function importacaoParada() {
  const { ctx } = await empresaComEscolas();
  const linhas = Array.from({ length: 5 }, (_, i) => [`Aluno do Cron ${silabas(i + 1)}`, "10/03/2015", "escola sul", "", "", "", "", ""]);
  const v = await verificarPlanilha(ctx, arquivo(linhas));
  expect(v.problemas).toEqual([]);
  const id = await prepararImportacao(ctx, "cron.csv", v.validas);
  await continuarImportacao(id, await iniciarImportacao(ctx, id), {
    antesDoPasso: (p) => {
      if (p.fase === "publicacao") throw new Interrupcao();
    },
  });
  // The oldest heartbeat there is (the route takes the longest stopped first): a minute and more.
  await testDb().doc(`importacoes/${id}`).update({ batimento: 1 });
  return { ctx, id };
}

describe("GET /api/tarefas/retomar", () => {
  it("without the secret, or with another: 401, and the stopped job stays as it is", async () => {
    const { ctx, id } = await importacaoParada();
    for (const authorization of [undefined, "", "Bearer outro-segredo-qualquer-0123", SEGREDO, `Bearer ${SEGREDO}x`]) {
      const resposta = await chamar(authorization);
      expect(resposta.status).toBe(401);
    }
    expect(await lerImportacao(ctx, id, Date.now())).toMatchObject({ estado: "confirmada", gravadas: 0, parada: true });
    expect(await readAlunos(ctx.empresa.id)).toEqual([]);
  });

  it("with the secret: takes over the stopped job and finishes it, each student once", async () => {
    const { ctx, id } = await importacaoParada();
    const resposta = await chamar(`Bearer ${SEGREDO}`);
    expect(resposta.status).toBe(200);
    expect(await resposta.json()).toMatchObject({ restam: false });
    expect(resposta.headers.get("cache-control")).toContain("no-store");
    expect(await lerImportacao(ctx, id)).toMatchObject({ estado: "concluida", gravadas: 5 });
    expect(await readAlunos(ctx.empresa.id)).toHaveLength(5);
  }, 90_000);
});
