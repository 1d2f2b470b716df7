import "server-only";
import { cache } from "react";
import { FieldValue, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { z } from "zod";
import { db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { transacao } from "@/lib/infra/firestore/transacao";
import { COLLECTIONS, isDocumentId } from "@/lib/infra/firestore/documents";
import { lerDocumento } from "@/lib/infra/firestore/lote-de-leituras";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import { registrarAtividade } from "@/lib/atividades/escrita";
import type { Mudanca } from "@/lib/atividades/schema";
import { daEmpresa } from "@/lib/empresas/schema";
import { configTexts } from "@/lib/messages";
import { formatarNota, lerNota } from "@/lib/regras/notas";
import { FREQUENCIA_MINIMA_DA_LEI } from "@/lib/regras/frequencia";
import { REGRAS_PADRAO, regrasDeAvaliacaoSchema, type RegrasDeAvaliacao } from "@/lib/regras/regras-de-avaliacao";
import type { ShellContext } from "@/lib/shell/contexto";
import { iniciarRecontagem } from "@/lib/chamadas/recontagem/registro";

// The company's rules of evaluation (Configurações → `Regras de avaliação`), one document per
// company: regras_de_avaliacao/{idEmpresa}. A company that never saved them, or whose document is
// malformed (logged), has REGRAS_PADRAO (6,0 / 75% / with final recovery). Administrators change
// them; the grades' grid, the boletim and the closing of a year read them (a closed year keeps its
// own copy: a later change never rewrites it).

const t = configTexts.regras;

const regrasCollection = () => db().collection(COLLECTIONS.regrasDeAvaliacao);

/** regras_de_avaliacao/{idEmpresa}: the rules (lib/regras/regras-de-avaliacao.ts's one declaration) and their company. */
export const regrasDoc = regrasDeAvaliacaoSchema.extend({ idEmpresa: z.string().trim().min(1) });

/**
 * The rules a snapshot holds: REGRAS_PADRAO when it is absent, malformed (logged) or another company's.
 * A `frequenciaMinima` below the law's 75% (saved before issue 42 made the form refuse it: old data)
 * reads as 75%, the law's floor, rather than as malformed: the rest of the rules stand, and no
 * flag or closing of a year in progress works with less than the law (a year closed before keeps the
 * copy it was closed with). Configurações shows 75%; the next save writes the document (lifting the
 * stored value) even when nothing the person sees changed.
 */
function regrasDe(doc: DocumentSnapshot, idEmpresa: string): RegrasDeAvaliacao {
  const lido = daEmpresa(doc, regrasDoc, idEmpresa);
  if (!lido) return { ...REGRAS_PADRAO };
  return {
    mediaParaAprovacao: lido.mediaParaAprovacao,
    frequenciaMinima: Math.max(lido.frequenciaMinima, FREQUENCIA_MINIMA_DA_LEI),
    recuperacaoFinal: lido.recuperacaoFinal,
    anosIniciaisPorParecer: lido.anosIniciaisPorParecer,
  };
}

/** The company's rules in force (REGRAS_PADRAO until an administrator saves them). Memoised per request. */
export const regrasDaEmpresa = cache(async (idEmpresa: string): Promise<RegrasDeAvaliacao> => {
  if (!isDocumentId(idEmpresa)) return { ...REGRAS_PADRAO };
  const snapshot = await withDeadline(lerDocumento(regrasCollection().doc(idEmpresa)), "banco");
  registrarLeituras("regrasDeAvaliacao.ler", 1);
  return regrasDe(snapshot, idEmpresa);
});

/** The rules a year is evaluated by: a closed year's own (those it was closed with), else the company's in force. */
export async function regrasDoAno(idEmpresa: string, ano: { situacao: string; regras: RegrasDeAvaliacao | null } | null): Promise<RegrasDeAvaliacao> {
  return ano?.situacao === "encerrado" && ano.regras ? ano.regras : regrasDaEmpresa(idEmpresa);
}

/** The company's rules read inside a transaction (which then holds them: a change meanwhile retries it). */
export async function regrasNaTransacao(tx: Transaction, idEmpresa: string): Promise<RegrasDeAvaliacao> {
  if (!isDocumentId(idEmpresa)) return { ...REGRAS_PADRAO };
  return regrasDe(await tx.get(regrasCollection().doc(idEmpresa)), idEmpresa);
}

/** The longest text looked at in a field: past this it is refused without further work. */
const CAMPO_MAX = 20;

/** A form field that must be text of at most CAMPO_MAX characters, read by `ler` (undefined: refused with `message`). */
function campo<T>(message: string, ler: (texto: string) => T | undefined) {
  return z
    .string({ error: message })
    .max(CAMPO_MAX, message)
    .transform((v, ctx) => {
      const lido = ler(v);
      if (lido === undefined) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return lido;
    });
}

/** "75", " 75 ", "75%" or "75 %" → 75; 0 to 100, whole numbers only (the law's floor is checked after: its own message). */
function lerFrequencia(texto: string): number | undefined {
  const m = /^(\d{1,3})\s*%?$/.exec(texto.trim());
  if (!m) return undefined;
  const n = Number(m[1]);
  return n <= 100 ? n : undefined;
}

/**
 * The `Regras de avaliação` form: `mediaParaAprovacao` as typed ("6,0", "7", "7.5": lerNota),
 * `frequenciaMinima` a whole percentage ("75", "75%") of at least the law's 75% (issue 42), `recuperacaoFinal` "sim" or "nao",
 * `anosIniciais` "notas" or "parecer" (EF 1º–3º ano).
 */
export const regrasInput = z.object({
  mediaParaAprovacao: campo(t.erros.media, (v) => lerNota(v) ?? undefined),
  frequenciaMinima: campo(t.erros.frequencia, lerFrequencia).pipe(z.number().min(FREQUENCIA_MINIMA_DA_LEI, t.erros.frequenciaMinimaDaLei)),
  recuperacaoFinal: campo(t.erros.recuperacao, (v) => (v === "sim" ? true : v === "nao" ? false : undefined)),
  anosIniciais: campo(t.erros.anosIniciais, (v) => (v === "parecer" ? true : v === "notas" ? false : undefined)),
});

export type RegrasInput = z.output<typeof regrasInput>;

/** The form's fields, as the action reads them. */
export const regrasFields = ["mediaParaAprovacao", "frequenciaMinima", "recuperacaoFinal", "anosIniciais"] as const;

/** The fields' changes, in the words the screen shows ("6,0" → "7,0", "75%" → "80%"). */
function mudancasDas(antes: RegrasDeAvaliacao, depois: RegrasDeAvaliacao): Mudanca[] {
  const mudancas: Mudanca[] = [];
  if (antes.mediaParaAprovacao !== depois.mediaParaAprovacao) {
    mudancas.push({ campo: "mediaParaAprovacao", de: formatarNota(antes.mediaParaAprovacao), para: formatarNota(depois.mediaParaAprovacao) });
  }
  if (antes.frequenciaMinima !== depois.frequenciaMinima) {
    mudancas.push({ campo: "frequenciaMinima", de: t.porcento(antes.frequenciaMinima), para: t.porcento(depois.frequenciaMinima) });
  }
  if (antes.recuperacaoFinal !== depois.recuperacaoFinal) {
    mudancas.push({ campo: "recuperacaoFinal", de: t.simNao(antes.recuperacaoFinal), para: t.simNao(depois.recuperacaoFinal) });
  }
  if (antes.anosIniciaisPorParecer !== depois.anosIniciaisPorParecer) {
    mudancas.push({ campo: "anosIniciaisPorParecer", de: t.anosIniciaisMudanca(antes.anosIniciaisPorParecer), para: t.anosIniciaisMudanca(depois.anosIniciaisPorParecer) });
  }
  return mudancas;
}

/**
 * Saves the company's rules (the session's company: never one from the form) and records the
 * change in its activity, in one transaction. Saving the rules in force writes and records nothing.
 * A change of `Frequência mínima` starts, in that same transaction, the recount of the stored
 * flags of the years in progress (lib/chamadas/recontagem): `recontar` gets its owner token, to run
 * it after the response (a run nobody starts is taken over by the cron route or the pages).
 * Returns whether anything changed.
 */
export async function salvarRegras(ctx: ShellContext, input: RegrasInput, { recontar }: { recontar?: (token: string) => void } = {}): Promise<boolean> {
  const idEmpresa = ctx.empresa.id;
  const depois: RegrasDeAvaliacao = {
    mediaParaAprovacao: input.mediaParaAprovacao,
    frequenciaMinima: input.frequenciaMinima,
    recuperacaoFinal: input.recuperacaoFinal,
    anosIniciaisPorParecer: input.anosIniciais,
  };
  const { mudou, recontagem } = await transacao(async (tx) => {
    const ref = regrasCollection().doc(idEmpresa);
    const snapshot = await tx.get(ref);
    const antes = regrasDe(snapshot, idEmpresa);
    const mudancas = mudancasDas(antes, depois);
    // An old stored minimum below the law's reads as 75%: saving 75% changes nothing the person sees,
    // but the document is lifted to it (nothing recorded), so no reader ever meets the old value.
    const abaixoDaLei = snapshot.get("idEmpresa") === idEmpresa && typeof snapshot.get("frequenciaMinima") === "number" && snapshot.get("frequenciaMinima") < FREQUENCIA_MINIMA_DA_LEI;
    if (mudancas.length === 0 && !abaixoDaLei) return { mudou: false, recontagem: null };
    tx.set(ref, { idEmpresa, ...depois, atualizadoEm: FieldValue.serverTimestamp(), atualizadoPor: ctx.session.uid });
    if (mudancas.length === 0) return { mudou: false, recontagem: null };
    const recontagem = antes.frequenciaMinima !== depois.frequenciaMinima ? iniciarRecontagem(tx, idEmpresa, depois.frequenciaMinima) : null;
    registrarAtividade(tx, ctx, {
      tipo: "regras.atualizadas",
      alvo: { colecao: COLLECTIONS.regrasDeAvaliacao, id: idEmpresa, nome: t.resumo(formatarNota(depois.mediaParaAprovacao), depois.frequenciaMinima, depois.recuperacaoFinal) },
      mudancas,
    });
    return { mudou: true, recontagem };
  });
  if (recontagem) recontar?.(recontagem);
  return mudou;
}
