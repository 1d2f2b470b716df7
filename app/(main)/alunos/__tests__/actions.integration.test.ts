import { atualizarAlunoAction, atualizarSecaoDoAlunoAction, criarAlunoAction, excluirAlunoAction, revelarCpfAction, unificarAlunosAction } from "@/app/(main)/alunos/actions";
import { criarEscola } from "@/lib/escolas/escrita";
import { FLASH_COOKIE_NAME, flashText } from "@/lib/infra/flash";
import { anoAtual } from "@/lib/infra/relogio";
import { actionTexts, alunoTexts } from "@/lib/messages";
import type { Papel } from "@/lib/empresas/papeis";
import { createEmpresas, testDb } from "@/test/support/firebase";
import { cookieJar } from "@/test/support/request-cookies";
import { form, formDeCriacao, run } from "@/test/support/form-actions";

import { membroConectado, prepararTestesDeAcoes } from "@/test/support/acoes";

jest.mock("next/headers", () => jest.requireActual("@/test/support/request-cookies").nextHeadersMock);

prepararTestesDeAcoes();

/** A signed-in member of a new company that has one school. */
async function membro(papel: Papel) {
  const { user, idEmpresa, ctx } = await membroConectado("Empresa dos Alunos", papel);
  const idEscola = await criarEscola(ctx, { nome: "Escola dos Testes", telefone: undefined });
  return { user, idEmpresa, idEscola };
}

const alunosDa = async (idEmpresa: string) => (await testDb().collection("alunos").where("idEmpresa", "==", idEmpresa).get()).docs;
const valido = (idEscola: string, extra: Record<string, string> = {}) => ({ nome: "Maria Clara Souza", dataNascimento: "2014-05-20", idEscola, ...extra });

describe("criarAlunoAction", () => {
  it("creates with the next matrícula and says it", async () => {
    const { idEmpresa, idEscola } = await membro("secretaria");
    const result = await run(criarAlunoAction, formDeCriacao(valido(idEscola, { cpf: "529.982.247-25", responsavelTelefone: "(11) 93456-7890" })));
    expect(result.redirect).toMatch(/^\/alunos\/[\w-]+$/); // the new student's sheet
    const matricula = `${anoAtual()}-000001`;
    expect(flashText(cookieJar.value(FLASH_COOKIE_NAME))).toBe(`Aluno cadastrado. Matrícula ${matricula}.`);
    const [doc] = await alunosDa(idEmpresa);
    expect(doc!.data()).toMatchObject({ nome: "Maria Clara Souza", matricula, cpf: "52998224725", responsaveis: [expect.objectContaining({ telefone: "11934567890", legal: true })], situacao: "ativo" });
  });

  it("names a possible duplicate (same name and birth date) before saving; `confirmado=sim` saves it anyway", async () => {
    const { idEmpresa, idEscola } = await membro("secretaria");
    await run(criarAlunoAction, formDeCriacao(valido(idEscola)));
    const [primeira] = await alunosDa(idEmpresa);
    const pedido = formDeCriacao(valido(idEscola, { nome: "MARIA CLARA  SOUZA" }));
    const recusada = await run(criarAlunoAction, pedido);
    expect(recusada.state).toMatchObject({
      message: alunoTexts.confiraDuplicados,
      detalhes: { itens: [{ texto: `Possível aluno já cadastrado: Maria Clara Souza (matrícula ${anoAtual()}-000001)`, href: `/alunos/${primeira!.id}` }], confirmar: "Cadastrar mesmo assim" },
    });
    expect(recusada.state?.values.nome).toBe("MARIA CLARA  SOUZA");
    expect(await alunosDa(idEmpresa)).toHaveLength(1);
    pedido.set("confirmado", "sim");
    expect((await run(criarAlunoAction, pedido)).redirect).toMatch(/^\/alunos\/[\w-]+$/);
    expect(flashText(cookieJar.value(FLASH_COOKIE_NAME))).toBe(`Aluno cadastrado. Matrícula ${anoAtual()}-000002.`);
    expect(await alunosDa(idEmpresa)).toHaveLength(2);
  });

  it("names a possible duplicate by the same name and `Filiação 1` typed on `Novo aluno` (another birth date), before saving", async () => {
    const { idEmpresa, idEscola } = await membro("secretaria");
    const comFiliacao = (extra: Record<string, string>) => formDeCriacao(valido(idEscola, { filiacao: "1", filiacao1: "Rita Souza", ...extra }));
    await run(criarAlunoAction, comFiliacao({}));
    const [primeira] = await alunosDa(idEmpresa);
    expect(primeira!.data()).toMatchObject({ filiacao: "1", filiacao1: "Rita Souza", filiacao1Chave: "rita souza" });
    const recusada = await run(criarAlunoAction, comFiliacao({ dataNascimento: "2015-06-01", filiacao1: "RITA  SOUZA" }));
    expect(recusada.state).toMatchObject({
      message: alunoTexts.confiraDuplicados,
      detalhes: { itens: [{ texto: `Possível aluno já cadastrado: Maria Clara Souza (matrícula ${anoAtual()}-000001)`, href: `/alunos/${primeira!.id}` }] },
    });
    expect(await alunosDa(idEmpresa)).toHaveLength(1);
    // Another Filiação 1 (and another birth date): no question.
    expect((await run(criarAlunoAction, comFiliacao({ dataNascimento: "2015-06-01", filiacao1: "Ana Souza" }))).redirect).toMatch(/^\/alunos\/[\w-]+$/);
    expect(await alunosDa(idEmpresa)).toHaveLength(2);
  });

  it("refuses a consulta user's forged request, and writes nothing", async () => {
    const { idEmpresa, idEscola } = await membro("consulta");
    expect((await run(criarAlunoAction, formDeCriacao(valido(idEscola)))).state?.message).toBe(actionTexts.semPermissao);
    expect(await alunosDa(idEmpresa)).toEqual([]);
  });

  it("answers each bad field next to it and keeps what was typed", async () => {
    const { idEmpresa } = await membro("administrador");
    const typed = { nome: "Jo", dataNascimento: "2099-01-01", idEscola: "", cpf: "123.456.789-00", responsavelTelefone: "99", responsavelEmail: "sem-arroba" };
    const result = await run(criarAlunoAction, formDeCriacao(typed));
    expect(result.state?.fieldErrors).toEqual({
      nome: alunoTexts.erros.nomeTamanho,
      dataNascimento: alunoTexts.erros.dataNascimento,
      idEscola: alunoTexts.erros.escola,
      cpf: alunoTexts.erros.cpf,
      responsavelTelefone: alunoTexts.erros.telefone,
      responsavelEmail: alunoTexts.erros.email,
    });
    expect(result.state?.values).toEqual(typed);
    expect((await run(criarAlunoAction, formDeCriacao({ nome: "", dataNascimento: "1899-12-31", idEscola: "x" }))).state?.fieldErrors).toMatchObject({
      nome: alunoTexts.erros.nomeObrigatorio,
      dataNascimento: alunoTexts.erros.dataNascimento,
    });
    expect(await alunosDa(idEmpresa)).toEqual([]);
  });

  it("refuses another company's school, a duplicate CPF, and hostile input, without a crash", async () => {
    const { idEmpresa, idEscola } = await membro("secretaria");
    const [outra] = await createEmpresas(["Outra"]);
    const alheia = await criarEscola({ session: { uid: "x", email: null, displayName: null, photoURL: null, sid: "s" }, empresa: { id: outra!.id, nome: null }, papel: "administrador" }, { nome: "Escola Alheia", telefone: undefined });
    expect((await run(criarAlunoAction, formDeCriacao(valido(alheia)))).state?.fieldErrors).toEqual({ idEscola: alunoTexts.erros.escola });
    await run(criarAlunoAction, formDeCriacao(valido(idEscola, { cpf: "52998224725" })));
    // The other student's matrícula, to a secretaria (who reads the whole register).
    expect((await run(criarAlunoAction, formDeCriacao(valido(idEscola, { nome: "Outra Pessoa", cpf: "529.982.247-25" })))).state?.fieldErrors).toEqual({
      cpf: `Já existe um aluno com este número de CPF (matrícula ${anoAtual()}-000001).`,
    });
    expect((await run(criarAlunoAction, formDeCriacao(valido(idEscola, { nome: "x".repeat(300_000) })))).state?.fieldErrors.nome).toBe(alunoTexts.erros.nomeTamanho);
    // Fields it does not know (issue 41): the form is refused, no student, no number spent.
    expect((await run(criarAlunoAction, formDeCriacao(valido(idEscola, { idEmpresa: outra!.id, matricula: "1999-999999", nome: "Com Extras" })))).state?.message).toBe(actionTexts.formularioInvalido);
    expect((await alunosDa(idEmpresa)).find((d) => d.get("nome") === "Com Extras")).toBeUndefined();
    expect((await run(criarAlunoAction, formDeCriacao(valido(idEscola, { nome: "Sem Extras" })))).redirect).toMatch(/^\/alunos\/[\w-]+$/);
    const semExtras = (await alunosDa(idEmpresa)).find((d) => d.get("nome") === "Sem Extras");
    expect(semExtras?.get("matricula")).toBe(`${anoAtual()}-000002`);
    expect((await run(criarAlunoAction, "não é um formulário")).state?.message).toBe(actionTexts.requisicaoInvalida);
  });
});

describe("deleting and showing the CPF", () => {
  async function comAluno(papel: Papel) {
    const m = await membro("administrador");
    await run(criarAlunoAction, formDeCriacao(valido(m.idEscola, { cpf: "52998224725" })));
    const [doc] = await alunosDa(m.idEmpresa);
    if (papel !== "administrador") {
      const links = await testDb().collection("usuarios_empresas").where("idUsuario", "==", m.user.uid).get();
      await Promise.all(links.docs.map((d) => d.ref.update({ papel })));
    }
    return { ...m, doc: doc! };
  }

  it("lets only an administrador delete", async () => {
    for (const papel of ["secretaria", "consulta"] as const) {
      const { doc } = await comAluno(papel);
      expect((await run(excluirAlunoAction, form({ id: doc.id }))).state?.message).toBe(actionTexts.semPermissao);
      expect((await doc.ref.get()).exists).toBe(true);
    }
    const { doc } = await comAluno("administrador");
    expect((await run(excluirAlunoAction, form({ id: doc.id }))).redirect).toBe("/alunos");
    expect((await doc.ref.get()).exists).toBe(false);
  });

  it("shows the CPF to administrador and secretaria, not to consulta, nor for another company's student", async () => {
    expect(await revelarCpfAction((await comAluno("administrador")).doc.id)).toEqual({ cpf: "529.982.247-25" });
    expect(await revelarCpfAction((await comAluno("secretaria")).doc.id)).toEqual({ cpf: "529.982.247-25" });
    expect(await revelarCpfAction((await comAluno("consulta")).doc.id)).toEqual({ erro: actionTexts.semPermissao });
    const alheio = (await comAluno("administrador")).doc.id;
    await membro("administrador");
    expect(await revelarCpfAction(alheio)).toEqual({ erro: alunoTexts.naoEncontrado });
    expect(await revelarCpfAction({ id: "objeto" })).toEqual({ erro: alunoTexts.naoEncontrado });
  });

  it("refuses Mostrar CPF to an expired session", async () => {
    const { doc } = await comAluno("administrador");
    cookieJar.clear();
    expect(await revelarCpfAction(doc.id)).toEqual({ erro: actionTexts.sessaoExpirada });
  });

  it("records each Mostrar CPF in the company's activity (who, when, whose), never the number", async () => {
    const { doc, idEmpresa, user } = await comAluno("secretaria");
    const antes = Date.now();
    expect(await revelarCpfAction(doc.id)).toEqual({ cpf: "529.982.247-25" });
    expect(await revelarCpfAction(doc.id)).toEqual({ cpf: "529.982.247-25" });
    const entradas = (await testDb().collection("atividades").where("idEmpresa", "==", idEmpresa).where("tipo", "==", "aluno.cpfMostrado").get()).docs.map((d) => d.data());
    expect(entradas).toHaveLength(2);
    for (const e of entradas) {
      expect(e).toMatchObject({ por: user.uid, alvo: { id: doc.id, nome: "Maria Clara Souza" }, painel: true });
      expect(e.em.toMillis()).toBeGreaterThanOrEqual(antes - 1000);
    }
    // The random ids (company, user, student) are left out: "emp-5293b821" is not a CPF fragment.
    const semIds = entradas.map((e) => ({ ...e, idEmpresa: null, por: null, alvo: { ...e.alvo, id: null } }));
    expect(JSON.stringify(semIds)).not.toMatch(/529|247-25|52998224725/);
    // A refusal shows nothing and records nothing.
    const consulta = await comAluno("consulta");
    await revelarCpfAction(consulta.doc.id);
    expect((await testDb().collection("atividades").where("idEmpresa", "==", consulta.idEmpresa).where("tipo", "==", "aluno.cpfMostrado").get()).size).toBe(0);
  });

  it("says a stale edit was made by someone else", async () => {
    const { doc, idEscola } = await comAluno("administrador");
    const edit = (nome: string) => form({ ...valido(idEscola, { nome }), id: doc.id, versao: "1", situacao: "ativo", cpf: "***.982.247-**" });
    expect((await run(atualizarAlunoAction, edit("Primeira Versão"))).redirect).toBe(`/alunos/${doc.id}`); // back to the sheet
    expect((await run(atualizarAlunoAction, edit("Segunda Versão"))).state?.message).toBe(alunoTexts.erros.alteradoPorOutro);
    expect((await doc.ref.get()).data()).toMatchObject({ nome: "Primeira Versão", cpf: "52998224725" });
  });
});

describe("atualizarSecaoDoAlunoAction, Filiação e responsáveis (issue 43)", () => {
  it("saves the list; a list of 1,000 entries, or a minor without a responsável legal, gets a Portuguese message and nothing is written", async () => {
    const m = await membro("secretaria");
    await run(criarAlunoAction, formDeCriacao(valido(m.idEscola)));
    const [doc] = await alunosDa(m.idEmpresa);
    if (!doc) throw new Error("no student");
    const secao = (responsaveis: unknown[]) => form({ id: doc.id, versao: "1", secao: "responsavel", filiacao: "1", filiacao1: "Maria Souza", responsaveis: JSON.stringify(responsaveis) });
    const maria = { nome: "Maria Souza", parentesco: "mae", cpf: "", telefone: "(11) 93456-7890", email: "", legal: true, buscar: false, moraJunto: true };
    const mil = await run(atualizarSecaoDoAlunoAction, secao(Array.from({ length: 1000 }, () => maria)));
    expect(mil.state?.fieldErrors).toEqual({ responsaveis: "Informe no máximo 10 responsáveis." });
    const semLegal = await run(atualizarSecaoDoAlunoAction, secao([{ ...maria, legal: false }]));
    expect(semLegal.state?.fieldErrors).toEqual({ responsaveis: "Informe ao menos um responsável legal: o aluno é menor de 18 anos." });
    expect((await doc.ref.get()).get("versao")).toBe(1);
    expect((await run(atualizarSecaoDoAlunoAction, secao([maria]))).redirect).toBe(`/alunos/${doc.id}`);
    expect((await doc.ref.get()).data()).toMatchObject({ filiacao1: "Maria Souza", responsaveis: [{ ...maria, cpf: null, telefone: "11934567890", email: null }] });
  });
});

describe("unificarAlunosAction", () => {
  it("is for administradores only; unifies and lands on the staying student's sheet; a forged field is refused", async () => {
    const sec = await membro("secretaria");
    await run(criarAlunoAction, formDeCriacao(valido(sec.idEscola)));
    await run(criarAlunoAction, formDeCriacao(valido(sec.idEscola, { nome: "Maria Clara Souza Dois" })));
    const [a, b] = await alunosDa(sec.idEmpresa);
    expect((await run(unificarAlunosAction, form({ fica: a!.id, sai: b!.id }))).state?.message).toBe(actionTexts.semPermissao);

    const adm = await membro("administrador");
    await run(criarAlunoAction, formDeCriacao(valido(adm.idEscola)));
    await run(criarAlunoAction, formDeCriacao(valido(adm.idEscola, { nome: "Maria Clara Souza Dois" })));
    const [x, y] = (await alunosDa(adm.idEmpresa)).sort((p, q) => String(p.get("matricula")).localeCompare(String(q.get("matricula"))));
    // Another company's student is not found; an unknown field refuses the form.
    expect((await run(unificarAlunosAction, form({ fica: x!.id, sai: a!.id }))).state?.message).toBe(alunoTexts.naoEncontrado);
    expect((await run(unificarAlunosAction, form({ fica: x!.id, sai: y!.id, idEmpresa: sec.idEmpresa }))).state?.message).toBe(actionTexts.formularioInvalido);
    const feito = await run(unificarAlunosAction, form({ fica: x!.id, sai: y!.id, escolha_nome: "sai", escolha_cpf: "<script>" }));
    expect(feito.redirect).toBe(`/alunos/${x!.id}`);
    expect(flashText(cookieJar.value(FLASH_COOKIE_NAME))).toBe("Alunos unificados.");
    const [unico] = await alunosDa(adm.idEmpresa);
    expect(unico!.data()).toMatchObject({ nome: "Maria Clara Souza Dois", matriculasUnificadas: [`${anoAtual()}-000002`] });
  });
});
