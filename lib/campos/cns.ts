// Cartão Nacional de Saúde (CNS): 15 digits, by the Ministério da Saúde's rules (DATASUS):
// - a definitive number begins with 1 or 2: its first 11 digits are the holder's PIS, then 000 and a
//   check digit (11 minus the PIS's sum weighted 15 down to 5, mod 11; 0 for 11), or 001 and the
//   check digit of that sum plus 2 when the first came out 10;
// - a provisional number begins with 7, 8 or 9: its 15 digits weighted 15 down to 1 sum to a multiple of 11.
// Any other first digit is no CNS. Both kinds keep the weighted sum a multiple of 11. Client-safe.

function somaPonderada(digitos: string, quantos: number): number {
  let soma = 0;
  for (let i = 0; i < quantos; i++) soma += Number(digitos[i]) * (15 - i);
  return soma;
}

/** The definitive CNS of an 11-digit PIS (the rule for numbers beginning with 1 or 2). */
export function cnsDefinitivo(pis: string): string {
  const soma = somaPonderada(pis, 11);
  const dv = 11 - (soma % 11);
  if (dv === 11) return `${pis}0000`;
  if (dv === 10) return `${pis}001${11 - ((soma + 2) % 11)}`;
  return `${pis}000${dv}`;
}

/** Whether 15 digits are a CNS, definitive (1 or 2) or provisional (7, 8 or 9). */
export function cnsValido(digitos: string): boolean {
  if (!/^\d{15}$/.test(digitos)) return false;
  if (digitos[0] === "1" || digitos[0] === "2") return cnsDefinitivo(digitos.slice(0, 11)) === digitos;
  if ("789".includes(digitos[0]!)) return somaPonderada(digitos, 15) % 11 === 0;
  return false;
}

/** The 15 digits of a CNS typed with or without spaces (700 0000 0000 0005), or null when it is not one. */
export function normalizarCns(texto: string): string | null {
  const t = texto.trim();
  if (!/^\d{3} ?\d{4} ?\d{4} ?\d{4}$/.test(t)) return null;
  const digitos = t.replace(/\D/g, "");
  return cnsValido(digitos) ? digitos : null;
}

export function formatarCns(digitos: string): string {
  return `${digitos.slice(0, 3)} ${digitos.slice(3, 7)} ${digitos.slice(7, 11)} ${digitos.slice(11)}`;
}
