import {
  ACTION_BODY_LIMIT_BYTES,
  digestoDaAcao,
  IMPORT_BODY_LIMIT_BYTES,
  isPlainActionRoot,
  limiteDaAcao,
  refuseMalformedAction,
  VERIFICACAO_BODY_LIMIT_BYTES,
} from "@/lib/infra/security/server-action-request";

/** A build's action key, and the ids Next makes with it (hand-computed: sha1 of key + file + ":" + export, after the info byte). */
const CHAVE = "chave-de-teste";
const VERIFICAR_PLANILHA = "7fec628a3d048762269a4ec07ae41c29de3db6af4c";
const IMPORTAR_PLANILHA = "7f54de1903187d1636cb421367ddc67639c704fde2";
const CONFERIR_ARQUIVO = "607bf8e34eb4b2c477c4f45b937a766b9c6d3a6d05";
// As the middleware has it (Next's edge environment).
process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY = CHAVE;

const post = (body: BodyInit, headers: Record<string, string> = {}, path = "/login") =>
  new Request(`http://localhost${path}`, { method: "POST", body, headers: { "next-action": "a".repeat(42), ...headers } });

const multipart = (root: string | null) => {
  const form = new FormData();
  form.append("1_email", "ana@demo.escola");
  if (root !== null) form.append("0", root);
  return form;
};

describe("isPlainActionRoot", () => {
  it.each([[[]], [[null, "$K1"]], [["eyJhbGciOi.token"]], [[{ text: "x", at: 1 }, "$K1"]], [["$$escaped"]], [["$undefined"]]])(
    "lets %j through",
    (root) => {
      expect(isPlainActionRoot(root)).toBe(true);
    },
  );

  it.each([[null], [{}], ["[]"], [["$Q3"]], [["$@5"]], [["$B1"]], [[{ a: "$W2" }]]])("refuses %j", (root) => {
    expect(isPlainActionRoot(root)).toBe(false);
  });
});

describe("refuseMalformedAction", () => {
  it("lets well-formed form and argument payloads through", async () => {
    await expect(refuseMalformedAction(post(multipart('[null,"$K1"]')))).resolves.toBeNull();
    await expect(refuseMalformedAction(post("[]", { "content-type": "text/plain;charset=UTF-8" }))).resolves.toBeNull();
  });

  it.each([
    ["broken JSON", () => post("}{", { "content-type": "text/plain;charset=UTF-8" })],
    ["an empty body", () => post("", { "content-type": "text/plain;charset=UTF-8" })],
    ["a form without its root", () => post(multipart(null))],
    ["a root that is not an array", () => post(multipart('{"a":1}'))],
    ["a reference to nothing", () => post(multipart('["$Q3"]'))],
    ["JSON sent as application/json", () => post('{"a":1}', { "content-type": "application/json" })],
  ])("refuses %s with 400", async (_, make) => {
    await expect(refuseMalformedAction(make())).resolves.toEqual({ status: 400, message: "Requisição inválida." });
  });

  it("refuses a body over the limit with 413", async () => {
    const huge = post(multipart('[null,"$K1"]'), { "content-length": String(ACTION_BODY_LIMIT_BYTES + 1) });
    await expect(refuseMalformedAction(huge)).resolves.toEqual({ status: 413, message: "Requisição grande demais." });
  });

  it("lets a spreadsheet of up to 5 MB reach the import's Verificar, and no other action, whatever the page it is posted to (issue 41)", async () => {
    const planilha = (id: string, path: string, bytes: number) => post(multipart('[null,"$K1"]'), { "content-length": String(bytes), "next-action": id }, path);
    await expect(refuseMalformedAction(planilha(VERIFICAR_PLANILHA, "/alunos/importar", 5 * 1024 * 1024 + 4096), CHAVE)).resolves.toBeNull();
    await expect(refuseMalformedAction(planilha(VERIFICAR_PLANILHA, "/alunos/importar", IMPORT_BODY_LIMIT_BYTES + 1), CHAVE)).resolves.toMatchObject({ status: 413 });
    await expect(refuseMalformedAction(planilha(VERIFICAR_PLANILHA, "/alunos/novo", 2 * 1024 * 1024), CHAVE)).resolves.toBeNull();
    // Any other action posted to the import's page: 1 MB, the import's own `Importar` (an id) too.
    await expect(refuseMalformedAction(planilha("a".repeat(42), "/alunos/importar", 2 * 1024 * 1024), CHAVE)).resolves.toEqual({ status: 413, message: "Requisição grande demais." });
    await expect(refuseMalformedAction(planilha(IMPORTAR_PLANILHA, "/alunos/importar", 2 * 1024 * 1024), CHAVE)).resolves.toMatchObject({ status: 413 });
    // Another build's key makes other ids: there the same id is any action.
    await expect(refuseMalformedAction(planilha(VERIFICAR_PLANILHA, "/alunos/importar", 2 * 1024 * 1024), "outra-chave")).resolves.toMatchObject({ status: 413 });
  });
});

describe("refuseMalformedAction, before Next answers with a 500 or in English", () => {
  /** A body streamed in chunks without a Content-Length (Transfer-Encoding: chunked). */
  const chunked = (bytes: number, chunk = 64 * 1024) => {
    let sent = 0;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= bytes) return controller.close();
        const size = Math.min(chunk, bytes - sent);
        controller.enqueue(new TextEncoder().encode("x".repeat(size)));
        sent += size;
      },
    });
  };
  const streamed = (bytes: number, type: string, path = "/alunos/novo") =>
    new Request(`http://localhost${path}`, { method: "POST", body: chunked(bytes), headers: { "next-action": "a".repeat(42), "content-type": type }, duplex: "half" } as RequestInit);

  it("refuses a chunked body over the limit with 413, whatever its type", async () => {
    for (const type of ["text/plain;charset=UTF-8", "multipart/form-data; boundary=x", "application/octet-stream"]) {
      await expect(refuseMalformedAction(streamed(3 * 1024 * 1024, type))).resolves.toEqual({ status: 413, message: "Requisição grande demais." });
    }
    const doVerificar = new Request("http://localhost/alunos/importar", {
      method: "POST",
      body: chunked(IMPORT_BODY_LIMIT_BYTES + 10),
      headers: { "next-action": VERIFICAR_PLANILHA, "content-type": "multipart/form-data; boundary=x" },
      duplex: "half",
    } as RequestInit);
    await expect(refuseMalformedAction(doVerificar, CHAVE)).resolves.toMatchObject({ status: 413 });
  });

  it("still reads a chunked body under the limit", async () => {
    const form = new Request("http://localhost/alunos/novo", { method: "POST", body: multipart('[null,"$K1"]'), headers: { "next-action": "a".repeat(42) } });
    const body = new Response(await form.arrayBuffer()).body!;
    const request = new Request("http://localhost/alunos/novo", { method: "POST", body, headers: { "next-action": "a".repeat(42), "content-type": form.headers.get("content-type")! }, duplex: "half" } as RequestInit);
    await expect(refuseMalformedAction(request)).resolves.toBeNull();
  });

  it("refuses a cross-origin action (another site, or Origin: null) with 403 in Portuguese", async () => {
    const from = (origin: string, extra: Record<string, string> = {}) => post("[]", { "content-type": "text/plain;charset=UTF-8", host: "localhost", origin, ...extra });
    for (const origin of ["https://evil.example", "null", "http://localhost.evil.example", "não é uma URL"]) {
      await expect(refuseMalformedAction(from(origin))).resolves.toEqual({ status: 403, message: "Requisição recusada: ela não partiu desta aplicação." });
    }
    await expect(refuseMalformedAction(from("http://localhost"))).resolves.toBeNull();
    // Behind a proxy, as Next compares: the forwarded host first.
    await expect(refuseMalformedAction(from("https://escola.example", { "x-forwarded-host": "escola.example" }))).resolves.toBeNull();
    await expect(refuseMalformedAction(from("https://evil.example", { "x-forwarded-host": "escola.example" }))).resolves.toMatchObject({ status: 403 });
  });

  it("refuses an action id that is not one Next could have made with 400 in Portuguese", async () => {
    for (const id of ["", "x", "toString", "z".repeat(42), "a".repeat(41), "a".repeat(43)]) {
      const request = new Request("http://localhost/login", { method: "POST", body: "[]", headers: { "next-action": id, "content-type": "text/plain;charset=UTF-8" } });
      await expect(refuseMalformedAction(request)).resolves.toEqual({ status: 400, message: "Requisição inválida." });
    }
  });
});

describe("limiteDaAcao (issue 41: a limit per action, not per page)", () => {
  it("makes an action's digest as Next does: SHA-1 of the key, the file, ':' and the export, in hex", async () => {
    await expect(digestoDaAcao(CHAVE, "app/(main)/alunos/importar/actions.ts", "verificarPlanilhaAction")).resolves.toBe(VERIFICAR_PLANILHA.slice(2));
    await expect(digestoDaAcao(CHAVE, "app/verificar/actions.ts", "conferirArquivoAction")).resolves.toBe(CONFERIR_ARQUIVO.slice(2));
  });

  it("gives the import's Verificar 6 MB and Conferir arquivo 5 MB and 16 KB, whatever the info byte; every other id 1 MB", async () => {
    await expect(limiteDaAcao(VERIFICAR_PLANILHA, CHAVE)).resolves.toBe(IMPORT_BODY_LIMIT_BYTES);
    await expect(limiteDaAcao(`00${VERIFICAR_PLANILHA.slice(2)}`, CHAVE)).resolves.toBe(IMPORT_BODY_LIMIT_BYTES);
    await expect(limiteDaAcao(CONFERIR_ARQUIVO, CHAVE)).resolves.toBe(VERIFICACAO_BODY_LIMIT_BYTES);
    await expect(limiteDaAcao(IMPORTAR_PLANILHA, CHAVE)).resolves.toBe(ACTION_BODY_LIMIT_BYTES);
    await expect(limiteDaAcao("a".repeat(42), CHAVE)).resolves.toBe(ACTION_BODY_LIMIT_BYTES);
  });

  it("without the build's key, gives every action 1 MB (an import over 1 MB refused, never a bigger body let through), said once", async () => {
    const aviso = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    await expect(limiteDaAcao(VERIFICAR_PLANILHA, "")).resolves.toBe(ACTION_BODY_LIMIT_BYTES);
    await expect(limiteDaAcao(CONFERIR_ARQUIVO, "")).resolves.toBe(ACTION_BODY_LIMIT_BYTES);
    expect(aviso.mock.calls.length).toBeLessThanOrEqual(1);
    aviso.mockRestore();
  });
});
