// A gate for server-action requests (Edge-safe, used by middleware.ts). Next answers a malformed
// action body (broken JSON, a missing root, a reference to nothing, an oversized body) with a
// 500; hostile or broken clients get a plain 400/413 here instead, before the action is decoded.
// What our actions legitimately receive: FormData ("$K1"), null, plain values, escaped strings.

/** Next's default limit for a server action's body: every page's actions but the import's. */
export const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * The spreadsheet import's actions take a file of up to 5 MB (serverActions.bodySizeLimit is
 * "6mb" in next.config.mjs for them); the page answers a bigger file itself.
 */
export const IMPORT_BODY_LIMIT_BYTES = 6 * 1024 * 1024;

const limiteDo = (request: Request) => (new URL(request.url).pathname === "/alunos/importar" ? IMPORT_BODY_LIMIT_BYTES : ACTION_BODY_LIMIT_BYTES);

const ALLOWED_REFERENCE = /^\$(K\d+|undefined)$/;

/** Whether a decoded root holds only values our actions accept (no Map/Set/Blob/promise refs). */
export function isPlainActionRoot(root: unknown): boolean {
  if (!Array.isArray(root)) return false;
  const ok = (value: unknown, depth: number): boolean => {
    if (depth > 8) return false;
    if (value === null || typeof value === "number" || typeof value === "boolean") return true;
    if (typeof value === "string") return !value.startsWith("$") || value.startsWith("$$") || ALLOWED_REFERENCE.test(value);
    if (Array.isArray(value)) return value.every((v) => ok(v, depth + 1));
    if (typeof value === "object") return Object.values(value).every((v) => ok(v, depth + 1));
    return false;
  };
  return root.every((v) => ok(v, 1));
}

function parseRoot(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Why the request is refused (status and message), or null when it may go on to Next. */
export async function refuseMalformedAction(request: Request): Promise<{ status: number; message: string } | null> {
  const limite = limiteDo(request);
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > limite) return { status: 413, message: "Requisição grande demais." };

  const type = request.headers.get("content-type") ?? "";
  let root: unknown;
  try {
    if (type.startsWith("multipart/form-data")) {
      const form = await request.clone().formData();
      const field = form.get("0");
      root = parseRoot(typeof field === "string" ? field : null);
    } else if (type.startsWith("text/plain")) {
      const body = await request.clone().text();
      if (body.length > limite) return { status: 413, message: "Requisição grande demais." };
      root = parseRoot(body);
    }
  } catch {
    root = undefined;
  }
  return isPlainActionRoot(root) ? null : { status: 400, message: "Requisição inválida." };
}
