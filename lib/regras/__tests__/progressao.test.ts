import { progressao } from "@/lib/regras/progressao";
import { CODIGOS_DE_ETAPA_DE_ENSINO, type CodigoEtapaDeEnsino } from "@/lib/regras/etapas-de-ensino";
import { SITUACOES_FINAIS, type SituacaoFinal } from "@/lib/regras/situacao-final";

// The série progression of the rematrícula (issue 27), every etapa de ensino by every result, written
// out by hand: where `aprovado` (Educação Infantil: `concluido`) goes, and that a retained student stays.

const segue: Record<CodigoEtapaDeEnsino, CodigoEtapaDeEnsino | "concluinte"> = {
  "ei-creche": "ei-pre-escola",
  "ei-pre-escola": "ef-1",
  "ef-1": "ef-2",
  "ef-2": "ef-3",
  "ef-3": "ef-4",
  "ef-4": "ef-5",
  "ef-5": "ef-6",
  "ef-6": "ef-7",
  "ef-7": "ef-8",
  "ef-8": "ef-9",
  "ef-9": "concluinte",
  "em-1": "em-2",
  "em-2": "em-3",
  "em-3": "concluinte",
  "eja-ef": "eja-ef",
  "eja-em": "eja-em",
};

const onde = (etapa: CodigoEtapaDeEnsino, situacao: SituacaoFinal) => {
  const p = progressao(etapa, situacao);
  return p === "concluinte" ? p : p.etapa;
};

describe("progressao", () => {
  it.each(CODIGOS_DE_ETAPA_DE_ENSINO)("%s: approved (or concluded) goes on as the table says", (etapa) => {
    expect(onde(etapa, "aprovado")).toBe(segue[etapa]);
    expect(onde(etapa, "concluido")).toBe(segue[etapa]);
  });

  it.each(CODIGOS_DE_ETAPA_DE_ENSINO)("%s: retained (by grades or by frequência) stays in the same etapa", (etapa) => {
    for (const situacao of ["reprovado", "reprovado-frequencia"] as const) expect(progressao(etapa, situacao)).toEqual({ etapa, mesmaEtapa: true });
  });

  it("says whether the etapa is the same: EF 5º ano approved → 6º ano (another), EJA approved → EJA (the same)", () => {
    expect(progressao("ef-5", "aprovado")).toEqual({ etapa: "ef-6", mesmaEtapa: false });
    expect(progressao("eja-ef", "aprovado")).toEqual({ etapa: "eja-ef", mesmaEtapa: true });
  });

  it("covers every result", () => {
    expect([...SITUACOES_FINAIS].sort()).toEqual(["aprovado", "concluido", "reprovado", "reprovado-frequencia"]);
  });
});
