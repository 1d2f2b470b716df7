// Issue 43, `Filiação e responsáveis`, saved (lib/alunos/escrita.ts): the section's list, the
// minor without a responsável legal refused, a record stored with the former single guardian read
// as its first responsável and migrated by its next save (old fields removed, nothing lost), and
// the history of a change of the list.
import { atualizarAluno, criarAluno } from "@/lib/alunos/escrita";
import { alunosCollection, lerAluno } from "@/lib/alunos/dados";
import { historico } from "@/lib/atividades/dados";
import { criarEscola } from "@/lib/escolas/escrita";
import { novoResponsavel, type Responsavel } from "@/lib/alunos/responsaveis";
import { responsaveisTexts } from "@/lib/messages";
import type { AlunoInput } from "@/lib/alunos/schema";
import { closeTestApp } from "@/test/support/firebase";
import { fixarHoje } from "@/test/support/hoje";
import { contextoDeTeste as contexto, recusa } from "@/test/support/contexto";

afterAll(closeTestApp);

/** The stored version (what a form was opened at). */
const versao = async (id: string) => Number((await alunosCollection().doc(id).get()).get("versao"));
fixarHoje("2026-05-12");

const maria: Responsavel = { ...novoResponsavel("Maria Souza"), parentesco: "mae", telefone: "11934567890", legal: true };
const joao: Responsavel = { ...novoResponsavel("João Souza"), parentesco: "pai", cpf: "52998224725", buscar: true };

async function comAluno(extra: Partial<AlunoInput> = {}) {
  const ctx = contexto();
  const idEscola = await criarEscola(ctx, { nome: "Escola Base", telefone: undefined });
  const input = { nome: "Lia Souza", dataNascimento: "2015-03-10", idEscola, cpf: null, ...extra } as AlunoInput;
  const { id } = await criarAluno(ctx, input);
  return { ctx, id, idEscola };
}

describe("the responsáveis' section", () => {
  it("stores the list in its order, and the history says it changed", async () => {
    const { ctx, id } = await comAluno();
    await atualizarAluno(ctx, id, await versao(id), { filiacao: "1", filiacao1: "Maria Souza", filiacao2: null } as never, "responsavel", [joao, maria]);
    const doc = (await alunosCollection().doc(id).get()).data()!;
    expect(doc.responsaveis).toEqual([joao, maria]);
    expect(doc).toMatchObject({ filiacao: "1", filiacao1: "Maria Souza", filiacao1Chave: "maria souza" });
    expect(doc).not.toHaveProperty("responsavelNome");
    const aluno = await lerAluno(ctx, id);
    expect(aluno).toMatchObject({ responsaveis: [joao, maria], responsavelNome: "João Souza" });
    const [entrada] = await historico(ctx, id);
    expect(entrada!.mudancas).toEqual(
      expect.arrayContaining([
        { campo: "responsaveis", de: null, para: "1. João Souza, Pai, Autorizado a buscar o aluno; 2. Maria Souza, Mãe, (11) 93456-7890, Responsável legal" },
        { campo: "responsaveis.cpf", de: null, para: null },
        { campo: "filiacao1", de: null, para: "Maria Souza" },
      ]),
    );
    expect(entrada!.mudancas.map((m) => m.campo)).not.toContain("responsavelNome");
  });

  it("refuses a minor's list without a responsável legal, nothing written; an adult's is fine", async () => {
    const { ctx, id } = await comAluno();
    const antes = await versao(id);
    const erro = await recusa(atualizarAluno(ctx, id, antes, {}, "responsavel", [{ ...maria, legal: false }]));
    expect(erro).toMatchObject({ message: responsaveisTexts.erros.semLegal, field: "responsaveis" });
    expect(await versao(id)).toBe(antes);

    const adulto = await comAluno({ nome: "Rui Adulto", dataNascimento: "2008-05-12" });
    await atualizarAluno(adulto.ctx, adulto.id, await versao(adulto.id), {}, "responsavel", []);
    expect((await alunosCollection().doc(adulto.id).get()).get("responsaveis")).toEqual([]);
  });
});

describe("the former single guardian", () => {
  it("reads as the first responsável and is migrated by the next save of any section, its history kept", async () => {
    const { ctx, id } = await comAluno();
    // A record as stored before the list.
    await alunosCollection().doc(id).update({ responsaveis: null, responsavelNome: "Rita Lima", responsavelTelefone: "11934567890", responsavelEmail: "rita@exemplo.com" });
    await alunosCollection().doc(id).update({ responsaveis: (await import("firebase-admin/firestore")).FieldValue.delete() });
    const antes = await lerAluno(ctx, id);
    const rita = { ...novoResponsavel("Rita Lima"), telefone: "11934567890", email: "rita@exemplo.com", legal: true };
    expect(antes).toMatchObject({ responsaveis: [rita], responsavelNome: "Rita Lima", responsavelTelefone: "11934567890" });

    await atualizarAluno(ctx, id, await versao(id), { cep: "01001000" } as never, "endereco");
    const doc = (await alunosCollection().doc(id).get()).data()!;
    expect(doc.responsaveis).toEqual([rita]);
    for (const k of ["responsavelNome", "responsavelTelefone", "responsavelEmail"]) expect(doc).not.toHaveProperty(k);
    // Nothing about the guardian changed: the history says only the CEP.
    const [entrada] = await historico(ctx, id);
    expect(entrada!.mudancas.map((m) => m.campo)).toEqual(["cep"]);
  });

  it("the short form's three fields change the first responsável, its other fields kept, and the history reads as before", async () => {
    const { ctx, id } = await comAluno({ responsavelNome: "Rita Lima" });
    await atualizarAluno(ctx, id, await versao(id), {}, "responsavel", [{ ...novoResponsavel("Rita Lima"), parentesco: "tio", legal: true }, maria]);
    const aluno = (await lerAluno(ctx, id))!;
    await atualizarAluno(ctx, id, await versao(id), { nome: aluno.nome, dataNascimento: aluno.dataNascimento, idEscola: aluno.idEscola, situacao: "ativo", responsavelNome: "Rita Lima Souza", responsavelTelefone: "1134567890" } as never);
    const doc = (await alunosCollection().doc(id).get()).data()!;
    expect(doc.responsaveis).toEqual([{ ...novoResponsavel("Rita Lima Souza"), parentesco: "tio", telefone: "1134567890", legal: true }, maria]);
    const [entrada] = await historico(ctx, id);
    expect(entrada!.mudancas).toEqual(
      expect.arrayContaining([
        { campo: "responsavelNome", de: "Rita Lima", para: "Rita Lima Souza" },
        { campo: "responsavelTelefone", de: null, para: "1134567890" },
      ]),
    );
  });
});
