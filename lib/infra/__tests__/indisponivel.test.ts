import { caminhoInterno, dependenciaFora } from "@/lib/infra/indisponivel";
import { DeadlineError } from "@/lib/infra/deadline";
import { SessionCheckError } from "@/lib/auth/session";
import { IdentityUnavailableError } from "@/lib/auth/identity";

jest.mock("next/headers", () => jest.requireActual("@/test/support/request-cookies").nextHeadersMock);

describe("the 503 page's way back", () => {
  it("is a path of this app, or Home", () => {
    expect(caminhoInterno("/alunos?q=ana&pagina=2")).toBe("/alunos?q=ana&pagina=2");
    for (const hostil of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", null, undefined, `/${"x".repeat(3000)}`]) {
      expect(caminhoInterno(hostil)).toBe("/home");
    }
  });
});

describe("what counts as a dependency down", () => {
  it("is a deadline, a session that could not be checked, the identity provider, or gRPC's unavailable codes", () => {
    for (const fora of [new DeadlineError("x"), new SessionCheckError("x"), new IdentityUnavailableError("x"), Object.assign(new Error("14 UNAVAILABLE"), { code: 14 }), Object.assign(new Error("4"), { code: 4 })]) {
      expect(dependenciaFora(fora)).toBe(true);
    }
  });
  it("is not a bug of ours nor a refusal", () => {
    for (const outro of [new TypeError("x"), new Error("x"), Object.assign(new Error("5 NOT_FOUND"), { code: 5 }), Object.assign(new Error("7 PERMISSION_DENIED"), { code: 7 }), null, "texto"]) {
      expect(dependenciaFora(outro)).toBe(false);
    }
  });
});
