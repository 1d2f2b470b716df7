import { ActionError } from "@/lib/infra/actions/erro";
import { criarEscola } from "@/lib/escolas/escrita";
import { lerEscola } from "@/lib/escolas/dados";
import { adicionarDiaEspecial, atualizarEtapas, criarAnoLetivo, iniciarAnoLetivo, removerDiaEspecial } from "@/lib/anos-letivos/escrita";
import { anosCollection, anosDaEscola, lerAnoLetivo } from "@/lib/anos-letivos/dados";
import { calendarioDoAno } from "@/lib/anos-letivos/documento";
import { anoLetivoCriacao, anoLetivoEdicao, diaEspecialInput } from "@/lib/anos-letivos/schema";
import { anoLetivoTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { closeTestApp, testDb } from "@/test/support/firebase";
import { contextoDeTeste as contexto, errosDoFormulario, recusa as refusal } from "@/test/support/contexto";

// The school year on the local database: one year per number per school (also when two are sent
// at once), at most one year in progress per school (likewise), special days, tenancy, and the
// forms' refusals next to their fields.

afterAll(closeTestApp);

const erros = anoLetivoTexts.erros;



/** A 2026 in bimestres, each etapa's dates as a form sends them. */
const BIMESTRES_2026 = {
  inicio1: "2026-02-02",
  fim1: "2026-04-17",
  inicio2: "2026-04-20",
  fim2: "2026-07-03",
  inicio3: "2026-07-20",
  fim3: "2026-09-30",
  inicio4: "2026-10-01",
  fim4: "2026-12-18",
};

function criacao(idEscola: string, extra: Record<string, string | string[]> = {}) {
  const parsed = anoLetivoCriacao.safeParse({ idEscola, ano: "2026", tipoEtapas: "bimestres", ...BIMESTRES_2026, ...extra });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data;
}

async function escolaNova(ctx: ShellContext, nome = "Escola do Ano") {
  return criarEscola(ctx, { nome, telefone: undefined });
}

describe("creating a year", () => {
  it("stores the etapas, Em planejamento, with its activity; the school lists it", async () => {
    const ctx = contexto();
    const idEscola = await escolaNova(ctx);
    const { id } = await criarAnoLetivo(ctx, criacao(idEscola));
    expect(id).toBe(`${idEscola}__2026`);
    const ano = await lerAnoLetivo(ctx, idEscola, 2026);
    expect(ano).toMatchObject({ ano: 2026, tipoEtapas: "bimestres", situacao: "planejamento", especiais: [], versao: 1 });
    expect(ano!.etapas).toEqual([
      { inicio: "2026-02-02", fim: "2026-04-17" },
      { inicio: "2026-04-20", fim: "2026-07-03" },
      { inicio: "2026-07-20", fim: "2026-09-30" },
      { inicio: "2026-10-01", fim: "2026-12-18" },
    ]);
    expect(await anosDaEscola(ctx, idEscola)).toEqual([{ id, ano: 2026, situacao: "planejamento" }]);
    const atividades = await testDb().collection("atividades").where("alvo.id", "==", id).get();
    expect(atividades.docs.map((d) => d.data())).toEqual([expect.objectContaining({ tipo: "anoLetivo.criado", idEmpresa: ctx.empresa.id })]);
  });

  it("writes the national holidays left ticked as Não letivo days, named; a forged day is no holiday", async () => {
    const ctx = contexto();
    const idEscola = await escolaNova(ctx);
    // Every holiday of 2026 ticked but Natal, plus Carnaval (a ponto facultativo ticked by hand) and a day that is none.
    const marcados = ["2026-01-01", "2026-02-16", "2026-04-21", "2026-05-01", "2026-09-07", "2026-10-12", "2026-11-02", "2026-11-15", "2026-11-20", "2026-03-10"];
    await criarAnoLetivo(ctx, criacao(idEscola, { feriados: marcados }));
    const ano = await lerAnoLetivo(ctx, idEscola, 2026);
    expect(ano!.especiais.map(({ de, ate, tipo, motivo }) => ({ de, ate, tipo, motivo }))).toEqual([
      { de: "2026-01-01", ate: "2026-01-01", tipo: "naoLetivo", motivo: "Confraternização Universal" },
      { de: "2026-02-16", ate: "2026-02-17", tipo: "naoLetivo", motivo: "Carnaval" },
      { de: "2026-04-21", ate: "2026-04-21", tipo: "naoLetivo", motivo: "Tiradentes" },
      { de: "2026-05-01", ate: "2026-05-01", tipo: "naoLetivo", motivo: "Dia do Trabalho" },
      { de: "2026-09-07", ate: "2026-09-07", tipo: "naoLetivo", motivo: "Independência do Brasil" },
      { de: "2026-10-12", ate: "2026-10-12", tipo: "naoLetivo", motivo: "Nossa Senhora Aparecida" },
      { de: "2026-11-02", ate: "2026-11-02", tipo: "naoLetivo", motivo: "Finados" },
      { de: "2026-11-15", ate: "2026-11-15", tipo: "naoLetivo", motivo: "Proclamação da República" },
      { de: "2026-11-20", ate: "2026-11-20", tipo: "naoLetivo", motivo: "Dia Nacional de Zumbi e da Consciência Negra" },
    ]);
    // 220 weekdays in the etapas, less Carnaval's two and six holidays on weekdays inside them (15/11 is a Sunday, 01/01 outside).
    expect(calendarioDoAno(ano!).total).toBe(212);
    // The secretaria may remove one: Tiradentes comes back.
    await removerDiaEspecial(ctx, ano!.id, ano!.especiais.find((e) => e.motivo === "Tiradentes")!.id);
    expect(calendarioDoAno((await lerAnoLetivo(ctx, idEscola, 2026))!).total).toBe(213);
  });

  it("refuses a second year of the same number in the school, also when both are sent at once", async () => {
    const ctx = contexto();
    const idEscola = await escolaNova(ctx);
    const results = await Promise.allSettled([criarAnoLetivo(ctx, criacao(idEscola)), criarAnoLetivo(ctx, criacao(idEscola, { fim4: "2026-12-17" }))]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const recusa = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(recusa.reason).toBeInstanceOf(ActionError);
    expect(recusa.reason).toMatchObject({ message: erros.jaExiste, field: "ano" });
    expect((await anosDaEscola(ctx, idEscola)).length).toBe(1);
  });

  it("answers a retry of the same form (its token) as the first; another form with the same data is refused", async () => {
    const ctx = contexto();
    const idEscola = await escolaNova(ctx);
    const input = criacao(idEscola, { token: "token-do-formulario-0123" });
    await criarAnoLetivo(ctx, input);
    await expect(criarAnoLetivo(ctx, input)).resolves.toEqual({ id: `${idEscola}__2026` });
    expect((await refusal(criarAnoLetivo(ctx, { ...input, token: "outro-formulario-456789" }))).message).toBe(erros.jaExiste);
    expect((await refusal(criarAnoLetivo(ctx, { ...input, token: undefined }))).message).toBe(erros.jaExiste);
    expect((await testDb().collection("atividades").where("alvo.id", "==", `${idEscola}__2026`).get()).size).toBe(1);
  });

  it("another company's school is 'not found', and nothing is written", async () => {
    const alheia = await escolaNova(contexto());
    const ctx = contexto();
    expect((await refusal(criarAnoLetivo(ctx, criacao(alheia)))).message).toBe(anoLetivoTexts.naoEncontrado);
    expect((await anosCollection().doc(`${alheia}__2026`).get()).exists).toBe(false);
    expect(await lerAnoLetivo(ctx, alheia, 2026)).toBeNull();
  });
});

describe("the form's refusals, next to their fields", () => {
  const base = { idEscola: "x", ano: "2026", tipoEtapas: "bimestres", ...BIMESTRES_2026 };
  it.each([
    ["a missing date", { fim2: "" }, "fim2", erros.datasFaltando],
    ["a day that does not exist", { inicio3: "2026-02-30" }, "inicio3", erros.datasFaltando],
    ["etapas out of order", { inicio2: "2026-04-10" }, "inicio2", erros.ordem],
    ["an etapa ending before it starts", { fim1: "2026-01-30" }, "fim1", erros.ordem],
    ["a date before the year", { inicio1: "2025-12-20" }, "inicio1", erros.foraDoAno],
    ["a date after 31/01 of the next year", { fim4: "2027-02-01" }, "fim4", erros.foraDoAno],
    ["a year of 5 digits", { ano: "20260" }, "ano", erros.ano],
    ["a year that is not a number", { ano: "dois mil" }, "ano", erros.ano],
    ["an unknown kind of etapas", { tipoEtapas: "quinzenas" }, "tipoEtapas", erros.tipoEtapas],
  ])("%s", (_, extra, campo, mensagem) => {
    expect(errosDoFormulario(anoLetivoCriacao, { ...base, ...extra })[campo]).toBe(mensagem);
  });

  it("asks only for the etapas of its kind (semestres: two)", () => {
    const parsed = anoLetivoCriacao.safeParse({ idEscola: "x", ano: "2026", tipoEtapas: "semestres", inicio1: "2026-02-02", fim1: "2026-07-03", inicio2: "2026-07-20", fim2: "2026-12-18" });
    expect(parsed.success && parsed.data.etapas).toEqual([
      { inicio: "2026-02-02", fim: "2026-07-03" },
      { inicio: "2026-07-20", fim: "2026-12-18" },
    ]);
  });

  it("takes a 10,000-character value and extra fields without failing", () => {
    const porCampo = errosDoFormulario(anoLetivoCriacao, { ...base, inicio1: "9".repeat(10_000), idEmpresa: "outra", __proto__: { x: 1 } });
    expect(porCampo.inicio1).toBe(erros.datasFaltando);
  });
});

describe("starting a year", () => {
  it("makes it Em andamento and the school's year in progress", async () => {
    const ctx = contexto();
    const idEscola = await escolaNova(ctx);
    const { id } = await criarAnoLetivo(ctx, criacao(idEscola));
    await iniciarAnoLetivo(ctx, id);
    expect((await lerAnoLetivo(ctx, idEscola, 2026))!.situacao).toBe("andamento");
    expect((await lerEscola(ctx, idEscola))!.anoEmAndamento).toEqual({ id, ano: 2026 });
    expect((await refusal(iniciarAnoLetivo(ctx, id))).message).toBe(erros.naoEmPlanejamento);
  });

  it("keeps at most one year in progress per school, also when two are started at once", async () => {
    const ctx = contexto();
    const idEscola = await escolaNova(ctx);
    const a = await criarAnoLetivo(ctx, criacao(idEscola));
    const b = await criarAnoLetivo(ctx, criacao(idEscola, { ano: "2027", ...Object.fromEntries(Object.entries(BIMESTRES_2026).map(([k, v]) => [k, v.replace("2026", "2027")])) }));
    const results = await Promise.allSettled([iniciarAnoLetivo(ctx, a.id), iniciarAnoLetivo(ctx, b.id)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect((results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason).toMatchObject({ message: erros.jaEmAndamento });
    const situacoes = (await anosDaEscola(ctx, idEscola)).map((x) => x.situacao).sort();
    expect(situacoes).toEqual(["andamento", "planejamento"]);
  });

  it("another company's year is 'not found'", async () => {
    const outra = contexto();
    const { id } = await criarAnoLetivo(outra, criacao(await escolaNova(outra)));
    expect((await refusal(iniciarAnoLetivo(contexto(), id))).message).toBe(anoLetivoTexts.naoEncontrado);
    expect((await anosCollection().doc(id).get()).get("situacao")).toBe("planejamento");
  });
});

describe("special days and the count of dias letivos", () => {
  const dia = (id: string, de: string, ate: string, tipo: string, motivo: string) => {
    const parsed = diaEspecialInput.safeParse({ id, de, ate, tipo, motivo });
    if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
    return parsed.data;
  };

  it("adds and removes periods; the count follows (Carnaval off, a Saturday on)", async () => {
    const ctx = contexto();
    const idEscola = await escolaNova(ctx);
    const { id } = await criarAnoLetivo(ctx, criacao(idEscola));
    const antes = calendarioDoAno((await lerAnoLetivo(ctx, idEscola, 2026))!);
    // Carnaval: Monday 16 and Tuesday 17 February 2026; a Saturday make-up day: 2026-03-07.
    await adicionarDiaEspecial(ctx, dia(id, "2026-02-16", "2026-02-17", "naoLetivo", "Carnaval"));
    await adicionarDiaEspecial(ctx, dia(id, "2026-03-07", "2026-03-07", "letivoExtra", "Reposição"));
    const ano = await testDb().collection("anos_letivos").doc(id).get();
    const lido = (await (await import("@/lib/anos-letivos/dados")).anoFrom(ano, ctx.empresa.id))!;
    expect(lido.especiais.map((e) => [e.de, e.ate, e.tipo, e.motivo])).toEqual([
      ["2026-02-16", "2026-02-17", "naoLetivo", "Carnaval"],
      ["2026-03-07", "2026-03-07", "letivoExtra", "Reposição"],
    ]);
    const depois = calendarioDoAno(lido);
    expect(depois.total).toBe(antes.total - 2 + 1);
    expect(depois.porEtapa[0]).toBe(antes.porEtapa[0]! - 2 + 1);

    expect((await refusal(adicionarDiaEspecial(ctx, dia(id, "2026-02-17", "2026-02-18", "naoLetivo", "Outro")))).message).toBe(erros.especiais.sobreposicao);
    expect((await refusal(adicionarDiaEspecial(ctx, dia(id, "2027-03-01", "2027-03-01", "naoLetivo", "Longe")))).message).toBe(erros.especiais.foraDoAno);
    expect((await refusal(adicionarDiaEspecial(ctx, dia(id, "2026-05-02", "2026-05-01", "naoLetivo", "Ao contrário")))).message).toBe(erros.especiais.ordem);

    await removerDiaEspecial(ctx, id, lido.especiais[0]!.id);
    expect(calendarioDoAno((await lerAnoLetivo(contexto(ctx.empresa.id), idEscola, 2026))!).total).toBe(antes.total + 1);
    expect((await refusal(removerDiaEspecial(ctx, id, lido.especiais[0]!.id))).message).toBe(erros.especiais.naoEncontrado);
    const tipos = (await testDb().collection("atividades").where("alvo.id", "==", id).get()).docs.map((d) => d.get("tipo")).sort();
    expect(tipos).toEqual(["anoLetivo.criado", "anoLetivo.diaAdicionado", "anoLetivo.diaAdicionado", "anoLetivo.diaRemovido"]);
  });

  it("changes the etapas of a year, refusing a stale form", async () => {
    const ctx = contexto();
    const idEscola = await escolaNova(ctx);
    const { id } = await criarAnoLetivo(ctx, criacao(idEscola));
    const edicao = anoLetivoEdicao.parse({ id, versao: "1", ano: "2026", tipoEtapas: "semestres", inicio1: "2026-02-02", fim1: "2026-07-03", inicio2: "2026-07-20", fim2: "2026-12-18" });
    await atualizarEtapas(ctx, edicao);
    expect(await lerAnoLetivo(contexto(ctx.empresa.id), idEscola, 2026)).toMatchObject({ tipoEtapas: "semestres", versao: 2 });
    expect((await refusal(atualizarEtapas(ctx, edicao))).message).toBe(erros.alteradoPorOutro);
  });

  it("checks the dates against the year's own number, whatever number a forged form sends", async () => {
    const ctx = contexto();
    const idEscola = await escolaNova(ctx);
    await criarAnoLetivo(ctx, criacao(idEscola));
    const antes = await lerAnoLetivo(contexto(ctx.empresa.id), idEscola, 2026);
    const forjada = anoLetivoEdicao.parse({ id: antes!.id, versao: "1", ano: "2027", tipoEtapas: "semestres", inicio1: "2027-02-01", fim1: "2027-06-30", inicio2: "2027-08-02", fim2: "2027-12-17" });
    const recusa = await refusal(atualizarEtapas(ctx, forjada));
    expect([recusa.message, recusa.field]).toEqual([erros.foraDoAno, "inicio1"]);
    expect(await lerAnoLetivo(contexto(ctx.empresa.id), idEscola, 2026)).toEqual(antes);
  });
});
