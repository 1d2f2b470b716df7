import { isEmailShaped, isLoginFormComplete, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "@/lib/auth/login-rules";
import { loginSchema, passwordResetSchema } from "@/lib/auth/login";

describe("login rules (browser side)", () => {
  it.each(["ana@demo.escola", "a@b", "nome.sobrenome+tag@sub.dominio.com.br", "  ana@demo.escola  "])("accepts %p", (email) => {
    expect(isEmailShaped(email)).toBe(true);
  });

  it.each(["", "ana", "ana@", "@demo.escola", "ana@@demo", "ana demo@escola", "ana@-demo.escola", "ana@demo..escola"])(
    "refuses %p",
    (email) => {
      expect(isEmailShaped(email)).toBe(false);
    },
  );

  it("needs an e-mail-shaped address and a password to enable Entrar", () => {
    expect(isLoginFormComplete("ana@demo.escola", "x")).toBe(true);
    expect(isLoginFormComplete("ana@demo.escola", "")).toBe(false);
    expect(isLoginFormComplete("ana", "x")).toBe(false);
  });
});

describe("loginSchema (server side)", () => {
  it("trims and accepts a good form", () => {
    expect(loginSchema.parse({ email: " ana@demo.escola ", password: "p" })).toEqual({ email: "ana@demo.escola", password: "p" });
  });

  it("holds the e-mail to 254 characters", () => {
    const email = (lastLabel: number) => `${"a".repeat(64)}@${[63, 63, lastLabel].map((n) => "d".repeat(n)).join(".")}`;
    expect(email(61)).toHaveLength(EMAIL_MAX_LENGTH);
    expect(isEmailShaped(email(62))).toBe(true); // shaped like an e-mail, only too long
    expect(loginSchema.safeParse({ email: email(61), password: "p" }).success).toBe(true);
    expect(loginSchema.safeParse({ email: email(62), password: "p" }).success).toBe(false);
    expect(loginSchema.safeParse({ email: `${"a".repeat(5000)}@b.c`, password: "p" }).success).toBe(false);
  });

  it("holds the password to 4096 characters", () => {
    expect(loginSchema.safeParse({ email: "a@b.c", password: "x".repeat(PASSWORD_MAX_LENGTH) }).success).toBe(true);
    expect(loginSchema.safeParse({ email: "a@b.c", password: "x".repeat(PASSWORD_MAX_LENGTH + 1) }).success).toBe(false);
  });

  it("refuses missing fields and values that are not text", () => {
    expect(loginSchema.safeParse({ email: null, password: "p" }).success).toBe(false);
    expect(loginSchema.safeParse({ email: "a@b.c", password: "" }).success).toBe(false);
    expect(loginSchema.safeParse({ email: new Blob(["a@b.c"]), password: "p" }).success).toBe(false);
    expect(passwordResetSchema.safeParse({ email: "nao-e-email" }).success).toBe(false);
  });
});
