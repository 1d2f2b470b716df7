// Brazilian phone numbers: stored as digits (area code + number), shown as (11) 3456-7890 or
// (11) 93456-7890. Client-safe.

/**
 * The digits of a Brazilian phone number, or null when it is not one: a two-digit area code
 * (11-99, no zero) and a landline (8 digits, starting 2-5) or a mobile (9 digits, starting 9).
 * Punctuation, spaces and a leading +55 / 0 are accepted.
 */
export function normalizarTelefone(input: string): string | null {
  if (/[^\d\s()+.-]/.test(input)) return null;
  let digits = input.replace(/\D/g, "");
  if (input.trim().startsWith("+") || (digits.length >= 12 && digits.startsWith("55"))) {
    if (!digits.startsWith("55")) return null;
    digits = digits.slice(2);
  }
  if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1); // trunk prefix: 0 11 3456 7890
  if (!/^[1-9]{2}/.test(digits)) return null;
  const local = digits.slice(2);
  if (local.length === 8 && /^[2-5]/.test(local)) return digits;
  if (local.length === 9 && local.startsWith("9")) return digits;
  return null;
}

/** (11) 3456-7890 or (11) 93456-7890; anything else as it is. */
export function formatarTelefone(digits: string): string {
  const match = /^(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : digits;
}
