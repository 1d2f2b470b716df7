import { atividadeRecente } from "@/lib/atividades/dados";
import { regrasDaEmpresa, regrasInput, regrasNaTransacao, salvarRegras } from "@/lib/empresas/regras-de-avaliacao";
import { configTexts } from "@/lib/messages";
import { REGRAS_PADRAO } from "@/lib/regras/regras-de-avaliacao";
import { closeTestApp, readAtividades, testDb, uniqueId } from "@/test/support/firebase";
import { contextoDeTeste, errosDoFormulario } from "@/test/support/contexto";

// The company's rules of evaluation (regras_de_avaliacao/{idEmpresa}): the defaults until saved,
// the form's input, a save recorded in the company's activity.

afterAll(closeTestApp);

const ERROS = {
  media: "Informe a média de 0 a 10, com até uma casa decimal.",
  frequencia: "Informe a frequência mínima de 0 a 100%.",
  frequenciaMinimaDaLei: "A frequência mínima não pode ser menor que 75%.",
  recuperacao: "Escolha se há recuperação final.",
  anosIniciais: "Escolha como o 1º ao 3º ano são avaliados.",
};

const regrasDoc = (idEmpresa: string) => testDb().doc(`regras_de_avaliacao/${idEmpresa}`);
const administrador = (idEmpresa = uniqueId("emp")) => contextoDeTeste(idEmpresa, "administrador");
const valido = { mediaParaAprovacao: "6,0", frequenciaMinima: "75", recuperacaoFinal: "sim", anosIniciais: "notas" };

describe("regrasInput", () => {
  it("has the issue's messages", () => {
    expect(configTexts.regras.erros).toEqual(ERROS);
  });

  it("reads the média typed with a comma (or a dot) in tenths, 0 to 10", () => {
    const media = (v: string) => regrasInput.parse({ ...valido, mediaParaAprovacao: v }).mediaParaAprovacao;
    expect(media("6,0")).toBe(60);
    expect(media("7,5")).toBe(75);
    expect(media(" 7.5 ")).toBe(75);
    expect(media("10")).toBe(100);
    expect(media("10,0")).toBe(100);
    expect(media("0")).toBe(0);
  });

  it.each(["10,01", "-1", "7.55", "7,55", "abc", "", "   ", "10,1", "11", "1e1", "6,", ",5", "x".repeat(10_000)])("refuses the média %j", (v) => {
    expect(errosDoFormulario(regrasInput, { ...valido, mediaParaAprovacao: v })).toEqual({ mediaParaAprovacao: ERROS.media });
  });

  it("reads the frequência as a whole percentage, with or without %", () => {
    const frequencia = (v: string) => regrasInput.parse({ ...valido, frequenciaMinima: v }).frequenciaMinima;
    expect(frequencia("75")).toBe(75);
    expect(frequencia(" 80% ")).toBe(80);
    expect(frequencia("80 %")).toBe(80);
    expect(frequencia("100")).toBe(100);
  });

  it.each(["74", " 74% ", "60", "0", "00"])("refuses the frequência %j below the law's 75% (issue 42)", (v) => {
    expect(errosDoFormulario(regrasInput, { ...valido, frequenciaMinima: v })).toEqual({ frequenciaMinima: ERROS.frequenciaMinimaDaLei });
  });

  it.each(["101", "-1", "75,5", "7.5", "abc", "", "%", "1000", "x".repeat(10_000)])("refuses the frequência %j", (v) => {
    expect(errosDoFormulario(regrasInput, { ...valido, frequenciaMinima: v })).toEqual({ frequenciaMinima: ERROS.frequencia });
  });

  it("reads `Recuperação final` as sim or nao only", () => {
    expect(regrasInput.parse(valido).recuperacaoFinal).toBe(true);
    expect(regrasInput.parse({ ...valido, recuperacaoFinal: "nao" }).recuperacaoFinal).toBe(false);
    for (const v of ["", "true", "Sim", "talvez", "x".repeat(10_000)]) {
      expect(errosDoFormulario(regrasInput, { ...valido, recuperacaoFinal: v })).toEqual({ recuperacaoFinal: ERROS.recuperacao });
    }
  });

  it("refuses missing and non-text fields, each next to its field", () => {
    expect(errosDoFormulario(regrasInput, {})).toEqual({ mediaParaAprovacao: ERROS.media, frequenciaMinima: ERROS.frequencia, recuperacaoFinal: ERROS.recuperacao, anosIniciais: ERROS.anosIniciais });
    expect(errosDoFormulario(regrasInput, { mediaParaAprovacao: 6, frequenciaMinima: 75, recuperacaoFinal: true, anosIniciais: true })).toEqual({
      mediaParaAprovacao: ERROS.media,
      frequenciaMinima: ERROS.frequencia,
      recuperacaoFinal: ERROS.recuperacao,
      anosIniciais: ERROS.anosIniciais,
    });
  });
});

describe("regrasDaEmpresa", () => {
  it("gives the defaults (6,0 / 75% / with recuperação final) to a company that never saved them", async () => {
    expect(REGRAS_PADRAO).toEqual({ mediaParaAprovacao: 60, frequenciaMinima: 75, recuperacaoFinal: true, anosIniciaisPorParecer: false });
    expect(await regrasDaEmpresa(uniqueId("emp"))).toEqual(REGRAS_PADRAO);
  });

  it("gives the defaults for a malformed document (logged), and for one that names another company", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const id = uniqueId("emp");
    await regrasDoc(id).set({ idEmpresa: id, mediaParaAprovacao: 7.5, frequenciaMinima: 80, recuperacaoFinal: false });
    expect(await regrasDaEmpresa(id)).toEqual(REGRAS_PADRAO);
    await regrasDoc(id).set({ idEmpresa: id, mediaParaAprovacao: 101, frequenciaMinima: 80, recuperacaoFinal: false });
    expect(await regrasDaEmpresa(id)).toEqual(REGRAS_PADRAO);
    await regrasDoc(id).set({ idEmpresa: id, mediaParaAprovacao: 70, frequenciaMinima: "80", recuperacaoFinal: false });
    expect(await regrasDaEmpresa(id)).toEqual(REGRAS_PADRAO);
    await regrasDoc(id).set({ idEmpresa: uniqueId("emp"), mediaParaAprovacao: 70, frequenciaMinima: 80, recuperacaoFinal: false });
    expect(await regrasDaEmpresa(id)).toEqual(REGRAS_PADRAO);
    expect(await regrasDaEmpresa("a/b")).toEqual(REGRAS_PADRAO);
    expect(logged).toHaveBeenCalledTimes(3);
    expect(logged).toHaveBeenCalledWith(`[firestore] malformed regras_de_avaliacao/${id} skipped`);
    logged.mockRestore();
  });
});

describe("a stored minimum below the law's (old data, before issue 42)", () => {
  it("reads as 75%, in the request and in a transaction, and is not logged as malformed", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const id = uniqueId("emp");
    await regrasDoc(id).set({ idEmpresa: id, mediaParaAprovacao: 50, frequenciaMinima: 60, recuperacaoFinal: true });
    const lidas = { mediaParaAprovacao: 50, frequenciaMinima: 75, recuperacaoFinal: true, anosIniciaisPorParecer: false };
    expect(await regrasDaEmpresa(id)).toEqual(lidas);
    expect(await testDb().runTransaction((tx) => regrasNaTransacao(tx, id))).toEqual(lidas);
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it("saving 75% over it records no change (it was read as 75%); saving 80% records 75% → 80%", async () => {
    const ctx = administrador();
    const id = ctx.empresa.id;
    await regrasDoc(id).set({ idEmpresa: id, mediaParaAprovacao: 60, frequenciaMinima: 0, recuperacaoFinal: true });
    expect(await salvarRegras(ctx, regrasInput.parse(valido))).toBe(false);
    expect(await salvarRegras(ctx, regrasInput.parse({ ...valido, frequenciaMinima: "80" }))).toBe(true);
    const [atividade] = await readAtividades(id);
    expect(atividade?.mudancas).toEqual([{ campo: "frequenciaMinima", de: "75%", para: "80%" }]);
  });
});

describe("salvarRegras", () => {
  it("saves the rules, reads them back (also in a transaction) and records the change", async () => {
    const ctx = administrador();
    const id = ctx.empresa.id;
    expect(await salvarRegras(ctx, regrasInput.parse({ mediaParaAprovacao: "7,0", frequenciaMinima: "80%", recuperacaoFinal: "nao", anosIniciais: "notas" }))).toBe(true);

    const salvas = { mediaParaAprovacao: 70, frequenciaMinima: 80, recuperacaoFinal: false, anosIniciaisPorParecer: false };
    expect(await regrasDaEmpresa(id)).toEqual(salvas);
    expect(await testDb().runTransaction((tx) => regrasNaTransacao(tx, id))).toEqual(salvas);
    expect((await regrasDoc(id).get()).data()).toEqual({ idEmpresa: id, ...salvas, atualizadoEm: expect.anything(), atualizadoPor: ctx.session.uid });

    expect(await readAtividades(id)).toEqual([
      expect.objectContaining({
        idEmpresa: id,
        tipo: "regras.atualizadas",
        por: ctx.session.uid,
        porNome: "Secretaria Teste",
        alvo: { colecao: "regras_de_avaliacao", id, nome: "média 7,0, frequência mínima 80%, sem recuperação final" },
        mudancas: [
          { campo: "mediaParaAprovacao", de: "6,0", para: "7,0" },
          { campo: "frequenciaMinima", de: "75%", para: "80%" },
          { campo: "recuperacaoFinal", de: "Com recuperação final", para: "Sem recuperação final" },
        ],
        painel: true,
        redigido: false,
      }),
    ]);
    expect((await atividadeRecente(ctx)).map((e) => e.tipo)).toEqual(["regras.atualizadas"]);

    // Only what changed is recorded.
    await salvarRegras(ctx, regrasInput.parse({ mediaParaAprovacao: "7,5", frequenciaMinima: "80", recuperacaoFinal: "nao", anosIniciais: "notas" }));
    expect((await readAtividades(id)).map((a) => a.mudancas)).toContainEqual([{ campo: "mediaParaAprovacao", de: "7,0", para: "7,5" }]);
    expect(await regrasDaEmpresa(id)).toEqual({ ...salvas, mediaParaAprovacao: 75 });
  });

  it("writes and records nothing when the rules are those in force (the defaults, or the saved ones)", async () => {
    const ctx = administrador();
    const id = ctx.empresa.id;
    expect(await salvarRegras(ctx, regrasInput.parse(valido))).toBe(false);
    expect((await regrasDoc(id).get()).exists).toBe(false);
    expect(await readAtividades(id)).toEqual([]);

    await salvarRegras(ctx, regrasInput.parse({ ...valido, frequenciaMinima: "90" }));
    const antes = (await regrasDoc(id).get()).data();
    expect(await salvarRegras(ctx, regrasInput.parse({ ...valido, frequenciaMinima: "90%" }))).toBe(false);
    expect((await regrasDoc(id).get()).data()).toEqual(antes);
    expect(await readAtividades(id)).toHaveLength(1);
  });

  it("leaves another company's rules untouched", async () => {
    const outra = administrador();
    await salvarRegras(outra, regrasInput.parse({ mediaParaAprovacao: "5,0", frequenciaMinima: "90", recuperacaoFinal: "sim", anosIniciais: "notas" }));
    const antes = (await regrasDoc(outra.empresa.id).get()).data();

    const ctx = administrador();
    await salvarRegras(ctx, regrasInput.parse({ mediaParaAprovacao: "8,0", frequenciaMinima: "85", recuperacaoFinal: "nao", anosIniciais: "parecer" }));
    expect(await regrasDaEmpresa(ctx.empresa.id)).toEqual({ mediaParaAprovacao: 80, frequenciaMinima: 85, recuperacaoFinal: false, anosIniciaisPorParecer: true });
    expect((await regrasDoc(outra.empresa.id).get()).data()).toEqual(antes);
    expect(await regrasDaEmpresa(outra.empresa.id)).toEqual({ mediaParaAprovacao: 50, frequenciaMinima: 90, recuperacaoFinal: true, anosIniciaisPorParecer: false });
    expect(await readAtividades(outra.empresa.id)).toHaveLength(1);
  });
});
