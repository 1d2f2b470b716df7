import { loginFailureMessage } from "@/lib/auth/login-outcome";
import { IdentityUnavailableError } from "@/lib/auth/identity";
import { DeadlineError } from "@/lib/infra/deadline";

describe("loginFailureMessage", () => {
  it.each(["INVALID_LOGIN_CREDENTIALS", "EMAIL_NOT_FOUND", "INVALID_PASSWORD", "USER_DISABLED", "TOO_MANY_ATTEMPTS_TRY_LATER"])(
    "gives the same message for the provider's %s",
    (code) => {
      expect(loginFailureMessage({ kind: "rejected", code })).toBe("Erro ao fazer login com email e senha.");
    },
  );

  it("says why when the call throws", () => {
    const error = new IdentityUnavailableError("não foi possível contatar o provedor de identidade.");
    expect(loginFailureMessage({ kind: "error", error })).toBe(
      "Erro ao fazer login: não foi possível contatar o provedor de identidade.",
    );
    expect(loginFailureMessage({ kind: "error", error: new DeadlineError("o provedor de identidade não respondeu em 10 s.") })).toBe(
      "Erro ao fazer login: o provedor de identidade não respondeu em 10 s.",
    );
  });

  it("never shows a library's own message", () => {
    const message = loginFailureMessage({ kind: "error", error: new Error("ECONNREFUSED 127.0.0.1:9099 at Socket...") });
    expect(message).toBe("Erro ao fazer login: erro inesperado no servidor.");
  });
});
