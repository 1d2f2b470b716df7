import { ACTION_BODY_LIMIT_BYTES, IMPORT_BODY_LIMIT_BYTES, isPlainActionRoot, refuseMalformedAction } from "@/lib/security/server-action-request";

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
