import { after } from "next/server";
import { salvarRegrasAction } from "@/app/(main)/configuracoes/actions";
import { regrasDaEmpresa } from "@/lib/empresas/regras-de-avaliacao";
import { actionTexts, configTexts } from "@/lib/messages";
import type { Papel } from "@/lib/empresas/papeis";
import { REGRAS_PADRAO } from "@/lib/regras/regras-de-avaliacao";
import { readAtividades, testDb } from "@/test/support/firebase";
import { cookieJar } from "@/test/support/request-cookies";
import { form, run } from "@/test/support/form-actions";
import { membroConectado, prepararTestesDeAcoes } from "@/test/support/acoes";

// `Regras de avaliação` in Configurações: only an administrador saves them, in the session's
// company; a bad field is answered next to it and nothing is written.

jest.mock("next/headers", () => jest.requireActual("@/test/support/request-cookies").nextHeadersMock);
// (Outside a Next request there is no page to revalidate.)
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
// Outside Next's request scope `after` throws: the recount a new minimum starts is only recorded here
// (lib/chamadas/__tests__/recontagem.integration.test.ts runs it).
jest.mock("next/server", () => ({ ...jest.requireActual("next/server"), after: jest.fn() }));

prepararTestesDeAcoes();

const membro = (papel?: Papel) => membroConectado("Empresa das Regras", papel);
const regrasGuardadas = async (idEmpresa: string) => (await testDb().doc(`regras_de_avaliacao/${idEmpresa}`).get()).data();
const novas = { mediaParaAprovacao: "7,0", frequenciaMinima: "80", recuperacaoFinal: "nao", anosIniciais: "notas" };

describe("salvarRegrasAction", () => {
  it("an administrador saves them: 'Regras de avaliação salvas.', and they are read back", async () => {
    const { idEmpresa } = await membro("administrador");
    expect(await regrasDaEmpresa(idEmpresa)).toEqual(REGRAS_PADRAO);
    jest.mocked(after).mockClear();
    const { state } = await run(salvarRegrasAction, form(novas));
    expect(state).toMatchObject({ message: null, sucesso: "Regras de avaliação salvas.", fieldErrors: {} });
    expect(configTexts.regras.salvas).toBe("Regras de avaliação salvas.");
    expect(await regrasDaEmpresa(idEmpresa)).toEqual({ mediaParaAprovacao: 70, frequenciaMinima: 80, recuperacaoFinal: false, anosIniciaisPorParecer: false });
    expect(await readAtividades(idEmpresa)).toHaveLength(1);
    // A new `Frequência mínima`: the recount of the stored flags runs after the response.
    expect(after).toHaveBeenCalledTimes(1);
    expect((await testDb().doc(`recontagens/${idEmpresa}`).get()).get("estado")).toBe("recalculando");

    // The same rules again: saved, nothing more recorded, no recount.
    expect((await run(salvarRegrasAction, form({ ...novas, frequenciaMinima: "80%" }))).state?.sucesso).toBe("Regras de avaliação salvas.");
    expect(await readAtividades(idEmpresa)).toHaveLength(1);
    expect(after).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["mediaParaAprovacao", "10,01", "Informe a média de 0 a 10, com até uma casa decimal."],
    ["mediaParaAprovacao", "-1", "Informe a média de 0 a 10, com até uma casa decimal."],
    ["mediaParaAprovacao", "7.55", "Informe a média de 0 a 10, com até uma casa decimal."],
    ["mediaParaAprovacao", "abc", "Informe a média de 0 a 10, com até uma casa decimal."],
    ["mediaParaAprovacao", "", "Informe a média de 0 a 10, com até uma casa decimal."],
    ["mediaParaAprovacao", "7".repeat(10_000), "Informe a média de 0 a 10, com até uma casa decimal."],
    ["frequenciaMinima", "101", "Informe a frequência mínima de 75 a 100%."],
    ["frequenciaMinima", "-1", "Informe a frequência mínima de 75 a 100%."],
    ["frequenciaMinima", "75,5", "Informe a frequência mínima de 75 a 100%."],
    ["frequenciaMinima", "abc", "Informe a frequência mínima de 75 a 100%."],
    ["frequenciaMinima", "", "Informe a frequência mínima de 75 a 100%."],
    ["frequenciaMinima", "7".repeat(10_000), "Informe a frequência mínima de 75 a 100%."],
    // Issue 42: the law's floor (LDB art. 24, VI).
    ["frequenciaMinima", "74", "A frequência mínima não pode ser menor que 75%."],
    ["frequenciaMinima", "60%", "A frequência mínima não pode ser menor que 75%."],
    ["frequenciaMinima", "0", "A frequência mínima não pode ser menor que 75%."],
    ["recuperacaoFinal", "talvez", "Escolha se há recuperação final."],
    ["recuperacaoFinal", "", "Escolha se há recuperação final."],
    ["recuperacaoFinal", "s".repeat(10_000), "Escolha se há recuperação final."],
    ["anosIniciais", "talvez", "Escolha como o 1º ao 3º ano são avaliados."],
    ["anosIniciais", "", "Escolha como o 1º ao 3º ano são avaliados."],
  ])("refuses %s %j next to the field, keeps what was typed, and writes nothing", async (campo, valor, mensagem) => {
    const { idEmpresa } = await membro("administrador");
    const typed = { ...novas, [campo]: valor };
    const { state } = await run(salvarRegrasAction, form(typed));
    expect(state?.message).toBeNull();
    expect(state?.fieldErrors).toEqual({ [campo]: mensagem });
    expect(state?.values[campo]).toBe(valor.slice(0, 500));
    expect(await regrasGuardadas(idEmpresa)).toBeUndefined();
    expect(await readAtividades(idEmpresa)).toEqual([]);
  });

  it("answers a missing choice of `Recuperação final` and all bad fields at once", async () => {
    const { idEmpresa } = await membro("administrador");
    expect((await run(salvarRegrasAction, form({ mediaParaAprovacao: "7,0", frequenciaMinima: "80", anosIniciais: "notas" }))).state?.fieldErrors).toEqual({
      recuperacaoFinal: "Escolha se há recuperação final.",
    });
    expect((await run(salvarRegrasAction, form({}))).state?.fieldErrors).toEqual({
      mediaParaAprovacao: "Informe a média de 0 a 10, com até uma casa decimal.",
      frequenciaMinima: "Informe a frequência mínima de 75 a 100%.",
      recuperacaoFinal: "Escolha se há recuperação final.",
      anosIniciais: "Escolha como o 1º ao 3º ano são avaliados.",
    });
    expect(await regrasGuardadas(idEmpresa)).toBeUndefined();
  });

  it("`Avaliação do 1º ao 3º ano` (issue 41): `Parecer descritivo` is saved and recorded; rules saved before it read as grades", async () => {
    const { idEmpresa } = await membro("administrador");
    await testDb().doc(`regras_de_avaliacao/${idEmpresa}`).set({ idEmpresa, mediaParaAprovacao: 70, frequenciaMinima: 80, recuperacaoFinal: false });
    expect(await regrasDaEmpresa(idEmpresa)).toMatchObject({ anosIniciaisPorParecer: false });
    expect((await run(salvarRegrasAction, form({ ...novas, anosIniciais: "parecer" }))).state?.sucesso).toBe("Regras de avaliação salvas.");
    expect(await regrasGuardadas(idEmpresa)).toMatchObject({ anosIniciaisPorParecer: true });
    const [atividade] = await readAtividades(idEmpresa);
    expect(atividade?.mudancas).toEqual([{ campo: "anosIniciaisPorParecer", de: "Notas", para: "Parecer descritivo" }]);
  });

  it("survives hostile input: a file, no form at all", async () => {
    const { idEmpresa } = await membro("administrador");
    expect((await run(salvarRegrasAction, form({ ...novas, mediaParaAprovacao: new Blob(["7,0"]) }))).state?.fieldErrors).toEqual({
      mediaParaAprovacao: "Informe a média de 0 a 10, com até uma casa decimal.",
    });
    expect((await run(salvarRegrasAction, novas)).state?.message).toBe(actionTexts.requisicaoInvalida);
    expect((await run(salvarRegrasAction, null)).state?.message).toBe(actionTexts.requisicaoInvalida);
    expect(await regrasGuardadas(idEmpresa)).toBeUndefined();
  });

  it.each(["secretaria", "consulta", "professor", undefined] as const)("refuses a forged request by %s and writes nothing", async (papel) => {
    const { idEmpresa } = await membro(papel);
    const { state } = await run(salvarRegrasAction, form(novas));
    expect(state?.message).toBe("Você não tem permissão para esta ação.");
    expect(actionTexts.semPermissao).toBe("Você não tem permissão para esta ação.");
    expect(await regrasGuardadas(idEmpresa)).toBeUndefined();
    expect(await readAtividades(idEmpresa)).toEqual([]);
  });

  it("refuses without a session", async () => {
    expect((await run(salvarRegrasAction, form(novas))).state?.message).toBe(actionTexts.sessaoExpirada);
  });

  it("refuses an idEmpresa in the form (issue 41): no company's rules change; without it, only the session's company changes", async () => {
    const outra = await membro("administrador");
    await run(salvarRegrasAction, form({ mediaParaAprovacao: "5,0", frequenciaMinima: "90", recuperacaoFinal: "sim", anosIniciais: "notas" }));
    const antes = await regrasGuardadas(outra.idEmpresa);
    expect(antes).toMatchObject({ mediaParaAprovacao: 50, frequenciaMinima: 90, recuperacaoFinal: true });

    cookieJar.clear();
    const { idEmpresa } = await membro("administrador");
    expect((await run(salvarRegrasAction, form({ ...novas, idEmpresa: outra.idEmpresa }))).state?.message).toBe(actionTexts.formularioInvalido);
    expect(await regrasGuardadas(idEmpresa)).toBeUndefined();
    expect(await regrasGuardadas(outra.idEmpresa)).toEqual(antes);
    expect((await run(salvarRegrasAction, form(novas))).state?.sucesso).toBe("Regras de avaliação salvas.");
    expect(await regrasDaEmpresa(idEmpresa)).toEqual({ mediaParaAprovacao: 70, frequenciaMinima: 80, recuperacaoFinal: false, anosIniciaisPorParecer: false });
    expect(await regrasGuardadas(outra.idEmpresa)).toEqual(antes);
    expect(await readAtividades(outra.idEmpresa)).toHaveLength(1);
  });
});
