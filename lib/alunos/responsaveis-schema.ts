import "server-only";
import { z } from "zod";
import { responsaveisTexts } from "@/lib/messages";
import { alunoSecao, entrada, MASCARA_CPF } from "@/lib/alunos/schema";
import { alunoTexts } from "@/lib/messages";
import { foldForSearch } from "@/lib/busca/texto";
import {
  CAMPOS_DO_RESPONSAVEL,
  CHAVES_DAS_MARCAS,
  CHAVES_DO_RESPONSAVEL,
  MARCAS_DO_RESPONSAVEL,
  RESPONSAVEIS_MAX,
  type MarcaDoResponsavel,
  type Responsavel,
} from "@/lib/alunos/responsaveis";

// The responsáveis as the section's form sends them (one field, `responsaveis`: the list as JSON,
// written by its editor), parsed item by item with the student's own field types (schema.ts,
// `entrada`: a name by the Censo's rule, a CPF by its check digits, a phone, an e-mail). Bounded
// before anything is read: a list longer than RESPONSAVEIS_MAX, or a field far too long, is one
// Portuguese message and nothing else.

const t = responsaveisTexts.erros;

/** The whole list as sent: far more than ten items' worth of characters is refused unread. */
const TAMANHO_MAX = RESPONSAVEIS_MAX * 2_000;

const leitores = Object.fromEntries(CHAVES_DO_RESPONSAVEL.map((k) => [k, entrada(CAMPOS_DO_RESPONSAVEL[k])])) as Record<
  (typeof CHAVES_DO_RESPONSAVEL)[number],
  z.ZodType
>;

/** One item's values (strings for the typed fields, booleans for the yes/no ones), or its first problem. */
export function lerResponsavel(v: unknown): { ok: true; responsavel: Responsavel } | { ok: false; mensagem: string } {
  const o = v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  if (!o) return { ok: false, mensagem: t.lista };
  const saida: Record<string, unknown> = {};
  for (const k of CHAVES_DO_RESPONSAVEL) {
    const bruto = o[k];
    if (bruto !== undefined && bruto !== null && typeof bruto !== "string") return { ok: false, mensagem: t.lista };
    const lido = leitores[k].safeParse(bruto ?? "");
    // A name's problem says the field (the Censo's messages do not); the others' messages do.
    const problema = lido.success ? null : (lido.error.issues[0]?.message ?? t.lista);
    if (problema) return { ok: false, mensagem: k === "nome" ? `${CAMPOS_DO_RESPONSAVEL.nome.rotulo}: ${problema}` : problema };
    if (!lido.success) return { ok: false, mensagem: t.lista };
    // The editor sends whole CPFs (its roles see them): a mask is not a CPF here.
    if (k === "cpf" && typeof lido.data === "string" && MASCARA_CPF.test(lido.data)) return { ok: false, mensagem: alunoTexts.erros.cpf };
    saida[k] = lido.data ?? null;
  }
  if (!saida.parentesco) return { ok: false, mensagem: t.parentesco };
  for (const m of CHAVES_DAS_MARCAS) saida[m] = o[m] === true;
  return { ok: true, responsavel: saida as Responsavel };
}

/** The `responsaveis` field of the section's form: the list, or one message (its item's number first). */
export const responsaveisDoFormulario = z
  .string({ error: t.lista })
  .max(TAMANHO_MAX, t.demais(RESPONSAVEIS_MAX))
  .transform((texto, ctx): Responsavel[] => {
    let lista: unknown;
    try {
      lista = JSON.parse(texto || "[]");
    } catch {
      ctx.addIssue({ code: "custom", message: t.lista });
      return z.NEVER;
    }
    if (!Array.isArray(lista)) {
      ctx.addIssue({ code: "custom", message: t.lista });
      return z.NEVER;
    }
    if (lista.length > RESPONSAVEIS_MAX) {
      ctx.addIssue({ code: "custom", message: t.demais(RESPONSAVEIS_MAX) });
      return z.NEVER;
    }
    const saida: Responsavel[] = [];
    for (const [i, item] of lista.entries()) {
      const lido = lerResponsavel(item);
      if (!lido.ok) {
        ctx.addIssue({ code: "custom", message: t.doItem(i + 1, lido.mensagem) });
        return z.NEVER;
      }
      saida.push(lido.responsavel);
    }
    return saida;
  });

/**
 * A section's `Editar` (schema.ts, `alunoSecao`) and, for `Filiação e responsáveis`, its list
 * (`responsaveis`, refused under that field); other sections carry none.
 */
export const alunoSecaoComResponsaveis = z.record(z.string(), z.unknown()).transform((v, ctx) => {
  const secao = alunoSecao.safeParse(v);
  if (!secao.success) {
    for (const issue of secao.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    return z.NEVER;
  }
  if (secao.data.secao !== "responsavel") return { ...secao.data, responsaveis: undefined };
  const lista = responsaveisDoFormulario.safeParse(v.responsaveis ?? "");
  if (!lista.success) {
    ctx.addIssue({ code: "custom", message: lista.error.issues[0]?.message ?? t.lista, path: ["responsaveis"] });
    return z.NEVER;
  }
  return { ...secao.data, responsaveis: lista.data };
});

/** A spreadsheet's mark (`Responsável legal`, `Autorizado a buscar o aluno`, `Mora com o aluno`): Sim or Não (accents and case aside), blank for the default. */
const SIM_NAO = new Map([
  ["sim", true],
  ["s", true],
  ["nao", false],
  ["n", false],
]);

/**
 * One responsável of a spreadsheet's row (its `Responsável N …` cells, lib/alunos/planilha/colunas.ts),
 * with the form's rules per field; unlike the form, its parentesco may be left blank (chosen later
 * on the section's form). `lidos`: the first one's name, phone and e-mail, already read as the
 * student's fields (`responsavelNome`…); `legal` when its cell is blank.
 */
export function responsavelDaPlanilha(
  celulas: Readonly<Partial<Record<(typeof CHAVES_DO_RESPONSAVEL)[number] | MarcaDoResponsavel, string>>>,
  { lidos, legal }: { lidos?: Pick<Responsavel, "nome" | "telefone" | "email">; legal: boolean },
): { ok: true; responsavel: Responsavel } | { ok: false; mensagem: string } {
  const saida: Record<string, unknown> = { ...lidos };
  for (const k of CHAVES_DO_RESPONSAVEL) {
    if (lidos && k in lidos) continue;
    const bruto = celulas[k]?.trim() ?? "";
    const lido = leitores[k].safeParse(bruto);
    if (!lido.success) {
      const problema = lido.error.issues[0]?.message ?? t.lista;
      return { ok: false, mensagem: k === "nome" ? `${CAMPOS_DO_RESPONSAVEL.nome.rotulo}: ${problema}` : problema };
    }
    // A mask is what the form shows, never a CPF a file can bring.
    if (k === "cpf" && typeof lido.data === "string" && MASCARA_CPF.test(lido.data)) return { ok: false, mensagem: alunoTexts.erros.cpf };
    saida[k] = lido.data ?? null;
  }
  // Each mark: Sim or Não; blank, `legal` for Responsável legal (the first one's), Não for the others.
  const marcas: Partial<Record<MarcaDoResponsavel, boolean>> = {};
  for (const m of CHAVES_DAS_MARCAS) {
    const celula = foldForSearch(celulas[m]?.trim() ?? "");
    const valor = celula ? SIM_NAO.get(celula) : m === "legal" && legal;
    if (valor === undefined) return { ok: false, mensagem: t.marcaDaPlanilha(MARCAS_DO_RESPONSAVEL[m]) };
    marcas[m] = valor;
  }
  return { ok: true, responsavel: { ...(saida as Omit<Responsavel, MarcaDoResponsavel>), nome: String(saida.nome ?? ""), legal: marcas.legal === true, buscar: marcas.buscar === true, moraJunto: marcas.moraJunto === true } };
}
