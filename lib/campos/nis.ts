// NIS (PIS/PASEP/NIT): 11 digits whose last is a check digit (mod 11, weights 3,2,9,8,7,6,5,4,3,2).
// The Censo asks it of students in the Cadastro Único. Stored as digits; client-safe.

const PESOS = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit of a NIS's first ten digits: 11 minus the weighted sum mod 11, 0 when that is 10 or 11. */
function digito(base: string): number {
  const resto = PESOS.reduce((soma, peso, i) => soma + peso * Number(base[i]), 0) % 11;
  return resto < 2 ? 0 : 11 - resto;
}

/** Whether 11 digits are a NIS: not all zeros, and the check digit right. */
export function nisValido(digitos: string): boolean {
  return /^\d{11}$/.test(digitos) && !/^0+$/.test(digitos) && digito(digitos) === Number(digitos[10]);
}

/** The 11 digits of a NIS typed with or without punctuation (123.45678.90-0), or null when it is not one. */
export function normalizarNis(texto: string): string | null {
  const t = texto.trim();
  if (!/^\d{3}\.?\d{5}\.?\d{2}-?\d$/.test(t)) return null;
  const digitos = t.replace(/\D/g, "");
  return nisValido(digitos) ? digitos : null;
}

/** A NIS from its first ten digits (a number is zero-padded), the check digit computed. For demo and test records. */
export function nisComDigito(base: number | string): string {
  const dez = String(base).padStart(10, "0").slice(0, 10);
  return dez + digito(dez);
}

export function formatarNis(digitos: string): string {
  return `${digitos.slice(0, 3)}.${digitos.slice(3, 8)}.${digitos.slice(8, 10)}-${digitos.slice(10)}`;
}
