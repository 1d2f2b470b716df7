import { alterarSituacao, atualizarEscola, criarEscola } from "@/lib/escolas/escrita";
import { escolasCollection, escolasPorId, lerEscola, listarEscolas } from "@/lib/escolas/dados";
import { readPage } from "@/lib/infra/firestore/paginas";
import { decodeCursor, PAGE_SIZE, type PageRequest } from "@/lib/infra/paginacao";
import { escolaTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import type { EscolaInput } from "@/lib/escolas/schema";
import { closeTestApp, seedEscolas, testDb } from "@/test/support/firebase";
import { contextoDeTeste as contexto, recusa as refusal } from "@/test/support/contexto";
import { conferirContadores } from "@/test/support/contadores";

afterAll(closeTestApp);

/** The context a page or an action would have: a user acting in a company (ids unique per test). */

const escola = (nome: string, extra: Partial<EscolaInput> = {}): EscolaInput => ({ telefone: undefined, ...extra, nome });
const first: PageRequest = { kind: "first" };
const todas = { busca: "", situacao: "todas" as const };
const nomes = (page: { items: { nome: string }[] }) => page.items.map((e) => e.nome);


describe("scoping by the session's company", () => {
  it("reads schools by id (a student's sheet): only the company's, each once, in name order, never more than asked", async () => {
    const mine = contexto();
    const other = contexto();
    const zeta = await criarEscola(mine, escola("Escola Zeta"));
    const alfa = await criarEscola(mine, escola("Escola Alfa"));
    const beta = await criarEscola(mine, escola("Escola Beta"));
    const alheia = await criarEscola(other, escola("Escola Alheia"));
    const lidas = await escolasPorId(mine, [zeta, alheia, alfa, zeta, "nao-existe", "a/b", ""], 10);
    expect(lidas.map((e) => e.nome)).toEqual(["Escola Alfa", "Escola Zeta"]); // another company's: not found
    expect((await escolasPorId(mine, [zeta, alfa, beta], 2)).map((e) => e.nome)).toEqual(["Escola Alfa", "Escola Zeta"]);
    expect(await escolasPorId(mine, [], 10)).toEqual([]);
  });

  it("lists, reads and counts only the company's own schools", async () => {
    const mine = contexto();
    const other = contexto();
    const minha = await criarEscola(mine, escola("Escola Minha"));
    const alheia = await criarEscola(other, escola("Escola Alheia"));
    expect(nomes(await listarEscolas(mine, todas, first))).toEqual(["Escola Minha"]);
    expect(await lerEscola(mine, minha)).toMatchObject({ nome: "Escola Minha", ativa: true, versao: 1 });
    expect(await lerEscola(mine, alheia)).toBeNull(); // not found: its existence is not revealed
    expect((await conferirContadores(mine)).escolasAtivas).toBe(1);
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
    expect((await conferirContadores(ctx)).escolasAtivas).toBe(0); // Home's kept count from here on
    const id = await criarEscola(ctx, escola("Escola Ciclo"));
    expect((await conferirContadores(ctx)).escolasAtivas).toBe(1);
    await alterarSituacao(ctx, id, false);
    expect(await lerEscola(ctx, id)).toMatchObject({ ativa: false, versao: 2 });
    expect((await conferirContadores(ctx)).escolasAtivas).toBe(0);
    await alterarSituacao(ctx, id, false); // no change: no count
    await alterarSituacao(ctx, id, true);
    expect(await lerEscola(ctx, id)).toMatchObject({ ativa: true, versao: 3 });
    expect((await conferirContadores(ctx)).escolasAtivas).toBe(1);
  });
});

describe("a name unique in its municipality", () => {
  const duplicado = { message: escolaTexts.erros.nomeDuplicado, field: "nome" };
  const nomesDa = async (ctx: ShellContext) => nomes(await listarEscolas(ctx, todas, first));
  const chavesDa = async (ctx: ShellContext) => (await testDb().collection("escolas_nome").where("idEmpresa", "==", ctx.empresa.id).get()).docs.map((d) => d.data());

  it("refuses the same name in the same municipality, accents, case and blanks aside, next to the name", async () => {
    const ctx = contexto();
    await criarEscola(ctx, escola("Escola São José", { municipio: "São Paulo", uf: "SP" }));
    expect(await refusal(criarEscola(ctx, escola("ESCOLA SAO JOSE", { municipio: "sao  paulo" })))).toMatchObject(duplicado);
    expect(await refusal(criarEscola(ctx, escola("escola são josé", { municipio: "SÃO PAULO", uf: "RJ" })))).toMatchObject(duplicado);
    expect(await nomesDa(ctx)).toEqual(["Escola São José"]);
  });

  it("allows the same name in another municipality, in another company, and without a municipality", async () => {
    const ctx = contexto();
    await criarEscola(ctx, escola("Escola Aurora", { municipio: "Campinas" }));
    await expect(criarEscola(ctx, escola("Escola Aurora", { municipio: "Santos" }))).resolves.toEqual(expect.any(String));
    await expect(criarEscola(contexto(), escola("Escola Aurora", { municipio: "Campinas" }))).resolves.toEqual(expect.any(String));
    // No municipality: nothing says two such schools are in the same one (the rule does not apply).
    await criarEscola(ctx, escola("Escola Aurora"));
    await expect(criarEscola(ctx, escola("escola aurora"))).resolves.toEqual(expect.any(String));
    expect(await nomesDa(ctx)).toHaveLength(4);
  });

  it("refuses an edit into a clash (a new name or a new municipality) and changes nothing; a school is no clash of itself", async () => {
    const ctx = contexto();
    await criarEscola(ctx, escola("Escola Alfa", { municipio: "Campinas" }));
    const beta = await criarEscola(ctx, escola("Escola Beta", { municipio: "Campinas" }));
    const gama = await criarEscola(ctx, escola("Escola Alfa", { municipio: "Santos" }));
    expect(await refusal(atualizarEscola(ctx, beta, 1, escola("escola ALFA", { municipio: "Campinas" })))).toMatchObject(duplicado);
    expect(await refusal(atualizarEscola(ctx, gama, 1, escola("Escola Alfa", { municipio: "campinas" })))).toMatchObject(duplicado);
    expect(await lerEscola(ctx, beta)).toMatchObject({ nome: "Escola Beta", municipio: "Campinas", versao: 1 });
    expect(await lerEscola(ctx, gama)).toMatchObject({ nome: "Escola Alfa", municipio: "Santos", versao: 1 });
    // Its own name in other letters, or another field, is no clash.
    await atualizarEscola(ctx, gama, 1, escola("ESCOLA ÁLFA", { municipio: "santos", telefone: "1134567890" }));
    expect(await lerEscola(ctx, gama)).toMatchObject({ nome: "ESCOLA ÁLFA", municipio: "santos", versao: 2 });
  });

  it("a rename or a move frees the old key", async () => {
    const ctx = contexto();
    const a = await criarEscola(ctx, escola("Escola Velha", { municipio: "Recife" }));
    const b = await criarEscola(ctx, escola("Escola Antiga", { municipio: "Olinda" }));
    await atualizarEscola(ctx, a, 1, escola("Escola Nova", { municipio: "Recife" }));
    await atualizarEscola(ctx, b, 1, escola("Escola Antiga", { municipio: "Paulista" }));
    await expect(criarEscola(ctx, escola("Escola Velha", { municipio: "Recife" }))).resolves.toEqual(expect.any(String));
    await expect(criarEscola(ctx, escola("Escola Antiga", { municipio: "Olinda" }))).resolves.toEqual(expect.any(String));
    expect(await refusal(criarEscola(ctx, escola("Escola Nova", { municipio: "Recife" })))).toMatchObject(duplicado);
    expect(await refusal(criarEscola(ctx, escola("Escola Antiga", { municipio: "Paulista" })))).toMatchObject(duplicado);
    // One key per school, none left behind; a school that loses its municipality gives its key back.
    expect(await chavesDa(ctx)).toHaveLength(4);
    await atualizarEscola(ctx, a, 2, escola("Escola Nova"));
    expect(await chavesDa(ctx)).toHaveLength(3);
    await expect(criarEscola(ctx, escola("Escola Nova", { municipio: "Recife" }))).resolves.toEqual(expect.any(String));
  });

  it("a stale key (its school renamed or deleted outside the app) does not block", async () => {
    const ctx = contexto();
    const renomeada = await criarEscola(ctx, escola("Escola Renomeada Fora", { municipio: "Natal" }));
    const apagada = await criarEscola(ctx, escola("Escola Apagada Fora", { municipio: "Natal" }));
    await escolasCollection().doc(renomeada).update({ nome: "Outro Nome", nomeOrdem: "outro nome\u0000Outro Nome" });
    await escolasCollection().doc(apagada).delete();
    await expect(criarEscola(ctx, escola("Escola Renomeada Fora", { municipio: "Natal" }))).resolves.toEqual(expect.any(String));
    await expect(criarEscola(ctx, escola("Escola Apagada Fora", { municipio: "Natal" }))).resolves.toEqual(expect.any(String));
    expect(await refusal(criarEscola(ctx, escola("Escola Apagada Fora", { municipio: "Natal" })))).toMatchObject(duplicado);
  });

  it("a school saved before the keys (none of its own) still blocks its name, and takes its key at its next save", async () => {
    const ctx = contexto();
    const [antiga, gemea] = await seedEscolas(ctx.empresa.id, [
      { nome: "Escola Pioneira", municipio: "Belém" },
      { nome: "Escola Pioneira", municipio: "Belém" }, // a duplicate from before the rule
    ], { chavesDeNome: false });
    expect(await chavesDa(ctx)).toEqual([]);
    expect(await refusal(criarEscola(ctx, escola("escola pioneira", { municipio: "BELEM" })))).toMatchObject(duplicado);
    const outra = await criarEscola(ctx, escola("Escola Outra", { municipio: "Belém" }));
    expect(await refusal(atualizarEscola(ctx, outra, 1, escola("Escola Pioneira", { municipio: "Belém" })))).toMatchObject(duplicado);
    // The old duplicates stay editable while they keep their name; the first saved takes the key.
    await atualizarEscola(ctx, antiga!, 1, escola("Escola Pioneira", { municipio: "Belém", telefone: "9134567890" }));
    await atualizarEscola(ctx, gemea!, 1, escola("Escola Pioneira", { municipio: "Belém", uf: "PA" }));
    expect(await chavesDa(ctx)).toEqual(expect.arrayContaining([expect.objectContaining({ idEscola: antiga })]));
    expect((await chavesDa(ctx)).filter((k) => k.idEscola === gemea)).toEqual([]);
    // The duplicate renamed away does not free the key the other holds.
    await atualizarEscola(ctx, gemea!, 2, escola("Escola Pioneira II", { municipio: "Belém" }));
    expect(await refusal(criarEscola(ctx, escola("Escola Pioneira", { municipio: "Belém" })))).toMatchObject(duplicado);
  });

  it("of creates of one name in one municipality at the same moment, exactly one succeeds", async () => {
    const ctx = contexto();
    const variantes = ["Escola Simultânea", "escola simultanea", "ESCOLA SIMULTÂNEA", "Escola  Simultanea", "Escola Simultânea"];
    const results = await Promise.allSettled(variantes.map((nome) => criarEscola(ctx, escola(nome, { municipio: "Maceió" }))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === "rejected")) expect(r.reason).toMatchObject(duplicado);
    expect(await nomesDa(ctx)).toHaveLength(1);
  });

  it("of two creates fired together, exactly one school; of two renames into one name, exactly one", async () => {
    const ctx = contexto();
    const [a, b] = await Promise.allSettled([
      criarEscola(ctx, escola("Escola Gêmea", { municipio: "Aracaju" })),
      criarEscola(ctx, escola("Escola Gemea", { municipio: "aracaju" })),
    ]);
    expect([a, b].filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await nomesDa(ctx)).toHaveLength(1);

    const x = await criarEscola(ctx, escola("Escola X", { municipio: "Aracaju" }));
    const y = await criarEscola(ctx, escola("Escola Y", { municipio: "Aracaju" }));
    const renames = await Promise.allSettled([x, y].map((id) => atualizarEscola(ctx, id, 1, escola("Escola Unica", { municipio: "Aracaju" }))));
    expect(renames.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect((await nomesDa(ctx)).filter((n) => n === "Escola Unica")).toHaveLength(1);
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
