import { buildCsp, makeNonce } from "@/lib/infra/security/csp";

const base = { nonce: "abc123", dev: false, https: false, googleSignIn: false, authDomain: "demo.firebaseapp.com", authEmulatorHost: null };
const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));

describe("buildCsp", () => {
  it("allows scripts only with the nonce, and no framing, plugins or foreign form targets", () => {
    const policy = buildCsp(base);
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(policy, "form-action")).toBe("form-action 'self'");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).not.toContain("googleapis");
  });

  it("opens the identity provider's origins only with Google sign-in on", () => {
    const policy = buildCsp({ ...base, googleSignIn: true });
    expect(directive(policy, "connect-src")).toContain("https://identitytoolkit.googleapis.com");
    expect(directive(policy, "frame-src")).toBe("frame-src https://demo.firebaseapp.com");
    expect(directive(buildCsp(base), "frame-src")).toBe("frame-src 'none'");
  });

  it("names the Auth emulator only when one is configured", () => {
    expect(buildCsp({ ...base, googleSignIn: true })).not.toContain("127.0.0.1");
    const policy = buildCsp({ ...base, googleSignIn: true, authEmulatorHost: "127.0.0.1:9099" });
    expect(directive(policy, "frame-src")).toContain("http://127.0.0.1:9099");
    expect(directive(policy, "connect-src")).toContain("http://127.0.0.1:9099");
  });

  it("upgrades insecure requests over https only, and allows eval only in development", () => {
    expect(buildCsp({ ...base, https: true })).toContain("upgrade-insecure-requests");
    expect(buildCsp(base)).not.toContain("upgrade-insecure-requests");
    expect(directive(buildCsp({ ...base, dev: true }), "script-src")).toContain("'unsafe-eval'");
  });
});

describe("makeNonce", () => {
  it("is fresh every time and carries 128 bits", () => {
    const nonces = new Set(Array.from({ length: 100 }, makeNonce));
    expect(nonces.size).toBe(100);
    expect(Buffer.from(makeNonce(), "base64")).toHaveLength(16);
  });
});
