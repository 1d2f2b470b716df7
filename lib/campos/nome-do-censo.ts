// The Censo's rule on a person's name (the student's, filiação, responsáveis): letters, spaces,
// apostrophes and hyphens only; no letter four times in a row; at most 100 characters; at least 3
// letters. The file goes to INEP in ISO-8859-1, upper case without accents, so "letters" are the
// Latin ones that encoding holds (accented or not) and "the same letter" ignores case and accents
// ("Aaaá" is four A's). Checked on the name as stored (NFC, blanks collapsed: lib/campos/texto.ts).
// Pure and client-safe.
import { nomeDoCensoTexts } from "@/lib/messages";

export const NOME_DO_CENSO_MAX = 100;

// ASCII and Latin-1 letters (À–ÿ without × and ÷), blanks, the apostrophe (straight or typographic) and the hyphen.
const PERMITIDOS = /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF '\u2019-]*$/;
const LETRA = /[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF]/g;

/** Upper case without accents, as the Censo's file will hold it. */
const comoNoArquivo = (nome: string) => nome.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase();

/** What the Censo refuses in a name, or null. An empty name is the form's business (required or not). */
export function problemaDoNomeNoCenso(nome: string): string | null {
  const texto = nome.normalize("NFC").replace(/\s+/g, " ").trim();
  if (texto.length > NOME_DO_CENSO_MAX) return nomeDoCensoTexts.tamanho(NOME_DO_CENSO_MAX);
  if (!PERMITIDOS.test(texto)) return nomeDoCensoTexts.caracteres;
  if (texto && (texto.match(LETRA)?.length ?? 0) < 3) return nomeDoCensoTexts.poucasLetras;
  if (/([A-Z])\1{3}/.test(comoNoArquivo(texto))) return nomeDoCensoTexts.letraRepetida;
  return null;
}
