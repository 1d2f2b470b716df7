import { buildCsp, buildVerificacaoCsp } from "@/lib/infra/security/csp";
import { refuseMalformedAction } from "@/lib/infra/security/server-action-request";
import { LIMITES } from "@/lib/infra/limites/tabela";

// Issue 26: what the Edge side gives the public check (/verificar): its own CSP (nothing of the
// identity provider, even where Google sign-in is on), `Conferir arquivo`'s 5 MB file through the
// action gate (a bigger body refused with 413 in Portuguese), and the limit's numbers.

const MB = 1024 * 1024;

/** A build's action key, and `Conferir arquivo`'s and the import's `Verificar`'s ids under it (see server-action-request.test.ts). */
const CHAVE = "chave-de-teste";
const CONFERIR_ARQUIVO = "607bf8e34eb4b2c477c4f45b937a766b9c6d3a6d05";
const VERIFICAR_PLANILHA = "7fec628a3d048762269a4ec07ae41c29de3db6af4c";

const acaoCom = (path: string, bytes: number, id = CONFERIR_ARQUIVO) => {
  const form = new FormData();
  form.append("0", '[null,"$K1"]');
  form.append("1_codigo", "K7QM4XPA9RTB2WCE");
  form.append("1_arquivo", new File([new Uint8Array(bytes)], "doc.pdf", { type: "application/pdf" }));
  return new Request(`http://localhost${path}`, { method: "POST", body: form, headers: { "next-action": id } });
};

describe("the public check's CSP", () => {
  it("names nothing of the identity provider, frames nothing, talks and posts only to itself", () => {
    const opcoes = { nonce: "bm9uY2Vub25jZW5vbmNl", dev: false, https: true };
    const csp = buildVerificacaoCsp(opcoes);
    const doApp = buildCsp({ ...opcoes, googleSignIn: true, authDomain: "x.firebaseapp.com", authEmulatorHost: "127.0.0.1:9099" });
    expect(doApp).toContain("googleapis");
    expect(csp).not.toMatch(/google|firebaseapp|9099/);
    expect(csp).toContain("script-src 'self' 'nonce-bm9uY2Vub25jZW5vbmNl' 'strict-dynamic'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("upgrade-insecure-requests");
  });
});

describe("the action gate on /verificar/<code>", () => {
  it("lets `Conferir arquivo`'s 5 MB file through (any other action: 1 MB, posted there or not; issue 41)", async () => {
    await expect(refuseMalformedAction(acaoCom("/verificar/K7QM4XPA9RTB2WCE", 5 * MB), CHAVE)).resolves.toBeNull();
    await expect(refuseMalformedAction(acaoCom("/login", 5 * MB, "a".repeat(42)), CHAVE)).resolves.toEqual({ status: 413, message: "Requisição grande demais." });
    await expect(refuseMalformedAction(acaoCom("/verificar/K7QM4XPA9RTB2WCE", 2 * MB, "a".repeat(42)), CHAVE)).resolves.toEqual({ status: 413, message: "Requisição grande demais." });
  });

  it("buffers not a byte more than a 5 MB file and its fields: 5.5 MB is refused there (the import's Verificar takes it)", async () => {
    await expect(refuseMalformedAction(acaoCom("/verificar/K7QM4XPA9RTB2WCE", 5.5 * MB), CHAVE)).resolves.toEqual({ status: 413, message: "Requisição grande demais." });
    await expect(refuseMalformedAction(acaoCom("/alunos/importar", 5.5 * MB, VERIFICAR_PLANILHA), CHAVE)).resolves.toBeNull();
  });

  it("refuses 50 MB with 413 in Portuguese", async () => {
    await expect(refuseMalformedAction(acaoCom("/verificar/K7QM4XPA9RTB2WCE", 50 * MB), CHAVE)).resolves.toEqual({ status: 413, message: "Requisição grande demais." });
  });
});

describe("the limit", () => {
  it("is 30 look-ups a minute per client address, each counted at once", () => {
    expect(LIMITES["verificacao.endereco"]).toEqual({ chave: "endereco", max: 30, janelaMs: 60_000, conta: "usos" });
  });
});
