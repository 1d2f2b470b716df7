import { FieldValue } from "firebase-admin/firestore";
import { spawn } from "node:child_process";
import path from "node:path";
import { closeTestApp, testDb, uniqueId } from "@/test/support/firebase";

// `npm run admin` against the emulators of the Jest run: the operator's commands as an operator
// runs them (a child process, its output and its exit code).

afterAll(closeTestApp);

const root = path.resolve(__dirname, "..", "..");

function admin(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/admin.ts", ...args], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production" },
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    child.on("close", (code) => resolve({ code, out, err }));
  });
}

describe("npm run admin", () => {
  it("prints its help, and refuses an unknown command or a missing option with a non-zero exit", async () => {
    const help = await admin("--help");
    expect(help.code).toBe(0);
    expect(help.out).toContain("criar-empresa --nome");
    const unknown = await admin("apagar-tudo");
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain("Comando desconhecido: apagar-tudo.");
    const missing = await admin("convidar", "--empresa", "x");
    expect(missing.code).toBe(1);
    expect(missing.err).toContain("Falta --email.");
  }, 60_000);

  it("creates a company with its first administrador, invites, and lists the members", async () => {
    const email = `${uniqueId("adm")}@exemplo.com.br`;
    const criada = await admin("criar-empresa", "--nome", "Escola Cli Teste", "--admin", email);
    expect(criada.err).toBe("");
    expect(criada.code).toBe(0);
    const id = /\(id ([a-z0-9-]+)\)/.exec(criada.out)?.[1];
    expect(id).toMatch(/^escola-cli-teste-[0-9a-f]{4}$/);
    const empresa = await testDb().collection("empresas").where("id", "==", id).get();
    expect(empresa.docs.map((d) => d.data())).toEqual([{ id, nome: "Escola Cli Teste" }]);
    const links = await testDb().collection("usuarios_empresas").where("idEmpresa", "==", id).get();
    expect(links.docs.map((d) => d.data())).toEqual([expect.objectContaining({ emailUsuario: email, papel: "administrador", idUsuario: expect.any(String) })]);

    const outra = `${uniqueId("sec")}@exemplo.com.br`;
    expect((await admin("convidar", "--empresa", id!, "--email", outra)).code).toBe(0);
    const ruim = await admin("convidar", "--empresa", id!, "--email", outra, "--papel", "dono");
    expect(ruim.code).toBe(1);
    expect(ruim.err).toContain("Papel inválido.");
    const lista = await admin("listar-membros", "--empresa", id!);
    expect(lista.code).toBe(0);
    expect(lista.out).toContain("2 membros");
    expect(lista.out).toMatch(new RegExp(`Administrador\\s+${email}`));
    expect(lista.out).toMatch(new RegExp(`Secretaria\\s+${outra}`));
    expect((await admin("listar-membros", "--empresa", "nao-existe")).err).toContain("Empresa não encontrada: nao-existe.");
  }, 90_000);

  it("reindexes names written by other tools, idempotently", async () => {
    const idEmpresa = uniqueId("emp");
    await testDb().collection("empresas").add({ id: idEmpresa, nome: "Reindexação" });
    const ref = await testDb().collection("alunos").add({ idEmpresa, nome: "José da Conceição", nomeOrdem: "x", busca: [] });
    const primeira = await admin("reindexar", "--empresa", idEmpresa);
    expect(primeira.code).toBe(0);
    expect(primeira.out).toContain("alunos: 1 documentos lidos, 1 atualizados.");
    const doc = (await ref.get()).data()!;
    expect(doc.nomeOrdem).toMatch(/^jose da conceicao/);
    expect(doc.busca).toEqual(expect.arrayContaining(["jose", "conceicao"]));
    expect(doc.nomeChave).toBe("jose da conceicao");
    expect((await admin("reindexar", "--empresa", idEmpresa)).out).toContain("alunos: 1 documentos lidos, 0 atualizados.");
    // A student stored before the duplicate check's key (issue 43) gets it.
    await ref.update({ nomeChave: FieldValue.delete() });
    expect((await admin("reindexar", "--empresa", idEmpresa)).out).toContain("alunos: 1 documentos lidos, 1 atualizados.");
    expect((await ref.get()).get("nomeChave")).toBe("jose da conceicao");
    // A nome social (issue 43): the search finds either name, the order is the name shown; the duplicate key stays the civil name's.
    await ref.update({ nomeSocial: "Bia Conceição" });
    expect((await admin("reindexar", "--empresa", idEmpresa)).out).toContain("alunos: 1 documentos lidos, 1 atualizados.");
    const social = (await ref.get()).data()!;
    expect(social.busca).toEqual(expect.arrayContaining(["jose", "bia", "bia conceicao"]));
    expect(social.busca).not.toContain("bia jose");
    expect(social.nomeOrdem).toMatch(/^bia conceicao/);
    expect(social.nomeChave).toBe("jose da conceicao");
    expect((await admin("reindexar", "--empresa", idEmpresa)).out).toContain("alunos: 1 documentos lidos, 0 atualizados.");
  }, 60_000);
});
