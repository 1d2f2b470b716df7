// Issue 43: `Editar` per section of the student's sheet (/alunos/{id}/editar?secao=…). The save
// writes only that section's fields (the version checked, the history kept as for `Editar`), each
// refusal under its field with nothing written, and a role that may not write (Cor/raça is for
// administrador and secretaria) is refused a forged request.
import { atualizarSecaoDoAlunoAction, criarAlunoAction } from "@/app/(main)/alunos/actions";
import { criarEscola } from "@/lib/escolas/escrita";
import { actionTexts, alunoTexts, documentoPessoalTexts } from "@/lib/messages";
import type { Papel } from "@/lib/empresas/papeis";
import { certidaoComDigitos } from "@/lib/campos/certidao";
import { nisComDigito } from "@/lib/campos/nis";
import { testDb } from "@/test/support/firebase";
import { form, formDeCriacao, run } from "@/test/support/form-actions";
import { membroConectado, prepararTestesDeAcoes } from "@/test/support/acoes";

jest.mock("next/headers", () => jest.requireActual("@/test/support/request-cookies").nextHeadersMock);

prepararTestesDeAcoes();

const erros = alunoTexts.erros;

/** A signed-in member of a new company with one school and one student (born 20/05/2014). */
async function comAluno(papel: Papel) {
  const { idEmpresa, ctx } = await membroConectado("Empresa das Seções", papel);
  const idEscola = await criarEscola(ctx, { nome: "Escola das Seções", telefone: undefined });
  return { idEmpresa, idEscola };
}

async function criar(idEmpresa: string, idEscola: string) {
  expect((await run(criarAlunoAction, formDeCriacao({ nome: "Maria Clara Souza", dataNascimento: "2014-05-20", idEscola, cpf: "529.982.247-25" }))).redirect).toMatch(/^\/alunos\//);
  const [doc] = (await testDb().collection("alunos").where("idEmpresa", "==", idEmpresa).get()).docs;
  return doc!;
}

const historico = async (idEmpresa: string, id: string) =>
  (await testDb().collection("atividades").where("idEmpresa", "==", idEmpresa).where("alvo.id", "==", id).where("tipo", "==", "aluno.atualizado").get()).docs.map((d) => d.get("mudancas"));

// A certidão registered in 2015 (born 2014), its check digits computed: 104539 01 55 2015 1 00012 034 0005678.
const CERTIDAO = certidaoComDigitos("104539015520151000120340005678");

describe("atualizarSecaoDoAlunoAction", () => {
  it("Documentos: writes only the section's fields, keeps the others, records the history", async () => {
    const { idEmpresa, idEscola } = await comAluno("secretaria");
    const doc = await criar(idEmpresa, idEscola);
    const v0 = String(doc.get("versao"));
    const nis = nisComDigito(1234567890);
    const enviado = form({
      id: doc.id,
      versao: v0,
      secao: "documentos",
      cpf: "***.982.247-**",
      nis,
      certidaoNascimento: CERTIDAO,
      rgNumero: "12.345.678-9",
      rgOrgaoEmissor: "10",
      rgUf: "SP",
      rgDataExpedicao: "2020-01-15",
      // Another section's field, forged into this form: ignored.
      nome: "Nome Forjado",
    });
    expect((await run(atualizarSecaoDoAlunoAction, enviado)).redirect).toBe(`/alunos/${doc.id}`);
    const salvo = (await doc.ref.get()).data()!;
    expect(salvo).toMatchObject({ nome: "Maria Clara Souza", cpf: "52998224725", nis, certidaoNascimento: CERTIDAO, rgNumero: "12.345.678-9", rgOrgaoEmissor: "10", rgUf: "SP", rgDataExpedicao: "2020-01-15", cns: null, versao: doc.get("versao") + 1 });
    expect(await historico(idEmpresa, doc.id)).toEqual([
      [
        { campo: "nis", de: null, para: nis },
        { campo: "certidaoNascimento", de: null, para: CERTIDAO },
        { campo: "rgNumero", de: null, para: "12.345.678-9" },
        { campo: "rgOrgaoEmissor", de: null, para: "10" },
        { campo: "rgUf", de: null, para: "SP" },
        { campo: "rgDataExpedicao", de: null, para: "2020-01-15" },
      ],
    ]);
    // The same version again: someone else's save came first.
    expect((await run(atualizarSecaoDoAlunoAction, form({ id: doc.id, versao: v0, secao: "documentos", nis: "" }))).state?.message).toBe(erros.alteradoPorOutro);
  });

  it("refuses each bad field next to it, and writes nothing", async () => {
    const { idEmpresa, idEscola } = await comAluno("administrador");
    const doc = await criar(idEmpresa, idEscola);
    const v0 = String(doc.get("versao"));
    const errado = await run(atualizarSecaoDoAlunoAction, form({ id: doc.id, versao: v0, secao: "documentos", nis: "123.45678.90-1", cns: "123", certidaoNascimento: "1".repeat(32) }));
    expect(errado.state?.fieldErrors).toEqual({ nis: documentoPessoalTexts.nis, cns: documentoPessoalTexts.cns, certidaoNascimento: documentoPessoalTexts.certidao.digitos });
    // The registry year before the birth (2013 < 2014): checked with the stored birth date.
    const antes = certidaoComDigitos("104539015520131000120340005678");
    expect((await run(atualizarSecaoDoAlunoAction, form({ id: doc.id, versao: v0, secao: "documentos", certidaoNascimento: antes }))).state?.fieldErrors).toEqual({
      certidaoNascimento: documentoPessoalTexts.certidao.anoAntesDoNascimento,
    });
    const endereco = await run(atualizarSecaoDoAlunoAction, form({ id: doc.id, versao: v0, secao: "endereco", cep: "1234", enderecoUf: "RJ", enderecoMunicipio: "3550308", zona: "9" }));
    expect(endereco.state?.fieldErrors).toEqual({ cep: erros.cep, zona: erros.opcao("Zona") });
    expect((await run(atualizarSecaoDoAlunoAction, form({ id: doc.id, versao: v0, secao: "endereco", enderecoUf: "RJ", enderecoMunicipio: "3550308" }))).state?.fieldErrors).toEqual({
      enderecoMunicipio: erros.municipioDaUf,
    });
    expect((await doc.ref.get()).get("versao")).toBe(doc.get("versao"));
  });

  it("Identificação: Povo indígena only with Indígena (required then, dropped otherwise); a municipality of the UF, by code or exact name", async () => {
    const { idEmpresa, idEscola } = await comAluno("secretaria");
    const doc = await criar(idEmpresa, idEscola);
    const v0 = String(doc.get("versao"));
    const base = { id: doc.id, secao: "identificacao", nome: "Maria Clara Souza", dataNascimento: "2014-05-20", idEscola, situacao: "ativo" };
    expect((await run(atualizarSecaoDoAlunoAction, form({ ...base, versao: v0, corRaca: "5" }))).state?.fieldErrors).toEqual({ povoIndigena: erros.exigidoCom("Povo indígena") });
    expect((await run(atualizarSecaoDoAlunoAction, form({ ...base, versao: v0, nacionalidade: "1", ufNascimento: "SP" }))).state?.fieldErrors).toEqual({
      municipioNascimento: erros.exigidoCom("Município de nascimento"),
    });
    // A povo sent with another cor/raça and a país with Brasileira: dropped.
    const ok = form({ ...base, versao: v0, nomeSocial: "Mari Souza", sexo: "2", corRaca: "3", povoIndigena: "1", nacionalidade: "1", paisNacionalidade: "76", ufNascimento: "SP", municipioNascimento: "sao paulo" });
    expect((await run(atualizarSecaoDoAlunoAction, ok)).redirect).toBe(`/alunos/${doc.id}`);
    expect((await doc.ref.get()).data()).toMatchObject({ nomeSocial: "Mari Souza", sexo: "2", corRaca: "3", povoIndigena: null, nacionalidade: "1", paisNacionalidade: null, ufNascimento: "SP", municipioNascimento: "3550308", cpf: "52998224725" });
  });

  it("refuses a consulta user's forged write of Cor/raça (a sensitive field), and writes nothing", async () => {
    const { idEmpresa, idEscola } = await comAluno("consulta");
    const [doc] = (await testDb().collection("alunos").where("idEmpresa", "==", idEmpresa).get()).docs;
    expect(doc).toBeUndefined(); // consulta cannot create either
    const ref = testDb().collection("alunos").doc();
    await ref.set({ idEmpresa, nome: "Aluno Visto", dataNascimento: "2014-05-20", idEscola, situacao: "ativo", matricula: "2026-000001", versao: 0 });
    const v0 = "0";
    const forjado = form({ id: ref.id, versao: v0, secao: "identificacao", nome: "Aluno Visto", dataNascimento: "2014-05-20", idEscola, situacao: "ativo", corRaca: "1" });
    expect((await run(atualizarSecaoDoAlunoAction, forjado)).state?.message).toBe(actionTexts.semPermissao);
    expect((await ref.get()).get("corRaca")).toBeUndefined();
  });
});
