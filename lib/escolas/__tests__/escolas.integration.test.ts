import { ActionError } from "@/lib/infra/actions/erro";
import { alterarSituacao, atualizarEscola, criarEscola } from "@/lib/escolas/escrita";
import { contarEscolasAtivas, escolasCollection, lerEscola, listarEscolas } from "@/lib/escolas/dados";
import { readPage } from "@/lib/infra/firestore/paginas";
import { decodeCursor, PAGE_SIZE, type PageRequest } from "@/lib/infra/paginacao";
import { escolaTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import type { EscolaInput } from "@/lib/escolas/schema";
import { closeTestApp, testDb, uniqueId } from "@/test/support/firebase";

afterAll(closeTestApp);

/** The context a page or an action would have: a user acting in a company (ids unique per test). */
function contexto(idEmpresa = uniqueId("emp")): ShellContext {
  return {
    session: { uid: uniqueId("u"), email: "secretaria@teste.escola", displayName: "Secretaria", photoURL: null, sid: "s" },
    empresa: { id: idEmpresa, nome: "Empresa de Teste" },
    papel: "secretaria",
  };
}

const escola = (nome: string, extra: Partial<EscolaInput> = {}): EscolaInput => ({ telefone: undefined, ...extra, nome });
const first: PageRequest = { kind: "first" };
const todas = { busca: "", situacao: "todas" as const };
const nomes = (page: { items: { nome: string }[] }) => page.items.map((e) => e.nome);

async function refusal(work: Promise<unknown>): Promise<ActionError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ActionError);
  return error as ActionError;
}

describe("scoping by the session's company", () => {
  it("lists, reads and counts only the company's own schools", async () => {
    const mine = contexto();
    const other = contexto();
    const minha = await criarEscola(mine, escola("Escola Minha"));
    const alheia = await criarEscola(other, escola("Escola Alheia"));
    expect(nomes(await listarEscolas(mine, todas, first))).toEqual(["Escola Minha"]);
    expect(await lerEscola(mine, minha)).toMatchObject({ nome: "Escola Minha", ativa: true, versao: 1 });
    expect(await lerEscola(mine, alheia)).toBeNull(); // not found: its existence is not revealed
    expect(await contarEscolasAtivas(mine)).toBe(1);
  });

  it("refuses to change another company's school as 'not found', and changes nothing", async () => {
    const mine = contexto();
    const alheia = await criarEscola(contexto(), escola("Escola Alheia"));
    expect((await refusal(atualizarEscola(mine, alheia, 1, escola("Tomada")))).message).toBe(escolaTexts.naoEncontrada);
    expect((await refusal(alterarSituacao(mine, alheia, false))).message).toBe(escolaTexts.naoEncontrada);
    expect((await escolasCollection().doc(alheia).get()).data()).toMatchObject({ nome: "Escola Alheia", ativa: true, versao: 1 });
  });
});

describe("writing", () => {
  it("stores the fields, who and when, the derived order and search fields, and an activity record", async () => {
    const ctx = contexto();
    const id = await criarEscola(ctx, escola("Escola Estadual São Bento", { codigoInep: "35123456", municipio: "São Paulo", uf: "SP", telefone: "1134567890" }));
    const data = (await escolasCollection().doc(id).get()).data()!;
    expect(data).toMatchObject({
      idEmpresa: ctx.empresa.id,
      nome: "Escola Estadual São Bento",
      codigoInep: "35123456",
      municipio: "São Paulo",
      uf: "SP",
      telefone: "1134567890",
      ativa: true,
      versao: 1,
      criadoPor: ctx.session.uid,
      atualizadoPor: ctx.session.uid,
      nomeOrdem: "escola estadual sao bento\u0000Escola Estadual São Bento",
    });
    expect(data.busca).toEqual(expect.arrayContaining(["e", "es", "escola", "sao", "s", "bento"]));
    expect(data.criadoEm.toMillis()).toBeGreaterThan(Date.now() - 60_000);
    const atividades = await testDb().collection("atividades").where("alvo.id", "==", id).get();
    expect(atividades.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ idEmpresa: ctx.empresa.id, tipo: "escola.criada", por: ctx.session.uid }),
    ]);
  });

  it("refuses a stale edit and overwrites nothing", async () => {
    const ctx = contexto();
    const id = await criarEscola(ctx, escola("Escola Original"));
    await atualizarEscola(ctx, id, 1, escola("Escola Renomeada"));
    const stale = await refusal(atualizarEscola(ctx, id, 1, escola("Escola Velha")));
    expect(stale.message).toBe(escolaTexts.erros.alteradaPorOutro);
    expect((await lerEscola(ctx, id))?.nome).toBe("Escola Renomeada");
  });

  it("of two saves from the same version at the same moment, exactly one wins", async () => {
    const ctx = contexto();
    const id = await criarEscola(ctx, escola("Escola Disputada"));
    const results = await Promise.allSettled(["Versão A", "Versão B", "Versão C"].map((nome) => atualizarEscola(ctx, id, 1, escola(`Escola ${nome}`))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === "rejected")) {
      expect(r.reason).toMatchObject({ message: escolaTexts.erros.alteradaPorOutro });
    }
    expect((await lerEscola(ctx, id))?.versao).toBe(2);
  });

  it("keeps an INEP code unique in the company under concurrent saves, and free across companies", async () => {
    const ctx = contexto();
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => criarEscola(ctx, escola(`Escola ${i}`, { codigoInep: "41234567" }))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === "rejected")) {
      expect(r.reason).toMatchObject({ message: escolaTexts.erros.inepDuplicado, field: "codigoInep" });
    }
    const withCode = await escolasCollection().where("idEmpresa", "==", ctx.empresa.id).where("codigoInep", "==", "41234567").get();
    expect(withCode.size).toBe(1);
    await expect(criarEscola(contexto(), escola("Escola de Outra Empresa", { codigoInep: "41234567" }))).resolves.toEqual(expect.any(String));
  });

  it("frees a school's old code when it changes, and keeps it when the save does not change it", async () => {
    const ctx = contexto();
    const a = await criarEscola(ctx, escola("Escola A", { codigoInep: "52345678" }));
    await atualizarEscola(ctx, a, 1, escola("Escola A bis", { codigoInep: "52345678" }));
    await atualizarEscola(ctx, a, 2, escola("Escola A", { codigoInep: "52345679" }));
    await expect(criarEscola(ctx, escola("Escola B", { codigoInep: "52345678" }))).resolves.toEqual(expect.any(String));
    expect((await refusal(criarEscola(ctx, escola("Escola C", { codigoInep: "52345679" })))).field).toBe("codigoInep");
  });

  it("deactivates and reactivates, with the version moving on", async () => {
    const ctx = contexto();
    const id = await criarEscola(ctx, escola("Escola Ciclo"));
    await alterarSituacao(ctx, id, false);
    expect(await lerEscola(ctx, id)).toMatchObject({ ativa: false, versao: 2 });
    expect(await contarEscolasAtivas(ctx)).toBe(0);
    await alterarSituacao(ctx, id, true);
    expect(await lerEscola(ctx, id)).toMatchObject({ ativa: true, versao: 3 });
  });
});

describe("the list", () => {
  /** Schools written in one batch through the same code path as the app (criarEscola is per school). */
  async function muitas(ctx: ShellContext, quantas: number, prefixo = "Escola") {
    const ids: string[] = [];
    for (let i = 0; i < quantas; i += 10) {
      ids.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(10, quantas - i) }, (_, j) => criarEscola(ctx, escola(`${prefixo} ${String(i + j).padStart(3, "0")}`))),
        )),
      );
    }
    return ids;
  }

  it("pages by cursors: 25, then the rest, and back again; nothing twice, nothing missed", async () => {
    const ctx = contexto();
    await muitas(ctx, 30);
    const page1 = await listarEscolas(ctx, todas, first);
    expect(page1.items).toHaveLength(PAGE_SIZE);
    expect(page1.anterior).toBeNull();
    const page2 = await listarEscolas(ctx, todas, { kind: "after", cursor: decodeCursor(page1.proxima)! });
    expect(nomes(page2)).toEqual(Array.from({ length: 5 }, (_, i) => `Escola ${String(25 + i).padStart(3, "0")}`));
    expect(page2.proxima).toBeNull();
    const back = await listarEscolas(ctx, todas, { kind: "before", cursor: decodeCursor(page2.anterior)! });
    expect(nomes(back)).toEqual(nomes(page1));
    expect(back.anterior).toBeNull();
    expect(back.proxima).toBe(page1.proxima);
  });

  it("sorts in pt-BR order: accents and case do not separate names", async () => {
    const ctx = contexto();
    for (const nome of ["Escola Zumbi", "escola ágata", "Escola Abelha", "Escola Água", "ESCOLA AZUL"]) await criarEscola(ctx, escola(nome));
    expect(nomes(await listarEscolas(ctx, todas, first))).toEqual(["Escola Abelha", "escola ágata", "Escola Água", "ESCOLA AZUL", "Escola Zumbi"]);
  });

  it("searches by any word's beginning, ignoring accents and case, several words narrowing", async () => {
    const ctx = contexto();
    for (const nome of ["Escola Estadual São Bento", "Escola Municipal Santos", "Colégio Sapiens", "Escola Bento Gonçalves"]) await criarEscola(ctx, escola(nome));
    const busca = (q: string) => listarEscolas(ctx, { busca: q, situacao: "todas" }, first).then(nomes);
    expect(await busca("sao")).toEqual(["Escola Estadual São Bento"]);
    expect(await busca("SA")).toEqual(["Colégio Sapiens", "Escola Estadual São Bento", "Escola Municipal Santos"]);
    expect(await busca("bento escola")).toEqual(["Escola Bento Gonçalves", "Escola Estadual São Bento"]);
    expect(await busca("gonc ben")).toEqual(["Escola Bento Gonçalves"]);
    expect(await busca("ento")).toEqual([]); // the middle of a word is not its beginning
  });

  it("filters by situation, default active", async () => {
    const ctx = contexto();
    const inativa = await criarEscola(ctx, escola("Escola Fechada"));
    await criarEscola(ctx, escola("Escola Aberta"));
    await alterarSituacao(ctx, inativa, false);
    expect(nomes(await listarEscolas(ctx, { busca: "", situacao: "ativas" }, first))).toEqual(["Escola Aberta"]);
    expect(nomes(await listarEscolas(ctx, { busca: "", situacao: "inativas" }, first))).toEqual(["Escola Fechada"]);
    expect(nomes(await listarEscolas(ctx, { busca: "escola", situacao: "todas" }, first))).toEqual(["Escola Aberta", "Escola Fechada"]);
  });

  it("reads one page of documents however many schools the company has", async () => {
    const small = contexto();
    const large = contexto();
    await muitas(small, 26);
    await muitas(large, 120);
    const reads = async (ctx: ShellContext) => {
      const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
      process.env.LOG_LEITURAS = "1";
      try {
        await listarEscolas(ctx, { busca: "escola", situacao: "ativas" }, first);
        return log.mock.calls.map((c) => Number(String(c[0]).match(/^\[leituras\] \S+ (\d+)$/)?.[1] ?? 0)).reduce((a, b) => a + b, 0);
      } finally {
        delete process.env.LOG_LEITURAS;
        log.mockRestore();
      }
    };
    expect(await reads(small)).toBe(PAGE_SIZE + 1);
    expect(await reads(large)).toBe(PAGE_SIZE + 1);
  }, 60_000);
});

describe("firestore.indexes.json guard", () => {
  it("fails a query of the app's code whose composite index is not declared", async () => {
    const undeclared = escolasCollection().where("idEmpresa", "==", "x").where("municipio", "==", "Santos");
    await expect(readPage(undeclared, first, { keyField: "nomeOrdem", what: "teste", convert: () => null })).rejects.toThrow(
      /without a declared index.*escolas.*municipio/,
    );
  });
});
