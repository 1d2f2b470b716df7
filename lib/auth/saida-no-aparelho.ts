// Signing out with no connection (issue 41). Client-safe: no React, no server-only.
//
// The session cookie is httpOnly: no script can remove it, and while the server cannot be reached
// nothing else can. So `Sair` first marks the device as signed out with a cookie scripts may write
// (`gestao_saida`), then asks the server. The mark is sent with every request, and the server
// refuses a session while it is there (verifySession), so from the moment `Sair` is pressed:
// - the open tab hides the account (components/logout-button.tsx) and other tabs do the same (a
//   `storage` event wakes them);
// - the first request that reaches the server, from this tab (it retries when the connection
//   comes back) or from any page opened later, ends the session: the record goes (a copy of the
//   cookie dies), both cookies are cleared (app/sessao/actions.ts, app/api/sessao/expirada);
// - if the device never comes back, the server's record ends with the session's own expiry.
// The mark only ever takes a session away: a script that forged it could sign its own user out,
// nothing more. A new sign-in removes it (startSession).

export const SAIDA_COOKIE_NAME = "gestao_saida";
/** Longer than any session: the mark must outlive the cookie it stands for. */
const VALIDADE_S = 400 * 24 * 60 * 60;
/** Touched (set, then removed) to tell the other tabs; the cookie stays the truth. */
const AVISO_ENTRE_ABAS = "sessao:saida";
const EVENTO = "gestao:saida";

/** This device is signed out, whatever the network (the server is told when it can be). */
export function marcarSaida(): void {
  const seguro = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${SAIDA_COOKIE_NAME}=1; Path=/; Max-Age=${VALIDADE_S}; SameSite=Lax${seguro}`;
  try {
    localStorage.setItem(AVISO_ENTRE_ABAS, String(Date.now()));
    localStorage.removeItem(AVISO_ENTRE_ABAS);
  } catch {
    // Storage refused: other tabs learn it at their next request instead.
  }
  window.dispatchEvent(new Event(EVENTO));
}

export function saidaMarcada(): boolean {
  return document.cookie.split(";").some((c) => c.trim().startsWith(`${SAIDA_COOKIE_NAME}=`));
}

/** Calls `aoMudar` when this tab or another one marks the sign-out. For useSyncExternalStore. */
export function observarSaida(aoMudar: () => void): () => void {
  const aoGuardar = (e: StorageEvent) => {
    if (e.key === AVISO_ENTRE_ABAS) aoMudar();
  };
  window.addEventListener(EVENTO, aoMudar);
  window.addEventListener("storage", aoGuardar);
  return () => {
    window.removeEventListener(EVENTO, aoMudar);
    window.removeEventListener("storage", aoGuardar);
  };
}
