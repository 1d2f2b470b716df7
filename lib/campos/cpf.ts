// CPF: 11 digits whose last two are check digits. Stored as digits; lists never show it; a
// student's page shows it masked (***.456.789-**). Client-safe.

/** The 11 digits of a CPF typed with or without punctuation, or null when it is not one. */
export function normalizarCpf(input: string): string | null {
  const trimmed = input.trim();
  if (!/^(\d{3}\.?\d{3}\.?\d{3}-?\d{2})$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, "");
  return cpfValido(digits) ? digits : null;
}

/** Whether 11 digits are a CPF: not all the same digit, and both check digits right. */
export function cpfValido(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}

/** A CPF from its first nine digits (a number is zero-padded): the two check digits computed. For demo and test records. */
export function cpfComDigitos(base: number | string): string {
  const digits = String(base).padStart(9, "0").slice(0, 9).split("").map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((s, d, i) => s + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join("");
}

export function formatarCpf(digits: string): string {
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}

/** ***.456.789-**: enough to recognise it, not enough to use it. */
export function mascararCpf(digits: string): string {
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}
