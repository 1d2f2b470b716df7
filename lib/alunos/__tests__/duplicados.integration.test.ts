import { criarAluno } from "@/lib/alunos/escrita";
import { possiveisDuplicados } from "@/lib/alunos/duplicados";
import { alunosCollection } from "@/lib/alunos/dados";
import { historico } from "@/lib/atividades/dados";
import { criarEscola } from "@/lib/escolas/escrita";
import { anoAtual } from "@/lib/infra/relogio";
import { alunoTexts } from "@/lib/messages";
import type { AlunoInput } from "@/lib/alunos/schema";
import { closeTestApp } from "@/test/support/firebase";
import { contextoDeTeste as contexto, recusa } from "@/test/support/contexto";

afterAll(closeTestApp);

async function empresaComEscola() {
  const ctx = contexto();
  const idEscola = await criarEscola(ctx, { nome: "Escola Base", telefone: undefined });
  return { ctx, idEscola };
}

const aluno = (idEscola: string, nome: string, dataNascimento = "2015-03-10"): AlunoInput => ({ nome, dataNascimento, idEscola, cpf: null, responsavelEmail: null });
const token = (n: number) => `token-de-teste-${String(n).padStart(4, "0")}`;
const conferir = { confirmado: false };
const nomes = async (idEmpresa: string) => (await alunosCollection().where("idEmpresa", "==", idEmpresa).get()).docs.map((d) => d.get("nome")).sort();

describe("possible duplicates on a new student", () => {
  it("names a student with the same name (accents, case and spaces folded) and birth date, with a link, and saves nothing", async () => {
    const { ctx, idEscola } = await empresaComEscola();
    const primeira = await criarAluno(ctx, aluno(idEscola, "Maria José da Conceição"), token(1), conferir);
    const erro = await recusa(criarAluno(ctx, aluno(idEscola, "  maria jose  DA conceicao "), token(2), conferir));
    expect(erro.message).toBe(alunoTexts.confiraDuplicados);
    expect(erro.detalhes).toEqual({
      itens: [{ texto: `Possível aluno já cadastrado: Maria José da Conceição (matrícula ${primeira.matricula})`, href: `/alunos/${primeira.id}` }],
      confirmar: "Cadastrar mesmo assim",
    });
    expect(await nomes(ctx.empresa.id)).toEqual(["Maria José da Conceição"]);
  });

  it("`Cadastrar mesmo assim` saves, spends one number, and the history records it; a retry of that form finds no duplicate in itself", async () => {
    const { ctx, idEscola } = await empresaComEscola();
    const primeira = await criarAluno(ctx, aluno(idEscola, "João Pedro Alves"), token(1), conferir);
    await recusa(criarAluno(ctx, aluno(idEscola, "Joao Pedro Alves"), token(2), conferir));
    const segunda = await criarAluno(ctx, aluno(idEscola, "Joao Pedro Alves"), token(2), { confirmado: true });
    expect(segunda.matricula).toBe(`${anoAtual()}-000002`);
    const [entrada] = await historico(ctx, segunda.id);
    expect(entrada).toMatchObject({ tipo: "aluno.criado", detalhe: `cadastrado mesmo assim; possível aluno já cadastrado: matrícula ${primeira.matricula}` });
    // The same form sent again (a retry) gives the same student, without asking again.
    expect(await criarAluno(ctx, aluno(idEscola, "Joao Pedro Alves"), token(2), { confirmado: true })).toEqual(segunda);
    // A third one now names both.
    expect((await recusa(criarAluno(ctx, aluno(idEscola, "JOÃO PEDRO ALVES"), token(3), conferir))).detalhes?.itens).toHaveLength(2);
  });

  it("does not ask for another birth date, another name, or another company's student", async () => {
    const { ctx, idEscola } = await empresaComEscola();
    const outra = await empresaComEscola();
    await criarAluno(outra.ctx, aluno(outra.idEscola, "Ana Lima"), token(1), conferir);
    await criarAluno(ctx, aluno(idEscola, "Ana Lima"), token(2), conferir);
    await criarAluno(ctx, aluno(idEscola, "Ana Lima", "2016-03-10"), token(3), conferir);
    await criarAluno(ctx, aluno(idEscola, "Ana Lima Souza"), token(4), conferir);
    expect(await nomes(ctx.empresa.id)).toEqual(["Ana Lima", "Ana Lima", "Ana Lima Souza"]);
  });

  it("takes `Filiação 1` when the record has it: same name and same Filiação 1, whatever the birth date", async () => {
    const { ctx, idEscola } = await empresaComEscola();
    // A student of the later record (issue 43's `Filiação 1`), as it will be stored.
    const ref = await alunosCollection().add({ idEmpresa: ctx.empresa.id, nome: "Caio Nunes", nomeChave: "caio nunes", dataNascimento: "2014-01-01", filiacao1Chave: "rita nunes", matricula: "2025-000009" });
    const comFiliacao = { ...aluno(idEscola, "Caio Nunes", "2015-02-02"), filiacao1: "Rita  Nunes" };
    expect(await possiveisDuplicados(ctx, comFiliacao)).toEqual([{ id: ref.id, nome: "Caio Nunes", matricula: "2025-000009" }]);
    expect(await possiveisDuplicados(ctx, { ...comFiliacao, filiacao1: "Outra Mãe" })).toEqual([]);
    expect(await possiveisDuplicados(ctx, aluno(idEscola, "Caio Nunes", "2015-02-02"))).toEqual([]);
  });

  it("is not asked of a create that does not check (the import, the tools)", async () => {
    const { ctx, idEscola } = await empresaComEscola();
    await criarAluno(ctx, aluno(idEscola, "Bia Reis"));
    await expect(criarAluno(ctx, aluno(idEscola, "Bia Reis"))).resolves.toBeDefined();
  });
});
