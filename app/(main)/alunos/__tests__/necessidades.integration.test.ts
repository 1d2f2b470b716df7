// Issue 43: the sections `Necessidades específicas`, `Transporte escolar` and `Saúde`, saved by
// section (the kinds and recursos as checkboxes, every value sent under `campo[]`), the Censo's
// refusals with nothing written, and who sees what (LGPD art. 11): a forged write by consulta or a
// professor refused, a professor reads Necessidades and Saúde of a student of their turma and
// nothing else of the record, consulta's export leaves the sensitive columns empty.
import { atualizarSecaoDoAlunoAction, criarAlunoAction } from "@/app/(main)/alunos/actions";
import { criarEscola } from "@/lib/escolas/escrita";
import { exportarAlunos } from "@/lib/alunos/planilha/exportar";
import { verificarPlanilha } from "@/lib/alunos/planilha/verificar";
import { alunoVistoPeloProfessor } from "@/lib/alunos/professor";
import { actionTexts, alunoNecessidadesTexts, alunoTexts } from "@/lib/messages";
import type { Papel } from "@/lib/empresas/papeis";
import type { ShellContext } from "@/lib/shell/contexto";
import { contextoDeTeste } from "@/test/support/contexto";
import { seedAlunos, seedAnoComTurmas, seedEscolas, testDb, uniqueId, type TestTurma } from "@/test/support/firebase";
import { formDeCriacao, run } from "@/test/support/form-actions";
import { membroConectado, prepararTestesDeAcoes } from "@/test/support/acoes";

jest.mock("next/headers", () => jest.requireActual("@/test/support/request-cookies").nextHeadersMock);

jest.setTimeout(60_000);
prepararTestesDeAcoes();

const n = alunoNecessidadesTexts.campos;

/** A form's data: a list (checkboxes) appends each value under `campo[]`. */
function form(campos: Record<string, string | readonly string[]>): FormData {
  const data = new FormData();
  for (const [nome, valor] of Object.entries(campos)) {
    if (typeof valor === "string") data.append(nome, valor);
    else for (const v of valor) data.append(`${nome}[]`, v);
  }
  return data;
}

async function comAluno(papel: Papel) {
  const { idEmpresa, ctx } = await membroConectado("Empresa das Necessidades", papel);
  const idEscola = await criarEscola(ctx, { nome: "Escola das Necessidades", telefone: undefined });
  return { idEmpresa, idEscola };
}

async function criar(idEmpresa: string, idEscola: string) {
  expect((await run(criarAlunoAction, formDeCriacao({ nome: "Maria Clara Souza", dataNascimento: "2014-05-20", idEscola }))).redirect).toMatch(/^\/alunos\//);
  const [doc] = (await testDb().collection("alunos").where("idEmpresa", "==", idEmpresa).get()).docs;
  return doc!;
}

const historico = async (idEmpresa: string, id: string) =>
  (await testDb().collection("atividades").where("idEmpresa", "==", idEmpresa).where("alvo.id", "==", id).where("tipo", "==", "aluno.atualizado").orderBy("em").get()).docs.map((d) =>
    d.get("mudancas"),
  );

describe("Necessidades específicas, Transporte escolar and Saúde, saved by section", () => {
  it("Necessidades específicas: the kinds and recursos stored as codes in the list's order, the history with the codes", async () => {
    const { idEmpresa, idEscola } = await comAluno("secretaria");
    const doc = await criar(idEmpresa, idEscola);
    const enviado = form({
      id: doc.id,
      versao: String(doc.get("versao")),
      secao: "necessidades",
      necessidadeEspecial: "1",
      deficiencias: ["surdez", "baixaVisao"],
      recursosProvas: ["tempoAdicional", "provaAmpliada"],
    });
    expect((await run(atualizarSecaoDoAlunoAction, enviado)).redirect).toBe(`/alunos/${doc.id}`);
    expect((await doc.ref.get()).data()).toMatchObject({ necessidadeEspecial: "1", deficiencias: ["baixaVisao", "surdez"], recursosProvas: ["provaAmpliada", "tempoAdicional"] });
    expect(await historico(idEmpresa, doc.id)).toEqual([
      [
        { campo: "necessidadeEspecial", de: null, para: "1" },
        { campo: "deficiencias", de: null, para: "baixaVisao,surdez" },
        { campo: "recursosProvas", de: null, para: "provaAmpliada,tempoAdicional" },
      ],
    ]);
    // Não: the kinds and recursos are dropped (none), not kept hidden.
    const v1 = String((await doc.ref.get()).get("versao"));
    expect((await run(atualizarSecaoDoAlunoAction, form({ id: doc.id, versao: v1, secao: "necessidades", necessidadeEspecial: "0", deficiencias: ["cegueira"] }))).redirect).toBeTruthy();
    expect((await doc.ref.get()).data()).toMatchObject({ necessidadeEspecial: "0", deficiencias: [], recursosProvas: [] });
  });

  it("refuses what the Censo refuses, with the reason under its field, and writes nothing", async () => {
    const { idEmpresa, idEscola } = await comAluno("administrador");
    const doc = await criar(idEmpresa, idEscola);
    const v0 = String(doc.get("versao"));
    const base = { id: doc.id, versao: v0, secao: "necessidades", necessidadeEspecial: "1" };
    expect((await run(atualizarSecaoDoAlunoAction, form({ ...base, deficiencias: ["cegueira", "baixaVisao"], recursosProvas: ["provaEmBraille"] }))).state?.fieldErrors).toEqual({
      deficiencias: "Não é possível marcar Cegueira com Baixa visão.",
    });
    expect((await run(atualizarSecaoDoAlunoAction, form({ ...base, deficiencias: ["deficienciaFisica"], recursosProvas: ["nenhum", "tempoAdicional"] }))).state?.fieldErrors).toEqual({
      recursosProvas: "Não é possível marcar Nenhum com outro recurso.",
    });
    expect((await run(atualizarSecaoDoAlunoAction, form({ ...base, deficiencias: [] }))).state?.fieldErrors).toEqual({ deficiencias: alunoTexts.erros.exigidoCom(n.deficiencias) });
    // A forged code outside the list.
    expect((await run(atualizarSecaoDoAlunoAction, form({ ...base, deficiencias: ["deficienciaMultipla"] }))).state?.fieldErrors).toEqual({
      deficiencias: alunoNecessidadesTexts.opcoes(n.deficiencias),
    });
    const salvo = (await doc.ref.get()).data()!;
    expect(salvo.versao).toBe(doc.get("versao"));
    expect(salvo.deficiencias).toEqual([]);
  });

  it("Transporte escolar and Saúde", async () => {
    const { idEmpresa, idEscola } = await comAluno("administrador");
    const doc = await criar(idEmpresa, idEscola);
    const v0 = String(doc.get("versao"));
    expect((await run(atualizarSecaoDoAlunoAction, form({ id: doc.id, versao: v0, secao: "transporte", transporteEscolar: "1" }))).state?.fieldErrors).toEqual({
      transportePoderPublico: alunoTexts.erros.exigidoCom(n.transportePoderPublico),
    });
    expect((await run(atualizarSecaoDoAlunoAction, form({ id: doc.id, versao: v0, secao: "transporte", transporteEscolar: "1", transportePoderPublico: "1" }))).state?.fieldErrors).toEqual({
      transporteVeiculos: alunoTexts.erros.exigidoCom(n.transporteVeiculos),
    });
    const transporte = form({ id: doc.id, versao: v0, secao: "transporte", transporteEscolar: "1", transportePoderPublico: "2", transporteVeiculos: ["onibus", "vanKombi"] });
    expect((await run(atualizarSecaoDoAlunoAction, transporte)).redirect).toBe(`/alunos/${doc.id}`);
    const v1 = String((await doc.ref.get()).get("versao"));
    const saude = form({ id: doc.id, versao: v1, secao: "saude", alergias: "Amendoim", medicamentos: "Ritalina 10 mg", planoDeSaude: "Unimed", observacoesDeSaude: "Asma leve" });
    expect((await run(atualizarSecaoDoAlunoAction, saude)).redirect).toBe(`/alunos/${doc.id}`);
    expect((await doc.ref.get()).data()).toMatchObject({
      transporteEscolar: "1",
      transportePoderPublico: "2",
      transporteVeiculos: ["vanKombi", "onibus"],
      alergias: "Amendoim",
      medicamentos: "Ritalina 10 mg",
      planoDeSaude: "Unimed",
      observacoesDeSaude: "Asma leve",
    });
  });
});

describe("who writes and who reads (LGPD art. 11)", () => {
  async function alunoGuardado(idEmpresa: string, idEscola: string) {
    const ref = testDb().collection("alunos").doc();
    await ref.set({ idEmpresa, nome: "Aluno Visto", dataNascimento: "2014-05-20", idEscola, situacao: "ativo", matricula: "2026-000001", versao: 0 });
    return ref;
  }

  it.each(["consulta", "professor"] as const)("refuses a forged write of Necessidades específicas and Saúde by %s, and writes nothing", async (papel) => {
    const { idEmpresa, idEscola } = await comAluno(papel);
    const ref = await alunoGuardado(idEmpresa, idEscola);
    const necessidades = form({ id: ref.id, versao: "0", secao: "necessidades", necessidadeEspecial: "1", deficiencias: ["surdez"], recursosProvas: ["nenhum"] });
    expect((await run(atualizarSecaoDoAlunoAction, necessidades)).state?.message).toBe(actionTexts.semPermissao);
    expect((await run(atualizarSecaoDoAlunoAction, form({ id: ref.id, versao: "0", secao: "saude", alergias: "Forjada" }))).state?.message).toBe(actionTexts.semPermissao);
    const salvo = (await ref.get()).data()!;
    expect([salvo.versao, salvo.deficiencias, salvo.alergias]).toEqual([0, undefined, undefined]);
  });

  it("a professor reads Necessidades específicas and Saúde of a student Cursando in their turma, and nothing else of the record; another student: not found", async () => {
    const idEmpresa = uniqueId("emp");
    const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola do Professor" }]);
    const ano = await seedAnoComTurmas(idEmpresa, idEscola!, { turmas: [{ nome: "5º ano A" }, { nome: "5º ano B" }] });
    const [a, b] = ano.turmas as [TestTurma, TestTurma];
    const [dele, outro] = await seedAlunos(idEmpresa, [
      { nome: "Vitória Souza", idEscola: idEscola!, turma: a, cpf: "52998224725" },
      { nome: "Bruno Dias", idEscola: idEscola!, turma: b },
    ]);
    const sensiveis = { corRaca: "3", cep: "01001000", nis: "12345678900", necessidadeEspecial: "1", deficiencias: ["surdez"], recursosProvas: ["leituraLabial"], alergias: "Amendoim", transporteEscolar: "0" };
    await testDb().doc(`alunos/${dele!.id}`).update(sensiveis);
    const prof: ShellContext = contextoDeTeste(idEmpresa, "professor");
    await testDb().doc(`turmas/${a.id}`).update({ professores: [prof.session.uid], nomesDosProfessores: { [prof.session.uid]: "Prof" } });

    const visto = await alunoVistoPeloProfessor(prof, dele!.id);
    expect(visto).toMatchObject({ nome: "Vitória Souza", necessidadeEspecial: "1", deficiencias: ["surdez"], recursosProvas: ["leituraLabial"], alergias: "Amendoim" });
    expect(visto).toMatchObject({ corRaca: null, cep: null, nis: null, cpf: null, transporteEscolar: null });
    expect(await alunoVistoPeloProfessor(prof, outro!.id)).toBeNull();
    // Another role's context never gets the professor's view.
    expect(await alunoVistoPeloProfessor(contextoDeTeste(idEmpresa, "consulta"), dele!.id)).toBeNull();
  });

  it("the export: Necessidades específicas and Saúde for administrador and secretaria, empty for consulta; Transporte for all three", async () => {
    const idEmpresa = uniqueId("emp");
    const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola da Exportação" }]);
    const [aluno] = await seedAlunos(idEmpresa, [{ nome: "Vitória Souza", idEscola: idEscola! }]);
    await testDb()
      .doc(`alunos/${aluno!.id}`)
      .update({ necessidadeEspecial: "1", deficiencias: ["baixaVisao", "surdez"], recursosProvas: ["provaAmpliada"], alergias: "Amendoim", transporteEscolar: "1", transportePoderPublico: "2", transporteVeiculos: ["onibus"] });
    const linhas = async (papel: Papel) => {
      const texto = await new Response(exportarAlunos(contextoDeTeste(idEmpresa, papel), { busca: "", idEscola: null, situacao: "todos" }, "t.csv")).text();
      const [cabecalho, linha] = texto.replace(/^\uFEFF/, "").trim().split("\r\n").map((l) => l.split(";"));
      return Object.fromEntries(cabecalho!.map((t, i) => [t, linha![i]]));
    };
    const secretaria = await linhas("secretaria");
    expect(secretaria).toMatchObject({
      [n.necessidadeEspecial]: "Sim",
      [n.deficiencias]: "Baixa visão, Surdez, Deficiência múltipla",
      [n.recursosProvas]: "Prova ampliada (fonte 18)",
      [n.alergias]: "Amendoim",
      [n.transporteEscolar]: "Sim",
      [n.transportePoderPublico]: "Municipal",
      [n.transporteVeiculos]: "Ônibus",
    });
    const consulta = await linhas("consulta");
    expect(consulta).toMatchObject({ [n.necessidadeEspecial]: "", [n.deficiencias]: "", [n.recursosProvas]: "", [n.alergias]: "", [n.transporteVeiculos]: "Ônibus" });
  });
});

describe("the spreadsheet's check", () => {
  it("reads the sets as codes or words separated by ; or , (Deficiência múltipla passed over) and refuses what the Censo refuses, with the reason", async () => {
    const idEmpresa = uniqueId("emp");
    const ctx = contextoDeTeste(idEmpresa, "secretaria");
    await criarEscola(ctx, { nome: "Escola da Planilha", telefone: undefined });
    const cabecalho = ["Nome completo", "Data de nascimento", "Escola", "Deficiência", "Tipos de deficiência", n.recursosProvas, n.transporteEscolar, n.transportePoderPublico, n.transporteVeiculos];
    const linhas = [
      ["Ana Planilha", "10/03/2015", "Escola da Planilha", "Sim", "\"Baixa visão; Surdez; Deficiência múltipla\"", "\"provaAmpliada, Leitura labial\"", "Sim", "Municipal", "Ônibus"],
      ["Bia Planilha", "10/03/2015", "Escola da Planilha", "1", "Cegueira", "\"Nenhum, Tempo adicional\"", "Não", "", ""],
      ["Caio Planilha", "10/03/2015", "Escola da Planilha", "Sim", "Cegueria", "", "", "", ""],
    ];
    const v = await verificarPlanilha(ctx, new TextEncoder().encode([cabecalho, ...linhas].map((l) => l.join(";")).join("\r\n")));
    expect(v.problemas).toHaveLength(2);
    expect(v.problemas[0]).toMatch(/^Linha 3: /);
    expect(v.problemas[0]).toContain("Não é possível marcar Nenhum com outro recurso.");
    expect(v.problemas[1]).toMatch(/^Linha 4: /);
    expect(v.problemas[1]).toContain(alunoNecessidadesTexts.opcoes(n.deficiencias));
    expect(v.validas).toEqual([
      expect.objectContaining({
        necessidadeEspecial: "1",
        deficiencias: ["baixaVisao", "surdez"],
        recursosProvas: ["leituraLabial", "provaAmpliada"],
        transporteEscolar: "1",
        transportePoderPublico: "2",
        transporteVeiculos: ["onibus"],
      }),
    ]);
  });
});
