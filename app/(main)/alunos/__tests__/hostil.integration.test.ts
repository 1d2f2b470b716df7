// Issue 43, "Bad input and tenancy": hostile strings in every field of the student's record (each
// section's `Editar`, generically over the descriptor: a field added later is covered with nothing
// written here), 10,000 characters, control and bidi characters, forged codes outside the lists,
// and another company's student in `Unificar alunos`: a Portuguese message, no exception (the page
// would be a 5xx), nothing written. The browser-level cases (status codes) are in e2e/security.spec.ts.
import { atualizarSecaoDoAlunoAction, criarAlunoAction, unificarAlunosAction } from "@/app/(main)/alunos/actions";
import { criarEscola } from "@/lib/escolas/escrita";
import { CAMPOS, visivelPara, type Campo } from "@/lib/alunos/descritor";
import { SECOES_DO_ALUNO, type SecaoDoAluno } from "@/lib/alunos/campos";
import { nomeDaEscolha } from "@/lib/alunos/unificacao/plano";
import { alunoTexts } from "@/lib/messages";
import { testDb } from "@/test/support/firebase";
import { form, formDeCriacao, run } from "@/test/support/form-actions";
import { membroConectado, prepararTestesDeAcoes } from "@/test/support/acoes";

jest.mock("next/headers", () => jest.requireActual("@/test/support/request-cookies").nextHeadersMock);

prepararTestesDeAcoes();

const DEZ_MIL = "x".repeat(10_000);
/** Strings no field of the record takes: 10,000 characters, a NUL, a right-to-left override, a zero-width joiner inside. */
const HOSTIS = [DEZ_MIL, `Ana\u0000Souza`, `Ana \u202Eazuos`, `Ana\u200DSouza ${"9".repeat(120)}`];
/** A list's forged codes: outside every list, a prototype's key, a number written otherwise. */
const CODIGOS_FORJADOS = ["999999", "__proto__", "constructor", "1.0", "-1"];

/** A Portuguese refusal: a sentence, no stack, no English of the runtime. */
function emPortugues(mensagem: unknown) {
  expect(typeof mensagem).toBe("string");
  expect(mensagem as string).not.toMatch(/Error|undefined|null|\bat .+:\d+|Invalid input|Expected/);
  expect((mensagem as string).length).toBeGreaterThan(5);
}

async function cenario() {
  const { idEmpresa, ctx } = await membroConectado("Empresa Hostil", "administrador");
  const idEscola = await criarEscola(ctx, { nome: "Escola Hostil", telefone: undefined });
  expect((await run(criarAlunoAction, formDeCriacao({ nome: "Maria Clara Souza", dataNascimento: "2014-05-20", idEscola, cpf: "529.982.247-25" }))).redirect).toMatch(/^\/alunos\//);
  const [doc] = (await testDb().collection("alunos").where("idEmpresa", "==", idEmpresa).get()).docs;
  return { idEmpresa, idEscola, ref: doc!.ref };
}

/** What each section's form needs to save as it is (the required fields of Identificação). */
const baseDaSecao = (secao: SecaoDoAluno, idEscola: string): Record<string, string> =>
  secao === "identificacao" ? { nome: "Maria Clara Souza", dataNascimento: "2014-05-20", idEscola, situacao: "ativo" } : {};

const SECOES = Object.keys(SECOES_DO_ALUNO) as SecaoDoAluno[];

/**
 * What makes a field count (its `quando`: a value sent without it is dropped, not refused) and its
 * UF for a municipality: the hostile value is then read, not ignored.
 */
function condicaoDe(c: Campo): Record<string, string> {
  const condicao: Record<string, string> = {};
  if (c.quando) {
    const outro = CAMPOS.find((x) => x.chave === c.quando!.campo)!;
    const opcoes = outro.tipo.tipo === "opcao" ? outro.tipo.opcoes : [];
    condicao[c.quando.campo] = c.quando.valores?.[0] ?? opcoes.find((o) => !c.quando!.exceto?.includes(o))!;
  }
  if (c.tipo.tipo === "municipio") condicao[c.tipo.uf] = "SP";
  return condicao;
}

describe("hostile payloads to every field of the record (each section's Editar)", () => {
  it("refuses each under its field, in Portuguese, and writes nothing", async () => {
    const { idEscola, ref } = await cenario();
    const antes = (await ref.get()).data();
    const versao = String(antes!.versao);
    let casos = 0;
    for (const secao of SECOES) {
      for (const c of CAMPOS.filter((x) => x.secao === secao && visivelPara(x, "administrador"))) {
        const valores = c.tipo.tipo === "opcao" ? [...HOSTIS, ...CODIGOS_FORJADOS] : c.tipo.tipo === "municipio" ? [...HOSTIS, "9999999", "0000000"] : HOSTIS;
        for (const valor of valores) {
          const r = await run(atualizarSecaoDoAlunoAction, form({ id: ref.id, versao, secao, ...baseDaSecao(secao, idEscola), ...condicaoDe(c), [c.chave]: valor }));
          const rotulo = `${secao}.${c.chave} = ${JSON.stringify(valor.slice(0, 20))}`;
          expect({ rotulo, redirect: r.redirect }).toEqual({ rotulo, redirect: null });
          const mensagem = r.state?.fieldErrors?.[c.chave] ?? r.state?.message;
          emPortugues(mensagem);
          casos++;
        }
      }
    }
    expect(casos).toBeGreaterThan(100);
    expect((await ref.get()).data()).toEqual(antes); // nothing written
  }, 120_000);

  it("refuses a section that is no section, a 10,000-character id or version, and a field of another section forged in (ignored)", async () => {
    const { idEscola, ref } = await cenario();
    const antes = (await ref.get()).data();
    const versao = String(antes!.versao);
    for (const campos of [
      { id: ref.id, versao, secao: "historico" },
      { id: ref.id, versao, secao: DEZ_MIL },
      { id: DEZ_MIL, versao, secao: "endereco" },
      { id: ref.id, versao: DEZ_MIL, secao: "endereco" },
    ]) {
      const r = await run(atualizarSecaoDoAlunoAction, form(campos));
      expect(r.redirect).toBeNull();
      emPortugues(r.state?.message ?? Object.values(r.state?.fieldErrors ?? {})[0]);
    }
    // A hidden character in a field shown only with another's answer, sent without it: refused, not dropped and saved.
    const semCondicao = await run(atualizarSecaoDoAlunoAction, form({ id: ref.id, versao, secao: "identificacao", ...baseDaSecao("identificacao", idEscola), municipioNascimento: "Ana\u0000Souza" }));
    expect(semCondicao.redirect).toBeNull();
    emPortugues(semCondicao.state?.fieldErrors.municipioNascimento);
    expect((await ref.get()).data()).toEqual(antes);
    // Another section's field in Endereço's form: not that form's, not written.
    expect((await run(atualizarSecaoDoAlunoAction, form({ id: ref.id, versao, secao: "endereco", ...baseDaSecao("identificacao", idEscola), nome: "Nome Forjado Aqui", cpf: "111.444.777-35" }))).redirect).toBe(`/alunos/${ref.id}`);
    expect((await ref.get()).data()).toMatchObject({ nome: "Maria Clara Souza", cpf: "52998224725" });
  });
});

describe("hostile payloads to Novo aluno (every field of its form)", () => {
  it("refuses each in Portuguese and creates nothing", async () => {
    const { idEmpresa, idEscola } = await cenario();
    const base = { nome: "Joana Lima Souza", dataNascimento: "2014-05-20", idEscola };
    for (const c of CAMPOS.filter((x) => x.formulario !== "secao" && x.formulario !== "edicao")) {
      for (const valor of c.tipo.tipo === "opcao" ? [...HOSTIS, ...CODIGOS_FORJADOS] : HOSTIS) {
        const r = await run(criarAlunoAction, formDeCriacao({ ...base, [c.chave]: valor }));
        expect({ campo: c.chave, redirect: r.redirect }).toEqual({ campo: c.chave, redirect: null });
        emPortugues(r.state?.fieldErrors?.[c.chave] ?? r.state?.message);
      }
    }
    expect((await testDb().collection("alunos").where("idEmpresa", "==", idEmpresa).get()).size).toBe(1);
  });
});

describe("hostile payloads to Unificar alunos", () => {
  it("another company's student, either way, and hostile choices: not found or refused, nothing written in either company", async () => {
    const nossa = await cenario();
    const outra = await cenario();
    const [nossoDoc, outroDoc] = [(await nossa.ref.get()).data(), (await outra.ref.get()).data()];
    const nossos = async () => (await testDb().collection("alunos").where("idEmpresa", "==", nossa.idEmpresa).get()).size;
    // Signed in now as the administrador of `outra` (the last scenario): `nossa`'s student is another company's.
    for (const [fica, sai] of [
      [outra.ref.id, nossa.ref.id],
      [nossa.ref.id, outra.ref.id],
      [DEZ_MIL, outra.ref.id],
      [`../alunos/${outra.ref.id}`, outra.ref.id],
    ]) {
      const r = await run(unificarAlunosAction, form({ fica: fica!, sai: sai! }));
      expect(r.redirect).toBeNull();
      expect(r.state?.message ?? r.state?.fieldErrors.fica).toBe(alunoTexts.naoEncontrado);
    }
    // Hostile choices: refused in Portuguese, never an exception.
    for (const escolha of [DEZ_MIL, "__proto__", "\u0000"]) {
      const r = await run(unificarAlunosAction, form({ fica: outra.ref.id, sai: outra.ref.id, [nomeDaEscolha("nome")]: escolha }));
      expect(r.redirect).toBeNull();
      emPortugues(r.state?.message ?? Object.values(r.state?.fieldErrors ?? {})[0]);
    }
    expect((await nossa.ref.get()).data()).toEqual(nossoDoc);
    expect((await outra.ref.get()).data()).toEqual(outroDoc);
    expect(await nossos()).toBe(1);
  });
});
