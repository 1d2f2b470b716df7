import { ActionError } from "@/lib/infra/actions/guard";
import { atividadeRecente } from "@/lib/atividades/dados";
import { renomearEmpresa } from "@/lib/empresas/escrita";
import { empresaInput } from "@/lib/empresas/schema";
import { fetchEmpresas } from "@/lib/empresas/dados";
import { configTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { closeTestApp, createEmpresas, readAtividades, testDb, uniqueId } from "@/test/support/firebase";

// The company's name: the `empresas` document whose `id` field is the company's id.

afterAll(closeTestApp);

const ERRO_NOME = "O nome da empresa deve ter entre 3 e 120 caracteres.";

const contexto = (empresa: { id: string; nome: string | null }): ShellContext => ({
  session: { uid: uniqueId("u"), email: "admin@teste.escola", displayName: "Admin Teste", photoURL: null, sid: "s" },
  empresa,
  papel: "administrador",
});

describe("empresaInput", () => {
  const nome = (valor: string) => empresaInput.safeParse({ nome: valor });

  it("refuses 2 and 121 characters", () => {
    for (const valor of ["ab", "a".repeat(121), "   ", "  ab  "]) {
      const result = nome(valor);
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((i) => i.message)).toEqual([ERRO_NOME]);
    }
    expect(configTexts.empresa.erros.nome).toBe(ERRO_NOME);
  });

  it("accepts 3 and 120 characters, spaces tidied", () => {
    expect(nome("abc").data).toEqual({ nome: "abc" });
    expect(nome("a".repeat(120)).data).toEqual({ nome: "a".repeat(120) });
    expect(nome("  Escola   Nova  ").data).toEqual({ nome: "Escola Nova" });
  });

  it("refuses a missing or non-text name", () => {
    expect(empresaInput.safeParse({}).error!.issues[0]!.message).toBe(ERRO_NOME);
    expect(empresaInput.safeParse({ nome: 42 }).error!.issues[0]!.message).toBe(ERRO_NOME);
  });
});

describe("renomearEmpresa", () => {
  it("renames the company's document (found by its id field) and records it", async () => {
    const [empresa, outra] = await createEmpresas(["Escola Antiga", "Outra Escola"]);
    const ctx = contexto(empresa!);

    await renomearEmpresa(ctx, "Escola Renovada");

    expect((await testDb().doc(`empresas/doc-${empresa!.id}`).get()).data()).toEqual({ id: empresa!.id, nome: "Escola Renovada" });
    expect((await testDb().doc(`empresas/doc-${outra!.id}`).get()).get("nome")).toBe("Outra Escola");
    // The top bar and the picker read it from there.
    expect(await fetchEmpresas([empresa!.id])).toEqual([{ id: empresa!.id, nome: "Escola Renovada" }]);

    expect(await readAtividades(empresa!.id)).toEqual([
      expect.objectContaining({
        idEmpresa: empresa!.id,
        tipo: "empresa.atualizada",
        por: ctx.session.uid,
        porNome: "Admin Teste",
        alvo: { colecao: "empresas", id: empresa!.id, nome: "Escola Renovada" },
        mudancas: [{ campo: "nome", de: "Escola Antiga", para: "Escola Renovada" }],
        painel: true,
      }),
    ]);
    expect((await atividadeRecente(ctx)).map((e) => e.tipo)).toEqual(["empresa.atualizada"]);
  });

  it("names a company that had no name", async () => {
    const [empresa] = await createEmpresas([null]);
    await renomearEmpresa(contexto(empresa!), "Primeiro Nome");
    expect(await fetchEmpresas([empresa!.id])).toEqual([{ id: empresa!.id, nome: "Primeiro Nome" }]);
    expect(await readAtividades(empresa!.id)).toEqual([expect.objectContaining({ mudancas: [{ campo: "nome", de: null, para: "Primeiro Nome" }] })]);
  });

  it("records nothing when the name is the same", async () => {
    const [empresa] = await createEmpresas(["Mesmo Nome"]);
    await renomearEmpresa(contexto(empresa!), "Mesmo Nome");
    expect(await readAtividades(empresa!.id)).toEqual([]);
  });

  it("refuses a company that does not exist", async () => {
    const error = await renomearEmpresa(contexto({ id: uniqueId("emp"), nome: null }), "Qualquer Nome").then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(ActionError);
    expect((error as ActionError).message).toBe(configTexts.empresa.erros.naoEncontrada);
  });
});
