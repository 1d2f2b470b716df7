// CEP (Código de Endereçamento Postal): 8 digits, written 01310-100 or 01310100. Stored as digits.
// No check digit exists; whether the CEP is the street's is the Correios' business. Client-safe.

/** The 8 digits of a CEP typed with or without its dash or dot (01.310-100), or null when it is not one. */
export function normalizarCep(texto: string): string | null {
  const t = texto.trim();
  if (!/^\d{2}\.?\d{3}-?\d{3}$/.test(t)) return null;
  const digitos = t.replace(/\D/g, "");
  return /^0{8}$/.test(digitos) ? null : digitos;
}

export function formatarCep(digitos: string): string {
  return `${digitos.slice(0, 5)}-${digitos.slice(5)}`;
}
