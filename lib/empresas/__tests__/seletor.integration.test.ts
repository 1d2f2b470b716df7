import { Query } from "@google-cloud/firestore";
import { forgetRemovedEmpresa, loadPicker } from "@/lib/empresas/seletor";
import { currentEmpresa } from "@/lib/empresas/atual";
import type { Session } from "@/lib/auth/session";
import { closeTestApp, createEmpresas, createUser, link, readIdEmpresaAtual, testDb, unlinkAll, type TestUser } from "@/test/support/firebase";

afterAll(closeTestApp);
afterEach(() => jest.restoreAllMocks());

const sessionOf = (user: TestUser): Session => ({ uid: user.uid, email: user.email, displayName: null, photoURL: null, sid: "s" });

describe("loadPicker", () => {
  it("lists the linked companies by name, nameless last, in two round trips however many", async () => {
    const user = await createUser();
    const nomes = Array.from({ length: 24 }, (_, i) => `Escola ${String.fromCharCode(90 - i)}`);
    const empresas = await createEmpresas([...nomes, null]);
    await link(user, empresas.map((e) => e.id));

    const queryGets = jest.spyOn(Query.prototype, "get");
    const state = await loadPicker(sessionOf(user), { switching: false });
    expect(state.kind).toBe("list");
    if (state.kind !== "list") return;
    expect(state.empresas).toHaveLength(25);
    expect(state.empresas[0]!.nome).toBe("Escola C"); // "Z" minus 23
    expect(state.empresas.at(-1)!.nome).toBeNull();
    // 1 links query + 3 batches of the 25 companies.
    expect(queryGets).toHaveBeenCalledTimes(4);
  });

  it("goes to the shell when the current company is still linked", async () => {
    const [a] = await createEmpresas(["Atual"]);
    const user = await createUser({ idEmpresaAtual: a!.id });
    await link(user, [a!.id]);
    await expect(loadPicker(sessionOf(user), { switching: false })).resolves.toEqual({ kind: "go-to-shell" });
  });

  it("with ?trocar=1 lists the companies and marks the current one", async () => {
    const [a, b] = await createEmpresas(["Atual", "Outra"]);
    const user = await createUser({ idEmpresaAtual: a!.id });
    await link(user, [a!.id, b!.id]);
    await expect(loadPicker(sessionOf(user), { switching: true })).resolves.toMatchObject({
      kind: "list",
      currentId: a!.id,
      removedNome: null,
    });
  });

  it("names a current company whose link was removed, without writing anything", async () => {
    const [gone, kept] = await createEmpresas(["Escola Removida", "Escola Mantida"]);
    const user = await createUser({ idEmpresaAtual: gone!.id });
    await link(user, [kept!.id]);
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const state = await loadPicker(sessionOf(user), { switching: false });
    expect(state).toEqual({ kind: "list", empresas: [kept], currentId: null, removedNome: "Escola Removida" });
    expect(await readIdEmpresaAtual(user.uid)).toBe(gone!.id);
  });

  it("forgetRemovedEmpresa clears that company, once, and leaves a linked one alone", async () => {
    const [gone, kept] = await createEmpresas(["Escola Removida", "Escola Mantida"]);
    const user = await createUser({ idEmpresaAtual: gone!.id });
    await link(user, [kept!.id]);
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(forgetRemovedEmpresa(sessionOf(user))).resolves.toBe(true);
    // The field is removed (FieldValue.delete()), not set to null.
    expect((await testDb().doc(`usuarios/${user.uid}`).get()).data()).toEqual({});
    await expect(forgetRemovedEmpresa(sessionOf(user))).resolves.toBe(false);
    await expect(loadPicker(sessionOf(user), { switching: false })).resolves.toMatchObject({ removedNome: null });

    const linkedUser = await createUser({ idEmpresaAtual: kept!.id });
    await link(linkedUser, [kept!.id]);
    await expect(forgetRemovedEmpresa(sessionOf(linkedUser))).resolves.toBe(false);
    expect(await readIdEmpresaAtual(linkedUser.uid)).toBe(kept!.id);
  });

  it("says when the user document is missing", async () => {
    const user = await createUser({ withDoc: false });
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(loadPicker(sessionOf(user), { switching: false })).resolves.toEqual({ kind: "user-not-found" });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`usuarios/${user.uid}`));
  });

  it("returns an empty list, and logs it, for a user with no company", async () => {
    const user = await createUser();
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(loadPicker(sessionOf(user), { switching: false })).resolves.toMatchObject({ kind: "list", empresas: [] });
    expect(logged).toHaveBeenCalled();
  });

  it("uses the e-mail links when the uid has none", async () => {
    const [a] = await createEmpresas(["Pelo E-mail"]);
    const user = await createUser();
    await link(user, [a!.id], { byEmailOnly: true });
    await expect(loadPicker(sessionOf(user), { switching: false })).resolves.toMatchObject({ empresas: [a] });
  });
});

describe("currentEmpresa (the shell's guard)", () => {
  it("gives the current company while the user is linked to it, and null after", async () => {
    const [a] = await createEmpresas(["Escola Atual"]);
    const user = await createUser({ idEmpresaAtual: a!.id });
    await link(user, [a!.id]);
    await expect(currentEmpresa(sessionOf(user))).resolves.toEqual({ empresa: a, papel: "secretaria" }); // no papel: secretaria
    await unlinkAll(user);
    await expect(currentEmpresa(sessionOf(user))).resolves.toBeNull();
  });

  it("gives the role of the user's link, read afresh (a demotion counts at once)", async () => {
    const [a] = await createEmpresas(["Escola com Papéis"]);
    const user = await createUser({ idEmpresaAtual: a!.id });
    const [linkId] = await link(user, [a!.id]);
    const row = testDb().doc(`usuarios_empresas/${linkId}`);
    await row.update({ papel: "administrador" });
    await expect(currentEmpresa(sessionOf(user))).resolves.toMatchObject({ papel: "administrador" });
    await row.update({ papel: "consulta" });
    await expect(currentEmpresa(sessionOf(user))).resolves.toMatchObject({ papel: "consulta" });
    await row.update({ papel: "professor" });
    await expect(currentEmpresa(sessionOf(user))).resolves.toMatchObject({ papel: "professor" });
    await row.update({ papel: "dono" }); // not a role: grants the least (a professor of no turma reads nothing)
    await expect(currentEmpresa(sessionOf(user))).resolves.toMatchObject({ papel: "professor" });
  });

  it("uses the e-mail's link (and its role) when the uid has none, as the picker does", async () => {
    const [a] = await createEmpresas(["Escola por E-mail"]);
    const user = await createUser({ idEmpresaAtual: a!.id });
    const [linkId] = await link(user, [a!.id], { byEmailOnly: true });
    await testDb().doc(`usuarios_empresas/${linkId}`).update({ papel: "consulta" });
    await expect(currentEmpresa(sessionOf(user))).resolves.toEqual({ empresa: a, papel: "consulta" });
  });

  it("is null without a current company", async () => {
    const user = await createUser();
    await expect(currentEmpresa(sessionOf(user))).resolves.toBeNull();
  });
});

