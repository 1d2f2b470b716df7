import { z } from "zod";
import { acao, ActionError, falhaDita, formAction } from "@/lib/infra/actions/guard";
import { DeadlineError } from "@/lib/infra/deadline";
import { actionTexts } from "@/lib/messages";
import { createUser } from "@/test/support/firebase";
import { form, run } from "@/test/support/form-actions";
import { signInForTest } from "@/test/support/sign-in";
import { membroConectado, prepararTestesDeAcoes } from "@/test/support/acoes";

// The guard's chain for actions that are not forms (acao), and formAction over the same chain:
// session, current company, role, input, then the work, each refusal in its own words.

jest.mock("next/headers", () => jest.requireActual("@/test/support/request-cookies").nextHeadersMock);
// (Outside a Next request there is no page to revalidate.)
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));

prepararTestesDeAcoes();

const idSchema = z.string().min(1).max(10);

/** An action for writers that answers what it was given, and counts its runs. */
function acaoDeEscrita(extra: { invalida?: string; falha?: (error: unknown) => string } = {}) {
  const work = jest.fn(async (ctx: { empresa: { id: string }; papel: string }, id: string) => ({ id, idEmpresa: ctx.empresa.id, papel: ctx.papel }));
  return { work, action: acao({ name: "teste.escrever", permissao: "escrever", schema: idSchema, ...extra }, work) };
}

describe("acao at a company's level", () => {
  it("answers the work's own data, with the company and role from the server", async () => {
    const { idEmpresa } = await membroConectado("Empresa do Guarda", "secretaria");
    const { action } = acaoDeEscrita();
    expect(await action("abc")).toEqual({ id: "abc", idEmpresa, papel: "secretaria" });
  });

  it("refuses an expired session, a person without a current company, and a role without the permission, before the work", async () => {
    const { action, work } = acaoDeEscrita();
    expect(await action("abc")).toEqual({ erro: actionTexts.sessaoExpirada });

    await signInForTest(await createUser());
    expect(await action("abc")).toEqual({ erro: actionTexts.semEmpresa });

    await membroConectado("Empresa de Consulta", "consulta");
    expect(await action("abc")).toEqual({ erro: actionTexts.semPermissao });
    expect(console.warn).toHaveBeenCalledWith("[acao] refused: role lacks permission", expect.objectContaining({ papel: "consulta", what: "teste.escrever" }));
    expect(work).not.toHaveBeenCalled();
  });

  it("refuses input that fails its schema, in the action's words when it has some", async () => {
    await membroConectado("Empresa da Entrada", "administrador");
    const { action, work } = acaoDeEscrita();
    expect(await action({ id: "abc" })).toEqual({ erro: actionTexts.requisicaoInvalida });
    expect(await action("x".repeat(11))).toEqual({ erro: actionTexts.requisicaoInvalida });
    expect(await acaoDeEscrita({ invalida: "Aluno não encontrado." }).action(42)).toEqual({ erro: "Aluno não encontrado." });
    expect(work).not.toHaveBeenCalled();
  });

  it("reads only the named fields of a FormData, refuses a field it does not know (issue 41), and anything else", async () => {
    await membroConectado("Empresa do Formulário", "secretaria");
    const work = jest.fn(async (_ctx: unknown, input: { nome: string }) => input);
    const action = acao({ name: "teste.campos", permissao: "ler", fields: ["nome"], schema: z.object({ nome: z.string() }).strict() }, work);
    expect(await action(form({ nome: "Ana", $ACTION_KEY: "k1", $ACTION_ID_abc: "" }))).toEqual({ nome: "Ana" });
    expect(await action(form({ nome: "Ana", idEmpresa: "forjada" }))).toEqual({ erro: actionTexts.formularioInvalido });
    expect(await action({ nome: "Ana" })).toEqual({ erro: actionTexts.requisicaoInvalida });
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("says a refusal of the work in its words, a dependency's deadline and anything else in plain sentences (logged)", async () => {
    await membroConectado("Empresa das Falhas", "secretaria");
    const falhando = (error: Error) => acao({ name: "teste.falha", permissao: "ler" }, async () => Promise.reject(error));
    expect(await falhando(new ActionError("Escola não encontrada."))()).toEqual({ erro: "Escola não encontrada." });
    expect(console.error).not.toHaveBeenCalled();
    expect(await falhando(new DeadlineError("banco"))()).toEqual({ erro: actionTexts.indisponivel });
    expect(await falhando(new Error("boom"))()).toEqual({ erro: actionTexts.erroInesperado });
    expect(console.error).toHaveBeenCalledWith("[acao] teste.falha failed:", expect.any(Error));

    const propria = acao({ name: "teste.propria", permissao: "ler", falha: falhaDita("[teste] own log:", actionTexts.indisponivel) }, async () => Promise.reject(new Error("boom")));
    expect(await propria()).toEqual({ erro: actionTexts.indisponivel });
    expect(console.error).toHaveBeenCalledWith("[teste] own log:", expect.any(Error));
  });

  it("takes no input when it has no schema", async () => {
    await membroConectado("Empresa Sem Entrada", "consulta");
    const action = acao({ name: "teste.semEntrada", permissao: "ler" }, async () => ({ ok: true }));
    expect(await action()).toEqual({ ok: true });
    expect(await action("algo")).toEqual({ erro: actionTexts.requisicaoInvalida });
  });
});

describe("acao at the session's level", () => {
  const sessao = acao({ name: "teste.sessao", permissao: "sessao", sessaoExpirada: "sua sessão expirou." }, async (ctx) => ({ uid: ctx.session.uid, chaves: Object.keys(ctx) }));

  it("lets a signed-in person without a company through, with the session only", async () => {
    const user = await createUser();
    await signInForTest(user);
    expect(await sessao()).toEqual({ uid: user.uid, chaves: ["session"] });
  });

  it("refuses an expired session in the action's words", async () => {
    expect(await sessao()).toEqual({ erro: "sua sessão expirou." });
  });
});

describe("formAction over the same chain", () => {
  const salvar = formAction({ name: "teste.form", permissao: "escrever", schema: z.object({ nome: z.string().min(3, "Nome curto.") }), fields: ["nome"] }, async () => ({
    sucesso: "Salvo.",
    revalidar: "/teste",
  }));

  it("refuses the role, then reads the form field by field", async () => {
    await membroConectado("Empresa do Form", "consulta");
    expect((await run(salvar, form({ nome: "Ana Maria" }))).state).toMatchObject({ message: actionTexts.semPermissao, values: { nome: "Ana Maria" } });
    await membroConectado("Outra Empresa do Form", "secretaria");
    expect((await run(salvar, "não é um formulário")).state?.message).toBe(actionTexts.requisicaoInvalida);
    expect((await run(salvar, form({ nome: "An" }))).state?.fieldErrors).toEqual({ nome: "Nome curto." });
  });

  it("refuses a form with a field the action does not know, keeps what was typed, and never runs the work (issue 41)", async () => {
    const work = jest.fn(async () => ({ sucesso: "Salvo.", revalidar: "/teste" }));
    const comExtra = formAction({ name: "teste.extra", permissao: "escrever", schema: z.object({ nome: z.string() }), fields: ["nome"] }, work);
    await membroConectado("Empresa do Campo Extra", "secretaria");
    expect((await run(comExtra, form({ nome: "Ana Maria", campoExtra: "x" }))).state).toMatchObject({ message: actionTexts.formularioInvalido, fieldErrors: {}, values: { nome: "Ana Maria" } });
    expect(console.warn).toHaveBeenCalledWith("[acao] refused: a form field the action does not know", { what: "teste.extra", campo: "campoExtra" });
    expect(work).not.toHaveBeenCalled();
    // React's own fields of a form rendered on the server are no stranger.
    expect((await run(comExtra, form({ nome: "Ana Maria", "$ACTION_REF_1": "", "$ACTION_1:0": "{}", $ACTION_KEY: "k" }))).state?.sucesso).toBe("Salvo.");
  });
});
