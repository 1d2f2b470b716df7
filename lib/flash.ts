// A one-shot status message that survives a redirect (e.g. "Login bem-sucedido!" shown on the next
// screen): the server sets a short-lived cookie holding only a key, the client shows the matching
// text once and deletes the cookie. Only known keys are ever shown, so nothing is reflected.
import { escolaTexts, statusTexts } from "@/lib/messages";

export const FLASH_COOKIE_NAME = "gestao_aviso";

/** Attributes of every one-shot cookie: short-lived, and readable by the page that removes it. */
export const ONE_SHOT_COOKIE_OPTIONS = { httpOnly: false, sameSite: "lax", path: "/", maxAge: 60 } as const;

export const flashMessages = {
  login: statusTexts.loginSuccess,
  logout: statusTexts.logoutSuccess,
  expirada: statusTexts.sessionExpired,
  escolaCadastrada: escolaTexts.cadastrada,
  escolaAtualizada: escolaTexts.atualizada,
  escolaDesativada: escolaTexts.desativada,
  escolaReativada: escolaTexts.reativada,
} as const;

export type FlashKey = keyof typeof flashMessages;

export function isFlashKey(value: string | undefined): value is FlashKey {
  return value !== undefined && Object.hasOwn(flashMessages, value);
}

/** Set on the automatic jump past the picker: the shell names the company it opened. */
export const AUTO_JUMP_COOKIE_NAME = "gestao_empresa_automatica";
