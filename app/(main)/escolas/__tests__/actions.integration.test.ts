import { alterarSituacaoEscolaAction, atualizarEscolaAction, criarEscolaAction } from "@/app/(main)/escolas/actions";
import { FLASH_COOKIE_NAME } from "@/lib/infra/flash";
import { actionTexts, escolaTexts } from "@/lib/messages";
import type { Papel } from "@/lib/empresas/papeis";
import { createEmpresas, testDb } from "@/test/support/firebase";
import { cookieJar } from "@/test/support/request-cookies";
import { form, formDeCriacao, run } from "@/test/support/form-actions";

import { membroConectado, prepararTestesDeAcoes } from "@/test/support/acoes";

jest.mock("next/headers", () => jest.requireActual("@/test/support/request-cookies").nextHeadersMock);

prepararTestesDeAcoes();

/** A signed-in user working in a new company with the given role (no role: an old link). */
const membro = async (papel?: Papel) => membroConectado("Empresa das Escolas", papel);

const escolasDa = async (idEmpresa: string) => (await testDb().collection("escolas").where("idEmpresa", "==", idEmpresa).get()).docs.map((d) => d.data());

describe("criarEscolaAction", () => {
  it.each([
    ["an administrador", "administrador"],
    ["a secretaria", "secretaria"],
    ["a link without papel", undefined],
  ] as const)("lets %s create, then goes to the list with the message", async (_who, papel) => {
    const { idEmpresa } = await membro(papel);
    const result = await run(criarEscolaAction, formDeCriacao({ nome: "  Escola   Nova  ", codigoInep: "35000001", uf: "sp", telefone: "(11) 93456-7890" }));
    expect(result.redirect).toBe("/escolas");
    expect(cookieJar.value(FLASH_COOKIE_NAME)).toBe("escolaCadastrada");
    expect(await escolasDa(idEmpresa)).toEqual([
      expect.objectContaining({ nome: "Escola Nova", codigoInep: "35000001", uf: "SP", telefone: "11934567890", ativa: true }),
    ]);
  });

  it("refuses a consulta user's forged request, and writes nothing", async () => {
    const { idEmpresa } = await membro("consulta");
    const result = await run(criarEscolaAction, formDeCriacao({ nome: "Escola Proibida" }));
    expect(result.state?.message).toBe(actionTexts.semPermissao);
    expect(await escolasDa(idEmpresa)).toEqual([]);
  });

  it("refuses without a session", async () => {
    const result = await run(criarEscolaAction, formDeCriacao({ nome: "Escola Anônima" }));
    expect(result.state?.message).toBe(actionTexts.sessaoExpirada);
  });

  it("refuses an idEmpresa in the form (issue 41: a field it does not know): no school anywhere; without it, the session's company", async () => {
    const { idEmpresa } = await membro("secretaria");
    const [outra] = await createEmpresas(["Outra Empresa"]);
    expect((await run(criarEscolaAction, formDeCriacao({ nome: "Escola Certa", idEmpresa: outra!.id }))).state?.message).toBe(actionTexts.formularioInvalido);
    expect(await escolasDa(idEmpresa)).toEqual([]);
    expect(await escolasDa(outra!.id)).toEqual([]);
    await run(criarEscolaAction, formDeCriacao({ nome: "Escola Certa" }));
    expect(await escolasDa(idEmpresa)).toHaveLength(1);
    expect(await escolasDa(outra!.id)).toEqual([]);
  });

  it("answers each bad field next to it, keeps what was typed, and saves nothing", async () => {
    const { idEmpresa } = await membro("secretaria");
    const typed = { nome: "ab", codigoInep: "0123", municipio: "x".repeat(81), uf: "XX", telefone: "123" };
    const result = await run(criarEscolaAction, formDeCriacao(typed));
    expect(result.state?.fieldErrors).toEqual({
      nome: escolaTexts.erros.nomeTamanho,
      codigoInep: escolaTexts.erros.inep,
      municipio: escolaTexts.erros.municipio,
      uf: escolaTexts.erros.uf,
      telefone: escolaTexts.erros.telefone,
    });
    expect(result.state?.values).toEqual(typed);
    expect((await run(criarEscolaAction, formDeCriacao({ nome: "   " }))).state?.fieldErrors).toEqual({ nome: escolaTexts.erros.nomeObrigatorio });
    expect(await escolasDa(idEmpresa)).toEqual([]);
  });

  it("answers a name already used in the municipality next to Nome, keeps what was typed, and saves nothing more", async () => {
    const { idEmpresa } = await membro("secretaria");
    expect((await run(criarEscolaAction, formDeCriacao({ nome: "Escola Única", municipio: "Joinville" }))).redirect).toBe("/escolas");
    const typed = { nome: "escola unica", municipio: "JOINVILLE", uf: "SC" };
    const result = await run(criarEscolaAction, formDeCriacao(typed));
    expect(result.state?.fieldErrors).toEqual({ nome: escolaTexts.erros.nomeDuplicado });
    expect(result.state?.values).toMatchObject(typed);
    expect((await run(criarEscolaAction, formDeCriacao({ ...typed, municipio: "Blumenau" }))).redirect).toBe("/escolas");
    expect((await escolasDa(idEmpresa)).map((e) => `${e.nome}/${e.municipio}`).sort()).toEqual(["Escola Única/Joinville", "escola unica/Blumenau"]);
  });

  it("survives hostile input: huge strings, files, no form at all; script in a name is stored as text", async () => {
    const { idEmpresa } = await membro("administrador");
    expect((await run(criarEscolaAction, formDeCriacao({ nome: "x".repeat(200_000) }))).state?.fieldErrors.nome).toBe(escolaTexts.erros.nomeTamanho);
    expect((await run(criarEscolaAction, formDeCriacao({ nome: new Blob(["x"]) }))).state?.fieldErrors.nome).toBe(escolaTexts.erros.nomeObrigatorio);
    expect((await run(criarEscolaAction, { nome: "objeto" })).state?.message).toBe(actionTexts.requisicaoInvalida);
    expect((await run(criarEscolaAction, null)).state?.message).toBe(actionTexts.requisicaoInvalida);
    await run(criarEscolaAction, formDeCriacao({ nome: '<script>alert("x")</script> Escola' }));
    expect(await escolasDa(idEmpresa)).toEqual([expect.objectContaining({ nome: '<script>alert("x")</script> Escola' })]);
  });
});

describe("atualizarEscolaAction and desativarEscolaAction", () => {
  it("refuses another company's school as not found, and changes nothing", async () => {
    const dono = await membro("administrador");
    await run(criarEscolaAction, formDeCriacao({ nome: "Escola do Dono" }));
    const [alheia] = (await testDb().collection("escolas").where("idEmpresa", "==", dono.idEmpresa).get()).docs;
    cookieJar.clear();
    await membro("administrador");
    const update = await run(atualizarEscolaAction, form({ id: alheia!.id, versao: "1", nome: "Tomada" }));
    expect(update.state?.message).toBe(escolaTexts.naoEncontrada);
    const desativar = await run(alterarSituacaoEscolaAction, form({ id: alheia!.id, ativa: "false" }));
    expect(desativar.state?.message).toBe(escolaTexts.naoEncontrada);
    expect((await alheia!.ref.get()).data()).toMatchObject({ nome: "Escola do Dono", ativa: true, versao: 1 });
  });

  it("refuses a consulta user's forged update and deactivation", async () => {
    const admin = await membro("administrador");
    await run(criarEscolaAction, formDeCriacao({ nome: "Escola Guardada" }));
    const [doc] = (await testDb().collection("escolas").where("idEmpresa", "==", admin.idEmpresa).get()).docs;
    await testDb().collection("usuarios_empresas").where("idUsuario", "==", admin.user.uid).get().then((s) => Promise.all(s.docs.map((d) => d.ref.update({ papel: "consulta" }))));
    // Demoted: the next request already has the new role.
    expect((await run(atualizarEscolaAction, form({ id: doc!.id, versao: "1", nome: "Mudada" }))).state?.message).toBe(actionTexts.semPermissao);
    expect((await run(alterarSituacaoEscolaAction, form({ id: doc!.id, ativa: "false" }))).state?.message).toBe(actionTexts.semPermissao);
    expect((await doc!.ref.get()).data()).toMatchObject({ nome: "Escola Guardada", ativa: true });
  });

  it("refuses an edit into another school's name in its municipality, next to Nome", async () => {
    const { idEmpresa } = await membro("secretaria");
    await run(criarEscolaAction, formDeCriacao({ nome: "Escola Primeira", municipio: "Itajaí" }));
    await run(criarEscolaAction, formDeCriacao({ nome: "Escola Segunda", municipio: "Itajaí" }));
    const segunda = (await testDb().collection("escolas").where("idEmpresa", "==", idEmpresa).where("nome", "==", "Escola Segunda").get()).docs[0]!;
    const result = await run(atualizarEscolaAction, form({ id: segunda.id, versao: "1", nome: "ESCOLA PRIMEIRA", municipio: "itajai" }));
    expect(result.state?.fieldErrors).toEqual({ nome: escolaTexts.erros.nomeDuplicado });
    expect((await segunda.ref.get()).data()).toMatchObject({ nome: "Escola Segunda", versao: 1 });
  });

  it("says a stale form was changed by someone else", async () => {
    const { idEmpresa } = await membro("secretaria");
    await run(criarEscolaAction, formDeCriacao({ nome: "Escola Versionada" }));
    const [doc] = (await testDb().collection("escolas").where("idEmpresa", "==", idEmpresa).get()).docs;
    expect((await run(atualizarEscolaAction, form({ id: doc!.id, versao: "1", nome: "Primeira" }))).redirect).toBe(`/escolas/${doc!.id}`); // back to the sheet
    const stale = await run(atualizarEscolaAction, form({ id: doc!.id, versao: "1", nome: "Segunda" }));
    expect(stale.state?.message).toBe(escolaTexts.erros.alteradaPorOutro);
    expect((await doc!.ref.get()).get("nome")).toBe("Primeira");
  });
});
