import { Query, type Firestore } from "@google-cloud/firestore";
import {
  EMPRESA_ID_BATCH_SIZE,
  fetchEmpresas,
  lerEmpresa,
  linkedEmpresaIds,
  readUsuario,
  setEmpresaAtual,
} from "@/lib/empresas/dados";
import { DeadlineError } from "@/lib/infra/deadline";
import { db } from "@/lib/infra/firebase/admin";
import { closeTestApp, createEmpresas, createUser, link, readIdEmpresaAtual, testDb, uniqueId } from "@/test/support/firebase";
import { hungFirestore } from "@/test/support/black-hole";

afterAll(closeTestApp);
afterEach(() => jest.restoreAllMocks());

/** Watches every query the code under test runs: how many, and how many at once. */
function watchQueries() {
  const original = Query.prototype.get;
  const stats = { queries: 0, inFlight: 0, maxInFlight: 0, inValues: [] as number[] };
  jest.spyOn(Query.prototype, "get").mockImplementation(function (this: Query) {
    stats.queries += 1;
    stats.inFlight += 1;
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
    const filters = (this as unknown as { _queryOptions: { filters: { value?: unknown }[] } })._queryOptions.filters;
    for (const f of filters) if (Array.isArray(f.value)) stats.inValues.push(f.value.length);
    return original.call(this).finally(() => (stats.inFlight -= 1));
  });
  return stats;
}

describe("fetchEmpresas (step 4)", () => {
  it("looks 25 ids up in 3 `in` queries of at most 10, all at once", async () => {
    const empresas = await createEmpresas(Array.from({ length: 25 }, (_, i) => `Empresa ${i}`));
    const stats = watchQueries();
    const found = await fetchEmpresas(empresas.map((e) => e.id));
    expect(EMPRESA_ID_BATCH_SIZE).toBe(10);
    expect(stats.queries).toBe(3);
    expect(stats.inValues.sort((a, b) => a - b)).toEqual([5, 10, 10]);
    expect(stats.maxInFlight).toBe(3);
    expect(found.map((e) => e.id).sort()).toEqual(empresas.map((e) => e.id).sort());
  });

  it("queries the `id` field, not the document id, and drops duplicate ids", async () => {
    const [a] = await createEmpresas(["Colégio Único"]);
    const stats = watchQueries();
    const found = await fetchEmpresas([a!.id, a!.id, a!.id]);
    expect(found).toEqual([{ id: a!.id, nome: "Colégio Único" }]);
    expect(stats.inValues).toEqual([1]);
    await expect(fetchEmpresas([`doc-${a!.id}`])).resolves.toEqual([]);
  });

  it("keeps a company without a name, with nome null, and skips malformed documents", async () => {
    const [semNome] = await createEmpresas([null]);
    const broken = uniqueId("emp");
    await testDb().doc(`empresas/doc-${broken}`).set({ id: 42, nome: "Sem id de texto" });
    await expect(fetchEmpresas([semNome!.id, broken])).resolves.toEqual([{ id: semNome!.id, nome: null }]);
  });

  it("makes no query for no ids", async () => {
    const stats = watchQueries();
    await expect(fetchEmpresas([])).resolves.toEqual([]);
    expect(stats.queries).toBe(0);
  });
});

describe("linkedEmpresaIds (steps 2 and 3)", () => {
  it("uses the uid's links and does not look at the e-mail when there are some", async () => {
    const user = await createUser();
    const [a, b] = await createEmpresas(["A", "B"]);
    await link(user, [a!.id]);
    await link(user, [b!.id], { byEmailOnly: true });
    const stats = watchQueries();
    await expect(linkedEmpresaIds(user.uid, user.email)).resolves.toEqual([a!.id]);
    expect(stats.queries).toBe(1);
  });

  it("falls back to the e-mail when the uid has no link", async () => {
    const user = await createUser();
    const [a, b] = await createEmpresas(["A", "B"]);
    await link(user, [a!.id, b!.id, a!.id], { byEmailOnly: true });
    const stats = watchQueries();
    await expect(linkedEmpresaIds(user.uid, user.email)).resolves.toEqual(expect.arrayContaining([a!.id, b!.id]));
    expect(stats.queries).toBe(2);
    expect(await linkedEmpresaIds(user.uid, user.email)).toHaveLength(2); // duplicates removed
  });

  it("finds nothing for a user with no link", async () => {
    const user = await createUser();
    await expect(linkedEmpresaIds(user.uid, user.email)).resolves.toEqual([]);
  });
});

describe("readUsuario (step 1)", () => {
  it("tells a missing document apart from one without a current company", async () => {
    const withDoc = await createUser();
    const withoutDoc = await createUser({ withDoc: false });
    const withCurrent = await createUser({ idEmpresaAtual: "emp-x" });
    await expect(readUsuario(withDoc.uid)).resolves.toEqual({ exists: true, idEmpresaAtual: null });
    await expect(readUsuario(withoutDoc.uid)).resolves.toEqual({ exists: false });
    await expect(readUsuario(withCurrent.uid)).resolves.toEqual({ exists: true, idEmpresaAtual: "emp-x" });
  });

  it("treats a malformed idEmpresaAtual as absent", async () => {
    const user = await createUser();
    await testDb().doc(`usuarios/${user.uid}`).set({ idEmpresaAtual: 12 });
    await expect(readUsuario(user.uid)).resolves.toEqual({ exists: true, idEmpresaAtual: null });
  });
});

describe("setEmpresaAtual (step 5)", () => {
  it("updates the user's document", async () => {
    const user = await createUser();
    await setEmpresaAtual(user.uid, "emp-escolhida");
    expect(await readIdEmpresaAtual(user.uid)).toBe("emp-escolhida");
  });

  it("only updates: a missing document is an error and is not created", async () => {
    const user = await createUser({ withDoc: false });
    await expect(setEmpresaAtual(user.uid, "emp-x")).rejects.toMatchObject({ code: 5 });
    expect((await testDb().doc(`usuarios/${user.uid}`).get()).exists).toBe(false);
  });
});

describe("a database that does not answer", () => {
  let hung: Awaited<ReturnType<typeof hungFirestore>>;
  beforeAll(async () => {
    hung = await hungFirestore();
  });
  afterAll(() => hung.close());

  it("gives a DeadlineError after 10 s instead of hanging", async () => {
    const started = Date.now();
    const error = await readUsuario("qualquer", hung.firestore as unknown as Firestore).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeadlineError);
    expect((error as Error).message).toBe("o banco de dados não respondeu em 10 s.");
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_900);
    expect(Date.now() - started).toBeLessThan(12_000);
  }, 20_000);
});

it("the app's own client talks to the emulator", async () => {
  await expect(db().doc("usuarios/nao-existe").get()).resolves.toMatchObject({ exists: false });
});

describe("lerEmpresa (the shell's company, read by path once its place is known)", () => {
  it("looks a company up once, then reads its document by path, always fresh", async () => {
    const [empresa] = await createEmpresas(["Escola Primeira"]);
    const stats = watchQueries();
    await expect(lerEmpresa(empresa!.id)).resolves.toEqual({ id: empresa!.id, nome: "Escola Primeira" });
    expect(stats.queries).toBe(1);
    await testDb().doc(`empresas/doc-${empresa!.id}`).update({ nome: "Escola Renomeada" });
    await expect(lerEmpresa(empresa!.id)).resolves.toEqual({ id: empresa!.id, nome: "Escola Renomeada" });
    expect(stats.queries).toBe(1); // read by path
  });

  it("looks it up again when the document there is gone or no longer carries that id", async () => {
    const [empresa] = await createEmpresas(["Escola Mudada"]);
    await lerEmpresa(empresa!.id);
    // The company's document is replaced by another one, with another document id.
    await testDb().doc(`empresas/doc-${empresa!.id}`).delete();
    await testDb().doc(`empresas/nova-${empresa!.id}`).set({ id: empresa!.id, nome: "Escola no Novo Documento" });
    const stats = watchQueries();
    await expect(lerEmpresa(empresa!.id)).resolves.toEqual({ id: empresa!.id, nome: "Escola no Novo Documento" });
    expect(stats.queries).toBe(1);

    // The document now there carries another company's id: never shown as this one.
    await testDb().doc(`empresas/nova-${empresa!.id}`).set({ id: "outra-empresa", nome: "Outra" });
    await expect(lerEmpresa(empresa!.id)).resolves.toBeNull();
    expect(stats.queries).toBe(2);
  });
});
