// A gate for server-action requests (Edge-safe, used by middleware.ts). Next answers a malformed
// action body (broken JSON, a missing root, a reference to nothing, an oversized body) and a
// cross-origin action with a 500, and a malformed action id in English; hostile or broken clients
// get a plain Portuguese 400/403/413 here instead, before the action is decoded. What our actions
// legitimately receive: FormData ("$K1"), null, plain values, escaped strings.
import { actionTexts } from "@/lib/messages";

/** Next's default limit for a server action's body: every action but those that take a file. */
export const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * The spreadsheet import's `Verificar` takes a file of up to 5 MB (serverActions.bodySizeLimit is
 * "6mb" in next.config.mjs for it); the page answers a bigger file itself.
 */
export const IMPORT_BODY_LIMIT_BYTES = 6 * 1024 * 1024;
/**
 * `Conferir arquivo` on a document's public check (/verificar/<code>, issue 26): a PDF of up to
 * 5 MB (the page refuses a bigger one before sending it) and two short fields. Anyone may post
 * it, so not a byte more than that is buffered and parsed.
 */
export const VERIFICACAO_BODY_LIMIT_BYTES = 5 * 1024 * 1024 + 16 * 1024;

/**
 * The actions that take a file, by the source file and export Next names them by, with their
 * limit; every other action has 1 MB, whatever the page it is posted to (issue 41: any action
 * posted to /alunos/importar used to get 6 MB). Renaming one of them (or moving its file) must
 * change this table: e2e/endurecimento.spec.ts checks it against the build's manifest.
 */
export const ACOES_COM_ARQUIVO = [
  { arquivo: "app/(main)/alunos/importar/actions.ts", exportacao: "verificarPlanilhaAction", limite: IMPORT_BODY_LIMIT_BYTES },
  { arquivo: "app/verificar/actions.ts", exportacao: "conferirArquivoAction", limite: VERIFICACAO_BODY_LIMIT_BYTES },
] as const;

/**
 * An action id's digest (the id without its first byte, which tells which arguments the action
 * uses): Next makes it at build as SHA-1(key + file + ":" + export), hex, the key being the build's
 * NEXT_SERVER_ACTIONS_ENCRYPTION_KEY, which Next also gives the middleware (middleware-manifest's
 * `env`). So the Edge side knows an action's id without reading a file it cannot read.
 */
export async function digestoDaAcao(chave: string, arquivo: string, exportacao: string): Promise<string> {
  const digesto = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(`${chave}${arquivo}:${exportacao}`));
  return Array.from(new Uint8Array(digesto), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The digests of the actions that take a file, and their limits, made once per key. */
let limitesPorChave: { chave: string; limites: Promise<Map<string, number>> } | null = null;

function limitesDasAcoes(chave: string): Promise<Map<string, number>> {
  if (limitesPorChave?.chave !== chave) {
    const limites = Promise.all(ACOES_COM_ARQUIVO.map(async (a) => [await digestoDaAcao(chave, a.arquivo, a.exportacao), a.limite] as const)).then((pares) => new Map(pares));
    limitesPorChave = { chave, limites };
  }
  return limitesPorChave.limites;
}

let semChaveAvisado = false;

/**
 * The body limit of an action (its id, checked as Next makes them): a file's action has its own,
 * every other 1 MB. Without the build's key (never under `next build`; logged once) every action
 * has 1 MB: an import of more than 1 MB is refused, never a bigger body let through.
 */
export async function limiteDaAcao(idDaAcao: string, chave: string | undefined = process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY): Promise<number> {
  if (!chave) {
    if (!semChaveAvisado) console.warn("[acao] NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is missing in the middleware: every action body is limited to 1 MB");
    semChaveAvisado = true;
    return ACTION_BODY_LIMIT_BYTES;
  }
  return (await limitesDasAcoes(chave)).get(idDaAcao.slice(2).toLowerCase()) ?? ACTION_BODY_LIMIT_BYTES;
}

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

type Refusal = { status: number; message: string };
const INVALIDA: Refusal = { status: 400, message: actionTexts.requisicaoMalformada };
const GRANDE: Refusal = { status: 413, message: actionTexts.grandeDemais };

/** Next's action ids: 42 hex digits (an info byte and a digest); anything else names no action. */
const ACTION_ID = /^[0-9a-f]{42}$/i;

/**
 * Whether an action comes from another site, compared as Next compares (the Origin's host against
 * the forwarded host, else the Host): a browser always sends Origin on a cross-site POST, and
 * "null" from a sandboxed page. No Origin at all is a hand-made request, which carries no victim's
 * cookies; Next lets it through, and so do we.
 */
export function isCrossOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true; // "null", or not an origin at all
  }
  const forwarded = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  return host !== (forwarded || request.headers.get("host"));
}

/**
 * The origin (scheme://host[:port]) a request reached, as the browser saw it: its Origin header
 * when it has one (the caller has refused a cross-site one), else the forwarded (or plain) Host
 * with the forwarded protocol. Under `next start`, `request.url` names the server's own host and
 * port, not the one the browser used: it is the last resort.
 */
export function origemDoPedido(request: Request): string {
  const daUrl = (texto: string | null | undefined) => {
    if (!texto) return null;
    try {
      const url = new URL(texto);
      return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
    } catch {
      return null;
    }
  };
  const origin = daUrl(request.headers.get("origin"));
  if (origin) return origin;
  const host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || request.headers.get("host");
  const protocolo = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || new URL(request.url).protocol.replace(/:$/, "");
  const doHost = host && /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host) ? daUrl(`${protocolo}://${host}`) : null;
  return doHost ?? new URL(request.url).origin;
}

/**
 * The body's bytes, read as they arrive and given up past `limite` (a chunked body has no
 * Content-Length to check first): null when it is too big. Reads a clone: the request's own body
 * stays for whoever handles it next (Next, after the middleware).
 */
export async function readBody(request: Request, limite: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = request.clone().body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limite) {
      // Not awaited: a clone's cancel settles only once the original is cancelled too.
      reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/**
 * Why the request is refused (status and message), or null when it may go on to Next. `chave`:
 * the build's action key (limiteDaAcao), read from the environment unless given (tests).
 */
export async function refuseMalformedAction(request: Request, chave?: string): Promise<Refusal | null> {
  if (isCrossOrigin(request)) return { status: 403, message: actionTexts.origemRecusada };
  const idDaAcao = request.headers.get("next-action") ?? "";
  if (!ACTION_ID.test(idDaAcao)) return INVALIDA;
  const limite = await limiteDaAcao(idDaAcao, chave);
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > limite) return GRANDE;
  const body = await readBody(request, limite).catch(() => new Uint8Array());
  if (!body) return GRANDE;

  const type = request.headers.get("content-type") ?? "";
  let root: unknown;
  try {
    if (type.startsWith("multipart/form-data")) {
      const form = await new Response(body as BodyInit, { headers: { "content-type": type } }).formData();
      const field = form.get("0");
      root = parseRoot(typeof field === "string" ? field : null);
    } else if (type.startsWith("text/plain")) {
      root = parseRoot(new TextDecoder().decode(body));
    }
  } catch {
    root = undefined;
  }
  return isPlainActionRoot(root) ? null : INVALIDA;
}
