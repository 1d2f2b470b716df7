// The one thing no emulator provides: Next's request scope. Tests that call server actions or the
// session layer mock `next/headers` with this jar (see `jest.mock` in those tests).

type Stored = { name: string; value: string; options: Record<string, unknown> };

export const cookieJar = {
  store: new Map<string, Stored>(),
  clear() {
    this.store.clear();
  },
  value(name: string): string | undefined {
    return this.store.get(name)?.value;
  },
};

const cookieStore = {
  get: (name: string) => cookieJar.store.get(name),
  getAll: () => [...cookieJar.store.values()],
  has: (name: string) => cookieJar.store.has(name),
  set: (name: string, value: string, options: Record<string, unknown> = {}) => {
    cookieJar.store.set(name, { name, value, options });
  },
  delete: (nameOrOptions: string | { name: string }) => {
    cookieJar.store.delete(typeof nameOrOptions === "string" ? nameOrOptions : nameOrOptions.name);
  },
};

/** The module `next/headers` is replaced with. */
export const nextHeadersMock = {
  cookies: async () => cookieStore,
  headers: async () => new Headers(),
};

/** The URL a Next redirect() points to, or null when `error` is not a redirect. */
export function redirectTarget(error: unknown): string | null {
  const digest = (error as { digest?: unknown } | null)?.digest;
  if (typeof digest !== "string" || !digest.startsWith("NEXT_REDIRECT")) return null;
  return digest.split(";")[2] ?? null;
}
