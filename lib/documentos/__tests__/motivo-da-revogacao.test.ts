import { lerRevogacao, MOTIVOS_DA_REVOGACAO } from "@/lib/documentos/motivo-da-revogacao";
import { documentoTexts, verificacaoTexts } from "@/lib/messages";

// Issue 41: a revocation's public reason comes from a fixed list; the administrador's free text is
// an internal observation. A document revoked before the list (its free text in
// `motivoDaRevogacao`) reads as `Outro motivo`, its text kept as the internal observation.

describe("a revocation as stored, read", () => {
  it("the fixed list, in the issue's words, for the public check and the student's page alike", () => {
    expect(MOTIVOS_DA_REVOGACAO.map((m) => verificacaoTexts.motivos[m])).toEqual(["Emitido por engano", "Dados incorretos", "Substituído por nova via", "Outro motivo"]);
    expect(documentoTexts.motivos).toBe(verificacaoTexts.motivos);
  });

  it("a revocation with a reason of the list: that reason, and its observation", () => {
    expect(lerRevogacao({ motivoPublico: "dadosIncorretos", observacaoInterna: "Nome da mãe trocado", motivoDaRevogacao: null })).toEqual({ motivo: "dadosIncorretos", observacao: "Nome da mãe trocado" });
    expect(lerRevogacao({ motivoPublico: "emitidoPorEngano", observacaoInterna: null })).toEqual({ motivo: "emitidoPorEngano", observacao: null });
  });

  it("a document revoked with a free text before the list: `Outro motivo`, the text only as the internal observation", () => {
    expect(lerRevogacao({ motivoDaRevogacao: "Aluna em acolhimento institucional, dados sigilosos" })).toEqual({
      motivo: "outro",
      observacao: "Aluna em acolhimento institucional, dados sigilosos",
    });
    // A free text that happens to spell a key of the list is still only an observation.
    expect(lerRevogacao({ motivoDaRevogacao: "dadosIncorretos" })).toEqual({ motivo: "outro", observacao: "dadosIncorretos" });
  });

  it("anything else stored is `Outro motivo` with no observation (never a text of unknown origin shown)", () => {
    expect(lerRevogacao({})).toEqual({ motivo: "outro", observacao: null });
    expect(lerRevogacao({ motivoPublico: "Aluna em acolhimento", observacaoInterna: 42 })).toEqual({ motivo: "outro", observacao: null });
    expect(lerRevogacao({ motivoPublico: "constructor" })).toEqual({ motivo: "outro", observacao: null });
  });
});
