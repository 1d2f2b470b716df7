// A one-shot status message that survives a redirect (e.g. "Login bem-sucedido!" shown on the next
// screen): the server sets a short-lived cookie holding only a key, the client shows the matching
// text once and deletes the cookie. Only known keys are ever shown, so nothing is reflected.
import { alunoTexts, anoLetivoTexts, configTexts, enturmacaoTexts, escolaTexts, statusTexts, turmaTexts } from "@/lib/messages";

export const FLASH_COOKIE_NAME = "gestao_aviso";

/** Attributes of every one-shot cookie: short-lived, and readable by the page that removes it. */
export const ONE_SHOT_COOKIE_OPTIONS = { httpOnly: false, sameSite: "lax", path: "/", maxAge: 60 } as const;

export const flashMessages = {
  login: statusTexts.loginSuccess,
  logout: statusTexts.logoutSuccess,
  expirada: statusTexts.sessionExpired,
  escolaCadastrada: escolaTexts.cadastrada,
  escolaAtualizada: escolaTexts.atualizada,
  alunoAtualizado: alunoTexts.atualizado,
  alunoExcluido: alunoTexts.excluido,
  alunosUnificados: alunoTexts.unificacao.unificados,
  saiuDeTodos: configTexts.conta.saiuDeTodos,
  anoLetivoCadastrado: anoLetivoTexts.cadastrado,
  anoLetivoAtualizado: anoLetivoTexts.atualizado,
  turmaCadastrada: turmaTexts.cadastrada,
  turmaAtualizada: turmaTexts.atualizada,
} as const;

/**
 * Messages that carry one value ("key:value" in the cookie), each with the exact shape its value
 * must have: anything else is not shown, so nothing arbitrary is reflected.
 */
const flashWithValue = {
  alunoCadastrado: { shape: /^\d{4}-\d{6}$/, text: alunoTexts.cadastrado },
  alunosEnturmados: { shape: /^[1-9]\d{0,1}$/, text: (n: string) => enturmacaoTexts.enturmados(Number(n)) },
} as const;

export type FlashKey = keyof typeof flashMessages | `${keyof typeof flashWithValue}:${string}`;

/** The text for a one-shot cookie's value, or null for anything that is not one of ours. */
export function flashText(value: string | undefined): string | null {
  if (value === undefined) return null;
  if (Object.hasOwn(flashMessages, value)) return flashMessages[value as keyof typeof flashMessages];
  const [key, param] = [value.slice(0, value.indexOf(":")), value.slice(value.indexOf(":") + 1)];
  if (!Object.hasOwn(flashWithValue, key)) return null;
  const { shape, text } = flashWithValue[key as keyof typeof flashWithValue];
  return shape.test(param) ? text(param) : null;
}

/** Set on the automatic jump past the picker: the shell names the company it opened. */
export const AUTO_JUMP_COOKIE_NAME = "gestao_empresa_automatica";
