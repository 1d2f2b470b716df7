import { after } from "next/server";
import { encerrarAnoLetivoAction, reabrirAnoLetivoAction } from "@/app/(main)/escolas/_anos-letivos/actions";
import { actionTexts, anoLetivoTexts, encerramentoTexts } from "@/lib/messages";
import type { Papel } from "@/lib/empresas/papeis";
import { anoAtual } from "@/lib/infra/relogio";
import { seedAnoComTurmas, seedEscolas, testDb } from "@/test/support/firebase";
import { form, run } from "@/test/support/form-actions";
import { membroConectado, prepararTestesDeAcoes } from "@/test/support/acoes";
import { fixarHoje } from "@/test/support/hoje";

// The closing's actions as a browser sends them: who may close (administrador, secretaria) and
// reopen (administrador, with a Motivo); forged requests by the other roles change nothing.

jest.mock("next/headers", () => jest.requireActual("@/test/support/request-cookies").nextHeadersMock);
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
// Outside Next's request scope `after` throws: the recount a reopening starts is only recorded here
// (lib/encerramento/__tests__/encerramento.integration.test.ts runs it).
jest.mock("next/server", () => ({ ...jest.requireActual("next/server"), after: jest.fn() }));

prepararTestesDeAcoes();

// Today is 12/05/2026: a year whose last etapa ends on 01/06/2026 is closed early.
fixarHoje("2026-05-12");

/**
 * A signed-in member and a school's year with one empty turma (nothing missing: it closes). Last
 * year's, so its last etapa has ended; with `terminaEm`, the year of that day, its etapa ending then.
 */
async function anoDe(papel: Papel, situacao: "andamento" | "encerrado" = "andamento", terminaEm?: string) {
  const { idEmpresa } = await membroConectado("Empresa do Encerramento", papel);
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola do Encerramento" }]);
  const ano = await seedAnoComTurmas(idEmpresa, idEscola!, { ano: terminaEm ? Number(terminaEm.slice(0, 4)) : anoAtual() - 1, turmas: [{ nome: "5º ano A" }] });
  if (terminaEm) await testDb().doc(`anos_letivos/${ano.id}`).update({ etapas: [{ inicio: `${ano.ano}-02-02`, fim: terminaEm }] });
  if (situacao === "encerrado") await testDb().doc(`anos_letivos/${ano.id}`).update({ situacao });
  return ano;
}

const situacao = async (id: string) => (await testDb().doc(`anos_letivos/${id}`).get()).get("situacao");

describe("encerrarAnoLetivoAction", () => {
  it.each(["consulta", "professor"] as const)("refuses a forged request by %s; the year stays in progress", async (papel) => {
    const ano = await anoDe(papel);
    expect((await run(encerrarAnoLetivoAction, form({ id: ano.id }))).state?.message).toBe(actionTexts.semPermissao);
    expect(await situacao(ano.id)).toBe("andamento");
  });

  it("closes for a secretaria", async () => {
    const ano = await anoDe("secretaria");
    expect((await run(encerrarAnoLetivoAction, form({ id: ano.id }))).state?.sucesso).toBe(encerramentoTexts.encerrado(ano.ano, 0));
    expect(await situacao(ano.id)).toBe("encerrado");
  });

  it("before the last etapa's end: refused for a secretaria, closed by an administrador who confirms (antecipado=sim)", async () => {
    const [fim, fimBr] = ["2026-06-01", "01/06/2026"];
    const daSecretaria = await anoDe("secretaria", "andamento", fim);
    expect((await run(encerrarAnoLetivoAction, form({ id: daSecretaria.id, antecipado: "sim" }))).state?.message).toBe(encerramentoTexts.erros.antecipado(fimBr));
    expect(await situacao(daSecretaria.id)).toBe("andamento");
    const doAdministrador = await anoDe("administrador", "andamento", fim);
    expect((await run(encerrarAnoLetivoAction, form({ id: doAdministrador.id }))).state?.message).toBe(encerramentoTexts.erros.antecipadoSemConfirmacao(fimBr));
    expect((await run(encerrarAnoLetivoAction, form({ id: doAdministrador.id, antecipado: "sim" }))).state?.sucesso).toBe(encerramentoTexts.encerrado(doAdministrador.ano, 0));
    expect(await situacao(doAdministrador.id)).toBe("encerrado");
  });

  it("another company's year is not found", async () => {
    const ano = await anoDe("secretaria");
    await membroConectado("Outra Empresa", "administrador");
    expect((await run(encerrarAnoLetivoAction, form({ id: ano.id }))).state?.message).toBe(anoLetivoTexts.naoEncontrado);
    expect(await situacao(ano.id)).toBe("andamento");
  });
});

describe("reabrirAnoLetivoAction", () => {
  it.each(["secretaria", "consulta", "professor"] as const)("refuses a forged request by %s; the year stays closed", async (papel) => {
    const ano = await anoDe(papel, "encerrado");
    expect((await run(reabrirAnoLetivoAction, form({ id: ano.id, motivo: "Correção" }))).state?.message).toBe(actionTexts.semPermissao);
    expect(await situacao(ano.id)).toBe("encerrado");
  });

  it("asks the administrador for the Motivo, then reopens", async () => {
    const ano = await anoDe("administrador", "encerrado");
    expect((await run(reabrirAnoLetivoAction, form({ id: ano.id, motivo: "  " }))).state?.fieldErrors).toEqual({ motivo: encerramentoTexts.erros.motivo });
    expect(await situacao(ano.id)).toBe("encerrado");
    jest.mocked(after).mockClear();
    expect((await run(reabrirAnoLetivoAction, form({ id: ano.id, motivo: "Nota lançada errada" }))).state?.sucesso).toBe(encerramentoTexts.reaberto(ano.ano));
    expect(await situacao(ano.id)).toBe("andamento");
    // Issue 42: the year's frequência flags are recounted by the rules in force, after the response.
    expect(after).toHaveBeenCalledTimes(1);
    const idEmpresa = (await testDb().doc(`anos_letivos/${ano.id}`).get()).get("idEmpresa");
    expect((await testDb().doc(`recontagens/${idEmpresa}`).get()).get("estado")).toBe("recalculando");
  });
});
