// The limits on repeated attempts (lib/infra/limites/) as the end-to-end flows handle them. The whole
// suite comes from 127.0.0.1, so a flow that fails on purpose sends an address of its own (the
// app reads the last hop of X-Forwarded-For, which `next start` keeps as the client sent it), and
// "lets the window pass" by moving the counted moments of a counter back.
import { randomBytes } from "node:crypto";
import { idDoContador } from "../../lib/infra/limites/chave";
import type { TipoDeLimite } from "../../lib/infra/limites/tabela";
import { testDb } from "../../test/support/firebase";

export const MUITAS_TENTATIVAS = "Muitas tentativas. Tente novamente em alguns minutos.";
export const QUINZE_MINUTOS = 15 * 60_000;

/** A client address of the flow's own: a /64 of the IPv6 documentation range (2001:db8::/32). */
export const enderecoProprio = () => `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}::1`;

type Entrada = { em: number; id: string };

/** Moves every moment a counter holds back by `ms`, as if that much time had passed. */
export async function envelhecer(tipo: TipoDeLimite, chave: string, ms: number): Promise<void> {
  const ref = testDb().collection("limites").doc(idDoContador(process.env.SESSION_SECRET!, tipo, chave));
  const data = (await ref.get()).data();
  if (!data) throw new Error(`no counter ${tipo} for ${chave}`);
  const mover = (lista: Entrada[]) => lista.map((e) => ({ ...e, em: e.em - ms }));
  await ref.update({ contadas: mover(data.contadas), pendentes: mover(data.pendentes) });
}

/** Records `quantos` uses on a counter, made just now (what many earlier requests would have left). */
export async function encher(tipo: TipoDeLimite, chave: string, quantos: number, janelaMs: number): Promise<void> {
  const ref = testDb().collection("limites").doc(idDoContador(process.env.SESSION_SECRET!, tipo, chave));
  const agora = Date.now();
  const contadas = Array.from({ length: quantos }, (_, i) => ({ em: agora - i, id: `e2e-${i}` }));
  await ref.set({ tipo, contadas, pendentes: [], expiraEm: new Date(agora + janelaMs) });
}
