import { ACTION_BODY_LIMIT_BYTES, IMPORT_BODY_LIMIT_BYTES, isPlainActionRoot, refuseMalformedAction } from "@/lib/infra/security/server-action-request";

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

  it("lets a spreadsheet of up to 5 MB reach the import page's actions, and no other page's", async () => {
    const planilha = (path: string, bytes: number) => post(multipart('[null,"$K1"]'), { "content-length": String(bytes) }, path);
    await expect(refuseMalformedAction(planilha("/alunos/importar", 5 * 1024 * 1024 + 4096))).resolves.toBeNull();
    await expect(refuseMalformedAction(planilha("/alunos/importar", IMPORT_BODY_LIMIT_BYTES + 1))).resolves.toMatchObject({ status: 413 });
    await expect(refuseMalformedAction(planilha("/alunos/novo", 2 * 1024 * 1024))).resolves.toMatchObject({ status: 413 });
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
    await expect(refuseMalformedAction(streamed(IMPORT_BODY_LIMIT_BYTES + 10, "multipart/form-data; boundary=x", "/alunos/importar"))).resolves.toMatchObject({ status: 413 });
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
