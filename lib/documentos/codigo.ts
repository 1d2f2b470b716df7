// A document's verification code: 80 random bits written as 16 symbols of an alphabet without
// look-alikes (no 0/O, no 1/I), in groups of four (`K7QM-4XPA-9RTB-2WCE`). Never derived from the
// student, the time or a counter. Read back without spaces, dashes or case; anything else (a
// look-alike, a long text) is no code. Pure (the random bytes are the caller's: node:crypto).

/** 32 symbols: 2–9 and A–Z without I and O (5 bits each). */
export const ALFABETO = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
/** 16 symbols × 5 bits = 80 bits. */
export const SIMBOLOS = 16;
export const BYTES_DO_CODIGO = (SIMBOLOS * 5) / 8;
/** The longest text read as a code (a code with dashes and spaces is ~25 characters). */
export const ENTRADA_MAX = 64;

/** The code (16 symbols, no dashes) of 10 random bytes. */
export function codigoDeBytes(bytes: Uint8Array): string {
  if (bytes.length !== BYTES_DO_CODIGO) throw new Error(`a code takes ${BYTES_DO_CODIGO} bytes`);
  let bits = 0;
  let acumulado = 0;
  let codigo = "";
  for (const b of bytes) {
    acumulado = (acumulado << 8) | b;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      codigo += ALFABETO[(acumulado >> bits) & 31];
    }
    acumulado &= (1 << bits) - 1;
  }
  return codigo;
}

/** `K7QM4XPA9RTB2WCE` → `K7QM-4XPA-9RTB-2WCE`. */
export const codigoEmGrupos = (codigo: string) => codigo.match(/.{1,4}/g)!.join("-");

/** A code shown without its first 12 symbols (`••••-••••-••••-2WCE`): `final` is its last 4. */
export const codigoMascarado = (final: string) => `••••-••••-••••-${final}`;

const VALIDO = new RegExp(`^[${ALFABETO}]{${SIMBOLOS}}$`);

/** A typed or scanned code, read without spaces, dashes or case; null when it is no code. */
export function lerCodigo(texto: unknown): string | null {
  if (typeof texto !== "string" || texto.length > ENTRADA_MAX) return null;
  // Only a–z become A–Z: toUpperCase would also turn look-alikes into symbols (ſ → S, ﬀ → FF).
  const limpo = texto.replace(/[\s-]/g, "").replace(/[a-z]/g, (c) => c.toUpperCase());
  return VALIDO.test(limpo) ? limpo : null;
}

/**
 * A code as the segment of an address (`/verificar/<segment>`), percent-encoded as it arrives in a
 * route's params: `7B7C%20644Y%203XNC%20D5LK` is decoded once, then read as lerCodigo reads it. A
 * malformed escape, or a segment far longer than a code's, is no code.
 */
export function lerCodigoDoEndereco(segmento: unknown): string | null {
  if (typeof segmento !== "string" || segmento.length > 3 * ENTRADA_MAX) return null;
  try {
    return lerCodigo(decodeURIComponent(segmento));
  } catch {
    return null;
  }
}
