import { fatosDoBoletim, paraImpressao } from "@/lib/boletins/impressao";
import { montarBoletim, type ChaveDaEtapa } from "@/lib/regras/boletim";
import { REGRAS_PADRAO } from "@/lib/regras/regras-de-avaliacao";

// Issue 41: what the boletim prints of a student who joined late (`Sem nota (ingressou em …)`) and
// of a recovery the student did not come to (`Não compareceu`).

const turma = { id: "A", etapaDeEnsino: "ef-5" as const, componentes: [{ id: "matematica", nome: "Matemática" }] };
const notas: Record<string, number> = { "1": 40, "2": 50, "3": 60 };

describe("paraImpressao", () => {
  it("prints `Sem nota` in the etapas marked, says since when under the table, and keeps it among the document's facts", () => {
    const boletim = montarBoletim({
      entradas: [{ idTurma: "A", desde: "2026-05-04", situacao: "cursando", frequencia: {}, semNota: ["0"] }],
      turmas: new Map([["A", turma]]),
      nota: (_t: string, _c: string, etapa: ChaveDaEtapa) => notas[etapa],
      quantasEtapas: 4,
      regras: REGRAS_PADRAO,
      // (4,0 + 5,0 + 6,0) ÷ 3 = 5,0: in recovery; marked absent from it.
      naoCompareceu: () => true,
    });
    const impresso = paraImpressao(boletim, {
      empresa: null,
      escola: { nome: "Escola A", codigoInep: null, municipio: null, uf: null },
      aluno: { nome: "Nina", matricula: "2026-000001" },
      turma: "5º ano A",
      ano: 2026,
      situacao: "Cursando",
      tipoEtapas: "bimestres",
      quantasEtapas: 4,
      regras: REGRAS_PADRAO,
    });
    expect(impresso.linhas).toEqual([{ componente: "Matemática", etapas: ["Sem nota", "4,0", "5,0", "6,0"], media: "5,0", recuperacao: "Não compareceu", final: "5,0" }]);
    expect(impresso.semNota).toBe("Sem nota (ingressou em 04/05/2026): 1º bimestre.");
    expect(fatosDoBoletim(impresso)).toContainEqual({ rotulo: "Observação", valor: "Sem nota (ingressou em 04/05/2026): 1º bimestre." });
  });
});
