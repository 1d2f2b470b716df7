import { ActionError } from "@/lib/infra/actions/guard";
import { db } from "@/lib/infra/firebase/admin";
import { atividadeRecente } from "@/lib/atividades/dados";
import { registrarAtividade } from "@/lib/atividades/escrita";
import { type Autor } from "@/lib/atividades/schema";
import { readUsuarioAndLinks } from "@/lib/empresas/dados";
import { listarMembros, professorDaEmpresa, professoresAte, professoresDaEmpresa } from "@/lib/membros/dados";
import { alterarPapel, convidarMembro, removerMembro } from "@/lib/membros/escrita";
import { conviteInput } from "@/lib/membros/schema";
import { configTexts } from "@/lib/messages";
import type { Papel } from "@/lib/empresas/papeis";
import type { ShellContext } from "@/lib/shell/contexto";
import { closeTestApp, createUser, link, testAuth, testDb, uniqueId, type TestUser } from "@/test/support/firebase";
import { recusa as refusal } from "@/test/support/contexto";

// The company's members against the emulators: invitations (existing account, new e-mail), and the
// invariants under concurrent requests (at least one administrador; removal takes every link).

afterAll(closeTestApp);

const textos = configTexts.membros;

type Link = { id: string; idUsuario?: string; emailUsuario?: string; idEmpresa: string; papel?: Papel };

async function linksDaEmpresa(idEmpresa: string): Promise<Link[]> {
  const snapshot = await testDb().collection("usuarios_empresas").where("idEmpresa", "==", idEmpresa).get();
  return snapshot.docs.map((d) => ({ id: d.id, ...(d.data() as Omit<Link, "id">) }));
}

/** The e-mails the Auth emulator would have sent. */
async function oobCodes(): Promise<{ email: string; requestType: string; oobLink: string }[]> {
  const url = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${process.env.FIREBASE_PROJECT_ID}/oobCodes`;
  return ((await (await fetch(url)).json()) as { oobCodes: { email: string; requestType: string; oobLink: string }[] }).oobCodes;
}

const autor = (idEmpresa: string, user: TestUser): Autor => ({ idEmpresa, uid: user.uid, nome: user.displayName });

const contexto = (idEmpresa: string, user: TestUser): ShellContext => ({
  session: { uid: user.uid, email: user.email, displayName: user.displayName, photoURL: null, sid: "s" },
  empresa: { id: idEmpresa, nome: "Empresa de Teste" },
  papel: "administrador",
});

/** A company with one administrador (an account linked by uid). */
async function empresaComAdministrador() {
  const idEmpresa = uniqueId("emp");
  const admin = await createUser({ displayName: "Admin Teste" });
  await link(admin, [idEmpresa], { papel: "administrador" });
  return { idEmpresa, admin, quem: autor(idEmpresa, admin) };
}

/** A link written by hand: e-mail only (idUsuario ""). */
async function linkPorEmail(email: string, idEmpresa: string, papel: Papel = "secretaria"): Promise<string> {
  const ref = testDb().collection("usuarios_empresas").doc(uniqueId("ue"));
  await ref.set({ idUsuario: "", emailUsuario: email, idEmpresa, papel });
  return ref.id;
}


/** How many people of the company hold the administrador role (uid links grouped). */
async function administradoresDa(idEmpresa: string): Promise<string[]> {
  const uids = (await linksDaEmpresa(idEmpresa)).filter((l) => l.papel === "administrador").map((l) => l.idUsuario || l.emailUsuario!);
  return [...new Set(uids)];
}

describe("convidarMembro", () => {
  it("links an existing account by uid and e-mail, without a password-reset e-mail", async () => {
    const { idEmpresa, quem } = await empresaComAdministrador();
    const existente = await createUser();
    await convidarMembro(quem, conviteInput.parse({ email: `  ${existente.email.toUpperCase()} `, papel: "consulta" }));

    const dele = (await linksDaEmpresa(idEmpresa)).filter((l) => l.idUsuario === existente.uid);
    expect(dele).toEqual([{ id: expect.any(String), idUsuario: existente.uid, emailUsuario: existente.email, idEmpresa, papel: "consulta" }]);
    // The picker finds it by uid, even though the account has no other link.
    expect((await readUsuarioAndLinks(existente.uid, existente.email)).linked).toEqual([idEmpresa]);
    expect((await oobCodes()).filter((c) => c.email === existente.email)).toEqual([]);
  });

  it("the picker shows the new company to an existing account that already has other uid links", async () => {
    const { idEmpresa, quem } = await empresaComAdministrador();
    const existente = await createUser();
    const outra = uniqueId("emp");
    await link(existente, [outra], { papel: "administrador" });
    await convidarMembro(quem, { email: existente.email, papel: "secretaria" });
    expect((await readUsuarioAndLinks(existente.uid, existente.email)).linked.sort()).toEqual([idEmpresa, outra].sort());
  });

  it("creates a new e-mail's account without a password, its usuarios document and link, and sends the password-reset e-mail", async () => {
    const { idEmpresa, quem } = await empresaComAdministrador();
    const email = `${uniqueId("novo")}@teste.escola`;
    await convidarMembro(quem, { email, papel: "secretaria" });

    const conta = await testAuth().getUserByEmail(email);
    expect(conta.passwordHash).toBeUndefined();
    expect(conta.providerData.some((p) => p.providerId === "password")).toBe(false);
    expect((await testDb().doc(`usuarios/${conta.uid}`).get()).exists).toBe(true);
    expect(await linksDaEmpresa(idEmpresa)).toContainEqual({ id: expect.any(String), idUsuario: conta.uid, emailUsuario: email, idEmpresa, papel: "secretaria" });
    expect(await oobCodes()).toContainEqual(expect.objectContaining({ email, requestType: "PASSWORD_RESET" }));
    expect((await readUsuarioAndLinks(conta.uid, email)).linked).toEqual([idEmpresa]);
  });

  it("refuses someone already a member (by uid link or by an e-mail-only link)", async () => {
    const { idEmpresa, admin, quem } = await empresaComAdministrador();
    const error = await refusal(convidarMembro(quem, { email: admin.email, papel: "secretaria" }));
    expect(error.message).toBe(textos.jaMembro(admin.email));
    expect(error.message).toBe(`${admin.email} já é membro desta empresa.`);
    expect(error.field).toBe("email");

    const porEmail = `${uniqueId("so-email")}@teste.escola`;
    await linkPorEmail(porEmail.toUpperCase(), idEmpresa);
    expect((await refusal(convidarMembro(quem, { email: porEmail, papel: "consulta" }))).message).toBe(`${porEmail} já é membro desta empresa.`);
    expect(await linksDaEmpresa(idEmpresa)).toHaveLength(2);
  });

  it("two invitations of the same new e-mail at once: one account, exactly one link", async () => {
    const { idEmpresa, quem } = await empresaComAdministrador();
    const email = `${uniqueId("duplo")}@teste.escola`;
    const results = await Promise.allSettled([convidarMembro(quem, { email, papel: "secretaria" }), convidarMembro(quem, { email, papel: "consulta" })]);

    const links = (await linksDaEmpresa(idEmpresa)).filter((l) => l.emailUsuario === email);
    expect(links).toHaveLength(1);
    expect(links[0]!.idUsuario).toBe((await testAuth().getUserByEmail(email)).uid);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [rejected] = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(rejected!.reason).toBeInstanceOf(ActionError);
    expect((rejected!.reason as ActionError).message).toBe(textos.jaMembro(email));
  });
});

describe("a company keeps at least one administrador", () => {
  async function doisAdministradores() {
    const { idEmpresa, admin: a, quem: quemA } = await empresaComAdministrador();
    const b = await createUser({ displayName: "Admin B" });
    await link(b, [idEmpresa], { papel: "administrador" });
    return { idEmpresa, a, b, quemA, quemB: autor(idEmpresa, b) };
  }

  function umRecusado(results: PromiseSettledResult<void>[]) {
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.reason).toBeInstanceOf(ActionError);
    expect((rejected[0]!.reason as ActionError).message).toBe("A empresa precisa de pelo menos um administrador.");
  }

  it("two administrators demoting each other at once: exactly one succeeds", async () => {
    const { idEmpresa, a, b, quemA, quemB } = await doisAdministradores();
    const results = await Promise.allSettled([alterarPapel(quemA, b.uid, "secretaria"), alterarPapel(quemB, a.uid, "consulta")]);
    umRecusado(results);
    expect(await administradoresDa(idEmpresa)).toHaveLength(1);
  });

  it("two administrators removing each other at once: exactly one succeeds", async () => {
    const { idEmpresa, a, b, quemA, quemB } = await doisAdministradores();
    const results = await Promise.allSettled([removerMembro(quemA, b.uid), removerMembro(quemB, a.uid)]);
    umRecusado(results);
    expect(await administradoresDa(idEmpresa)).toHaveLength(1);
    expect(await linksDaEmpresa(idEmpresa)).toHaveLength(1);
  });

  it("the last administrador cannot remove nor demote themself", async () => {
    const { idEmpresa, admin, quem } = await empresaComAdministrador();
    const outra = await createUser();
    await link(outra, [idEmpresa], { papel: "secretaria" });
    const antes = await linksDaEmpresa(idEmpresa);

    expect((await refusal(removerMembro(quem, admin.uid))).message).toBe(textos.erros.ultimoAdministrador);
    expect((await refusal(alterarPapel(quem, admin.uid, "secretaria"))).message).toBe(textos.erros.ultimoAdministrador);
    expect((await linksDaEmpresa(idEmpresa)).sort((x, y) => x.id.localeCompare(y.id))).toEqual(antes.sort((x, y) => x.id.localeCompare(y.id)));
  });

  it("an administrador may leave when another remains", async () => {
    const { idEmpresa, a, quemA } = await doisAdministradores();
    await removerMembro(quemA, a.uid);
    expect((await linksDaEmpresa(idEmpresa)).map((l) => l.idUsuario)).not.toContain(a.uid);
  });

  it("refuses an unknown member", async () => {
    const { quem } = await empresaComAdministrador();
    expect((await refusal(removerMembro(quem, "ninguem"))).message).toBe(textos.erros.naoEncontrado);
    expect((await refusal(alterarPapel(quem, "email:ninguem@x.br", "consulta"))).message).toBe(textos.erros.naoEncontrado);
  });
});

describe("removerMembro", () => {
  it("deletes every link of the person to this company (uid and e-mail links), none to other companies", async () => {
    const { idEmpresa, quem } = await empresaComAdministrador();
    const pessoa = await createUser();
    const outraEmpresa = uniqueId("emp");
    await link(pessoa, [idEmpresa, outraEmpresa], { papel: "secretaria" });
    await linkPorEmail(pessoa.email, idEmpresa, "secretaria");
    await linkPorEmail(pessoa.email.toUpperCase(), idEmpresa, "consulta");
    const daOutra = await linkPorEmail(pessoa.email, outraEmpresa);

    await removerMembro(quem, pessoa.uid);

    const restantes = await linksDaEmpresa(idEmpresa);
    expect(restantes).toHaveLength(1); // the administrador
    expect(restantes.filter((l) => l.idUsuario === pessoa.uid || l.emailUsuario?.toLowerCase() === pessoa.email)).toEqual([]);
    const outros = await linksDaEmpresa(outraEmpresa);
    expect(outros).toHaveLength(2);
    expect(outros.map((l) => l.id)).toContain(daOutra);
    expect((await readUsuarioAndLinks(pessoa.uid, pessoa.email)).linked).toEqual([outraEmpresa]);
  });

  it("the picker's e-mail fallback cannot bring the company back", async () => {
    const { idEmpresa, quem } = await empresaComAdministrador();
    const pessoa = await createUser();
    await link(pessoa, [idEmpresa], { papel: "secretaria" });
    await linkPorEmail(pessoa.email, idEmpresa);
    expect((await readUsuarioAndLinks(pessoa.uid, pessoa.email)).linked).toEqual([idEmpresa]);

    await removerMembro(quem, pessoa.uid);
    // No uid link left: the lookup falls back to the e-mail's links, and finds none.
    expect((await readUsuarioAndLinks(pessoa.uid, pessoa.email)).linked).toEqual([]);
  });

  it("also goes for an e-mail-only link when the uid link lacks emailUsuario", async () => {
    const { idEmpresa, quem } = await empresaComAdministrador();
    const pessoa = await createUser();
    await testDb().collection("usuarios_empresas").doc(uniqueId("ue")).set({ idUsuario: pessoa.uid, idEmpresa, papel: "secretaria" });
    await linkPorEmail(pessoa.email, idEmpresa);

    await removerMembro(quem, pessoa.uid);
    expect((await readUsuarioAndLinks(pessoa.uid, pessoa.email)).linked).toEqual([]);
  });

  it("removes a person known only by an e-mail", async () => {
    const { idEmpresa, quem } = await empresaComAdministrador();
    const email = `${uniqueId("so-email")}@teste.escola`;
    await linkPorEmail(email, idEmpresa);
    await removerMembro(quem, `email:${email}`);
    expect(await linksDaEmpresa(idEmpresa)).toHaveLength(1);
  });
});

describe("alterarPapel", () => {
  it("changes every link of the person to this company, and no other", async () => {
    const { idEmpresa, quem } = await empresaComAdministrador();
    const pessoa = await createUser();
    const outraEmpresa = uniqueId("emp");
    await link(pessoa, [idEmpresa, outraEmpresa], { papel: "secretaria" });
    await linkPorEmail(pessoa.email, idEmpresa, "administrador");

    await alterarPapel(quem, pessoa.uid, "consulta");

    const dele = (await linksDaEmpresa(idEmpresa)).filter((l) => l.emailUsuario === pessoa.email);
    expect(dele).toHaveLength(2);
    expect(dele.map((l) => l.papel)).toEqual(["consulta", "consulta"]);
    expect((await linksDaEmpresa(outraEmpresa)).map((l) => l.papel)).toEqual(["secretaria"]);
    expect((await readUsuarioAndLinks(pessoa.uid, pessoa.email)).vinculos).toContainEqual({ idEmpresa, papel: "consulta" });
  });

  it("promotes a second administrador, who may then demote the first", async () => {
    const { idEmpresa, admin, quem } = await empresaComAdministrador();
    const pessoa = await createUser();
    await link(pessoa, [idEmpresa], { papel: "secretaria" });
    await alterarPapel(quem, pessoa.uid, "administrador");
    await alterarPapel(autor(idEmpresa, pessoa), admin.uid, "secretaria");
    expect(await administradoresDa(idEmpresa)).toEqual([pessoa.uid]);
  });
});

describe("listarMembros", () => {
  it("lists accounts with their names and people known only by an e-mail, an account's e-mail link folded in", async () => {
    const { idEmpresa, admin } = await empresaComAdministrador();
    const semNome = `${uniqueId("so-email")}@teste.escola`;
    await linkPorEmail(semNome, idEmpresa, "consulta");
    await linkPorEmail(admin.email, idEmpresa, "administrador");

    const membros = await listarMembros(idEmpresa);
    expect(membros).toEqual([
      expect.objectContaining({ chave: admin.uid, uid: admin.uid, email: admin.email, nome: "Admin Teste", papel: "administrador", pendente: false, vinculos: expect.arrayContaining([expect.any(String), expect.any(String)]) }),
      expect.objectContaining({ chave: `email:${semNome}`, uid: null, email: semNome, nome: null, papel: "consulta", pendente: false }),
    ]);
    expect(membros[0]!.vinculos).toHaveLength(2);
  });

  // The Auth emulator stamps lastSignInTime when an account is created (even without a password),
  // so a rule on lastSignInTime never shows an invitation as pending there; an account with no
  // sign-in method yet (providerData empty) is the one that has not accepted its invitation.
  it("shows an invited account (no password yet) as pending", async () => {
    const { idEmpresa, quem } = await empresaComAdministrador();
    const email = `${uniqueId("pendente")}@teste.escola`;
    await convidarMembro(quem, { email, papel: "secretaria" });
    const membros = await listarMembros(idEmpresa);
    expect(membros.find((m) => m.email === email)).toMatchObject({ pendente: true, nome: null, papel: "secretaria" });
  });
});

describe("professoresDaEmpresa (a turma's Adicionar professor)", () => {
  /**
   * A company with two professors (Bia also secretaria: the least role counts), a secretary, a
   * professor of another company, and a professor invited by an e-mail that has no account.
   */
  async function empresaComProfessores() {
    const { idEmpresa } = await empresaComAdministrador();
    const [ana, bia, secretaria, alheio] = await Promise.all([
      createUser({ displayName: "Ana Professora" }),
      createUser({ displayName: "Bia Professora" }),
      createUser({ displayName: "Secretária Teste" }),
      createUser({ displayName: "Professor Alheio" }),
    ]);
    await link(ana, [idEmpresa], { papel: "professor" });
    await link(bia, [idEmpresa], { papel: "professor" });
    await link(bia, [idEmpresa], { papel: "secretaria" });
    await link(secretaria, [idEmpresa], { papel: "secretaria" });
    await link(alheio, [uniqueId("outra")], { papel: "professor" });
    await linkPorEmail(`${uniqueId("convidado")}@teste.escola`, idEmpresa, "professor");
    return { idEmpresa, ana, bia, secretaria, alheio };
  }

  it("reads only the company's professor links: the same professors with an account listarMembros finds, nobody else", async () => {
    const { idEmpresa } = await empresaComProfessores();
    const professores = await professoresDaEmpresa(idEmpresa);
    expect(professores.map((p) => [p.nome, p.papel])).toEqual([["Ana Professora", "professor"], ["Bia Professora", "professor"]]);
    const deTodos = (await listarMembros(idEmpresa)).filter((m) => m.papel === "professor" && m.uid);
    expect(professores.map((p) => p.chave)).toEqual(deTodos.map((m) => m.chave));
  });

  it("professorDaEmpresa: one account, when the shell would make it a Professor of the company (Adicionar professor's check)", async () => {
    const { idEmpresa, ana, bia, secretaria, alheio } = await empresaComProfessores();
    const eva = await createUser({ displayName: "Eva Convidada" });
    await linkPorEmail(eva.email, idEmpresa, "professor"); // her account has no link of its own yet: the e-mail's

    expect(await professorDaEmpresa(idEmpresa, ana.uid)).toEqual({ uid: ana.uid, nome: "Ana Professora" });
    expect(await professorDaEmpresa(idEmpresa, bia.uid)).toEqual({ uid: bia.uid, nome: "Bia Professora" });
    expect(await professorDaEmpresa(idEmpresa, eva.uid)).toEqual({ uid: eva.uid, nome: "Eva Convidada" });
    expect(await professorDaEmpresa(idEmpresa, secretaria.uid)).toBeNull();
    expect(await professorDaEmpresa(idEmpresa, alheio.uid)).toBeNull();
    expect(await professorDaEmpresa(idEmpresa, uniqueId("ninguem"))).toBeNull();
    expect(await professorDaEmpresa(idEmpresa, "x".repeat(200))).toBeNull();
    // The list offers the accounts' own links (Eva's e-mail link is hers once her sign-in attaches it).
    const lista = (await professoresDaEmpresa(idEmpresa)).map((m) => m.uid).sort();
    expect(lista).toEqual([ana.uid, bia.uid].sort());
  });

  it("professoresAte: the same list while the company has at most that many professor links, null past it", async () => {
    const { idEmpresa } = await empresaComAdministrador();
    const [ana, bia] = await Promise.all([createUser({ displayName: "Ana Professora" }), createUser({ displayName: "Bia Professora" })]);
    await link(ana, [idEmpresa], { papel: "professor" });
    await link(bia, [idEmpresa], { papel: "professor" });
    // Three professor links: two accounts and an invitation by e-mail (counted, never offered).
    await linkPorEmail(`${uniqueId("convidado")}@teste.escola`, idEmpresa, "professor");

    const todos = await professoresDaEmpresa(idEmpresa);
    expect(await professoresAte(idEmpresa, 3)).toEqual(todos);
    expect(await professoresAte(idEmpresa, 50)).toEqual(todos);
    expect(await professoresAte(idEmpresa, 2)).toBeNull();
  });
});

describe("atividade recente", () => {
  it("records invitations, role changes and removals, newest first; an import once, not per student", async () => {
    const { idEmpresa, admin, quem } = await empresaComAdministrador();

    // An import: its summary (shown) and a student's entry (only in that student's history).
    const batch = db().batch();
    registrarAtividade(batch, quem, { tipo: "alunos.importados", alvo: { colecao: "importacoes", id: uniqueId("imp"), nome: "alunos.csv" }, detalhe: "2 alunos" });
    registrarAtividade(batch, quem, { tipo: "aluno.importado", alvo: { colecao: "alunos", id: uniqueId("al"), nome: "Aluno Importado" } });
    await batch.commit();

    const email = `${uniqueId("ativ")}@teste.escola`;
    await convidarMembro(quem, { email, papel: "secretaria" });
    const uid = (await testAuth().getUserByEmail(email)).uid;
    await alterarPapel(quem, uid, "consulta");
    await removerMembro(quem, uid);

    const entradas = await atividadeRecente(contexto(idEmpresa, admin));
    expect(entradas.map((e) => e.tipo)).toEqual(["membro.removido", "membro.papel", "membro.convidado", "alunos.importados"]);
    expect(entradas[0]).toMatchObject({ porNome: "Admin Teste", alvo: { nome: email } });
    expect(entradas[1]).toMatchObject({ mudancas: [{ campo: "papel", de: "Secretaria", para: "Consulta" }] });
    expect(entradas[2]).toMatchObject({ alvo: { nome: email }, detalhe: "Secretaria" });
    for (let i = 1; i < entradas.length; i++) expect(entradas[i - 1]!.em!.getTime()).toBeGreaterThanOrEqual(entradas[i]!.em!.getTime());

    // Another company's activity is not listed.
    expect(await atividadeRecente(contexto(uniqueId("emp"), admin))).toEqual([]);
  });

  it("a refused change records nothing", async () => {
    const { idEmpresa, admin, quem } = await empresaComAdministrador();
    await refusal(removerMembro(quem, admin.uid));
    await refusal(convidarMembro(quem, { email: admin.email, papel: "consulta" }));
    expect(await atividadeRecente(contexto(idEmpresa, admin))).toEqual([]);
  });
});
