// Browser only: one-shot cookies the server leaves for the page (see lib/infra/flash.ts).

/** Reads a cookie and deletes it at once, so what it carries is shown a single time. */
export function takeCookie(name: string): string | undefined {
  const entry = document.cookie.split("; ").find((c) => c.startsWith(`${name}=`));
  if (!entry) return undefined;
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  return decodeURIComponent(entry.slice(name.length + 1));
}
