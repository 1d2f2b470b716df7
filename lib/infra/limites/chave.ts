import { createHmac } from "node:crypto";
import { limite, type TipoDeLimite } from "@/lib/infra/limites/tabela";

// The id of a counter's document: an HMAC-SHA-256, keyed with the session secret, of the limit's
// kind and its key. Neither an e-mail nor a client address is stored in the clear, and without the
// secret a list of addresses cannot be hashed to find whose counter is whose. Pure (no database),
// so the end-to-end tests can find a counter too.

/** The key as it is counted: an e-mail in any case is one account; an address in any case one address. */
export function chaveNormalizada(tipo: TipoDeLimite, chave: string): string {
  return limite(tipo).chave === "id" ? chave : chave.trim().toLowerCase();
}

export function idDoContador(segredo: string, tipo: TipoDeLimite, chave: string): string {
  return createHmac("sha256", segredo).update(`${tipo}\n${chaveNormalizada(tipo, chave)}`).digest("hex");
}
