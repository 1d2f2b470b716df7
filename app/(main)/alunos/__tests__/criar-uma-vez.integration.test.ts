import { criarAlunoAction } from "@/app/(main)/alunos/actions";
import { criarEscolaAction } from "@/app/(main)/escolas/actions";
import { criarEscola } from "@/lib/escolas/escrita";
import { novoTokenDeCriacao } from "@/lib/infra/actions/criacao";
import { FLASH_COOKIE_NAME, flashText } from "@/lib/infra/flash";
import { anoAtual } from "@/lib/infra/relogio";
import { actionTexts } from "@/lib/messages";
import { testDb } from "@/test/support/firebase";
import { cookieJar } from "@/test/support/request-cookies";
import { form, run } from "@/test/support/form-actions";

// A create reported as failed (the database slow past the deadline) may still commit; a retry, or
// a replayed request, must then give that same record, never a second one. Each create form
// carries a one-time token, from which the new record's id comes.

import { membroConectado, prepararTestesDeAcoes } from "@/test/support/acoes";

jest.mock("next/headers", () => jest.requireActual("@/test/support/request-cookies").nextHeadersMock);

prepararTestesDeAcoes();

async function secretaria() {
  const { idEmpresa, ctx } = await membroConectado("Empresa das Criações", "secretaria");
  const idEscola = await criarEscola(ctx, { nome: "Escola das Criações", telefone: undefined });
  return { idEmpresa, idEscola };
}

const daEmpresa = async (colecao: string, idEmpresa: string) => (await testDb().collection(colecao).where("idEmpresa", "==", idEmpresa).get()).docs;
const flash = () => flashText(cookieJar.value(FLASH_COOKIE_NAME));

describe("a create form's one-time token", () => {
  it("makes three replays of one student's submission give one student, each answered as the first", async () => {
    const { idEmpresa, idEscola } = await secretaria();
    const envio = form({ nome: "Aluno Reenviado", dataNascimento: "2014-05-20", idEscola, token: novoTokenDeCriacao() });
    const respostas = [];
    for (let i = 0; i < 4; i++) {
      const r = await run(criarAlunoAction, envio);
      respostas.push([r.redirect, flash()]);
    }
    const matricula = `${anoAtual()}-000001`;
    const [aluno] = await daEmpresa("alunos", idEmpresa);
    // Each lands on the one student's sheet, told its one matrícula.
    expect(respostas).toEqual(Array.from({ length: 4 }, () => [`/alunos/${aluno!.id}`, `Aluno cadastrado. Matrícula ${matricula}.`]));
    expect((await daEmpresa("alunos", idEmpresa)).map((d) => d.get("nome"))).toEqual(["Aluno Reenviado"]);
    expect((await testDb().collection("sequencias").where("idEmpresa", "==", idEmpresa).get()).docs[0]!.get("proximo")).toBe(2);
  });

  it("makes replays fired together give one student", async () => {
    const { idEmpresa, idEscola } = await secretaria();
    const envio = () => form({ nome: "Aluno Simultâneo", dataNascimento: "2014-05-20", idEscola, token: "token-simultaneo-0123456789" });
    const respostas = await Promise.all(Array.from({ length: 5 }, () => run(criarAlunoAction, envio())));
    const alunos = await daEmpresa("alunos", idEmpresa);
    expect(alunos).toHaveLength(1);
    expect(respostas.map((r) => r.redirect)).toEqual(Array(5).fill(`/alunos/${alunos[0]!.id}`));
  });

  it("makes replays of a school's submission give one school", async () => {
    const { idEmpresa } = await secretaria();
    const envio = form({ nome: "Escola Reenviada", codigoInep: "35000001", token: novoTokenDeCriacao() });
    for (let i = 0; i < 3; i++) expect((await run(criarEscolaAction, envio)).redirect).toBe("/escolas");
    expect((await daEmpresa("escolas", idEmpresa)).map((d) => d.get("nome")).sort()).toEqual(["Escola Reenviada", "Escola das Criações"]);
  });

  it("gives a different token a different record, and refuses a form without one", async () => {
    const { idEmpresa, idEscola } = await secretaria();
    const dados = { nome: "Aluno Gêmeo", dataNascimento: "2014-05-20", idEscola };
    await run(criarAlunoAction, form({ ...dados, token: novoTokenDeCriacao() }));
    // The twin is a possible duplicate (same name and birth date): registered anyway.
    await run(criarAlunoAction, form({ ...dados, token: novoTokenDeCriacao(), confirmado: "sim" }));
    expect(await daEmpresa("alunos", idEmpresa)).toHaveLength(2);
    for (const token of [undefined, "", "curto", "com/barra-0123456789", "x".repeat(200)]) {
      const r = await run(criarAlunoAction, form(token === undefined ? dados : { ...dados, token }));
      expect(r.state?.message).toBe(actionTexts.requisicaoInvalida);
    }
    expect(await daEmpresa("alunos", idEmpresa)).toHaveLength(2);
  });

  it("refuses a used form sent again with other data, instead of answering with the first record", async () => {
    const { idEmpresa, idEscola } = await secretaria();
    const token = novoTokenDeCriacao();
    await run(criarAlunoAction, form({ nome: "Primeiro Aluno", dataNascimento: "2014-05-20", idEscola, token }));
    const outra = await run(criarAlunoAction, form({ nome: "Segundo Aluno", dataNascimento: "2014-05-20", idEscola, token }));
    expect(outra.state?.message).toBe(actionTexts.formularioJaUsado);
    expect((await daEmpresa("alunos", idEmpresa)).map((d) => d.get("nome"))).toEqual(["Primeiro Aluno"]);
  });

  it("after a deadline says the save may have completed and that repeating is safe; the retry gives the one record", async () => {
    const { idEmpresa, idEscola } = await secretaria();
    const envio = form({ nome: "Aluno Demorado", dataNascimento: "2014-05-20", idEscola, token: novoTokenDeCriacao() });
    // The database is slow: another transaction holds the school (which the create reads) for 11 s.
    let soltar!: () => void;
    const segurando = new Promise<void>((r) => (soltar = r));
    let travou!: () => void;
    const travada = new Promise<void>((r) => (travou = r));
    const trava = testDb().runTransaction(async (tx) => {
      await tx.get(testDb().collection("escolas").doc(idEscola));
      travou();
      await segurando;
    });
    await travada;
    const soltarDepois = setTimeout(soltar, 11_000);
    const primeira = await run(criarAlunoAction, envio);
    expect(primeira.state?.message).toBe(actionTexts.talvezConcluido);
    await trava;
    clearTimeout(soltarDepois);
    // The first save commits once the database answers.
    for (let i = 0; i < 50 && (await daEmpresa("alunos", idEmpresa)).length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await daEmpresa("alunos", idEmpresa)).toHaveLength(1);

    const retry = await run(criarAlunoAction, envio);
    expect(retry.redirect).toMatch(/^\/alunos\/[\w-]+$/);
    expect(flash()).toBe(`Aluno cadastrado. Matrícula ${anoAtual()}-000001.`);
    expect(await daEmpresa("alunos", idEmpresa)).toHaveLength(1);
  }, 40_000);
});
