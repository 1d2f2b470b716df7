import { destinosDoRemanejamentoAction, professoresAdicionaveisAction } from "@/app/(main)/escolas/_turmas/actions";
import { adicionarProfessor } from "@/lib/turmas/escrita";
import { anoAtual } from "@/lib/infra/relogio";
import { actionTexts, turmaTexts } from "@/lib/messages";
import type { Papel } from "@/lib/empresas/papeis";
import { createUser, link, seedAnoComTurmas, seedEscolas, testDb } from "@/test/support/firebase";
import { membroConectado, prepararTestesDeAcoes } from "@/test/support/acoes";

// The turma page's options read on demand (`Remanejar`'s `Turma de destino`, `Adicionar professor`
// past the page's professors): the session's company only, writers only, the same options the page
// would have listed.

jest.mock("next/headers", () => jest.requireActual("@/test/support/request-cookies").nextHeadersMock);

prepararTestesDeAcoes();

/** A signed-in member of a new company whose school's year has three turmas, and two professors (one already in 5º ano A). */
async function cenario(papel: Papel = "secretaria") {
  const { idEmpresa, ctx } = await membroConectado("Empresa das Opções", papel);
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola das Opções" }]);
  const ano = await seedAnoComTurmas(idEmpresa, idEscola!, { ano: anoAtual(), turmas: [{ nome: "5º ano B" }, { nome: "5º ano A" }, { nome: "5º ano C" }] });
  const [b, a] = ano.turmas as [(typeof ano.turmas)[number], (typeof ano.turmas)[number]];
  const [ana, bruno] = await Promise.all([createUser({ displayName: "Ana Souza" }), createUser({ displayName: "Bruno Lima" })]);
  await link(ana, [idEmpresa], { papel: "professor" });
  await link(bruno, [idEmpresa], { papel: "professor" });
  await adicionarProfessor({ ...ctx, papel: "secretaria" }, a.id, ana.uid);
  return { a, b, ana, bruno };
}

describe("the turma page's options on demand", () => {
  it("Turma de destino: the year's other turmas, in name order, each with its etapa de ensino and free places", async () => {
    const { a, b } = await cenario();
    await testDb().doc(`turmas/${b.id}`).update({ vagas: 3, cursando: 2 });
    const resposta = await destinosDoRemanejamentoAction(a.id);
    expect("opcoes" in resposta && resposta.opcoes.map((o) => o.label)).toEqual([
      "5º ano B — Ensino Fundamental — 5º ano — 1 vaga livre",
      "5º ano C — Ensino Fundamental — 5º ano — 30 vagas livres",
    ]);
    expect("opcoes" in resposta && resposta.opcoes[0]!.value).toBe(b.id);
  });

  it("Adicionar professor: the company's professors not in the turma yet", async () => {
    const { a, b, ana, bruno } = await cenario("administrador");
    expect(await professoresAdicionaveisAction(a.id)).toEqual({ opcoes: [{ value: bruno.uid, label: "Bruno Lima" }] });
    expect(await professoresAdicionaveisAction(b.id)).toEqual({
      opcoes: [
        { value: ana.uid, label: "Ana Souza" },
        { value: bruno.uid, label: "Bruno Lima" },
      ],
    });
  });

  it("refuses readers and professors, another company's turma, and a forged id", async () => {
    const { a } = await cenario("consulta");
    expect(await destinosDoRemanejamentoAction(a.id)).toEqual({ erro: actionTexts.semPermissao });
    expect(await professoresAdicionaveisAction(a.id)).toEqual({ erro: actionTexts.semPermissao });
    await cenario("professor");
    expect(await professoresAdicionaveisAction(a.id)).toEqual({ erro: actionTexts.semPermissao });
    // A secretary of another company: the first company's turma is not found.
    await cenario("secretaria");
    expect(await destinosDoRemanejamentoAction(a.id)).toEqual({ erro: turmaTexts.naoEncontrada });
    expect(await professoresAdicionaveisAction(a.id)).toEqual({ erro: turmaTexts.naoEncontrada });
    for (const forjado of [{ id: a.id }, "../x", "", "x".repeat(2000)]) {
      expect(await destinosDoRemanejamentoAction(forjado)).toEqual({ erro: turmaTexts.naoEncontrada });
    }
  });
});
