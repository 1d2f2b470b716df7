import { sairDeTodosAction } from "@/app/(main)/configuracoes/actions";
import { verifySession } from "@/lib/auth/session";
import { FLASH_COOKIE_NAME } from "@/lib/infra/flash";
import { actionTexts } from "@/lib/messages";
import { cookieJar, redirectTarget } from "@/test/support/request-cookies";
import { membroConectado, prepararTestesDeAcoes } from "@/test/support/acoes";

jest.mock("next/headers", () => jest.requireActual("@/test/support/request-cookies").nextHeadersMock);

prepararTestesDeAcoes();

describe("sairDeTodosAction", () => {
  it("ends the session, leaves its message and goes to /login, for any role", async () => {
    await membroConectado("Empresa Que Sai", "consulta");
    expect(await verifySession()).not.toBeNull();
    expect(redirectTarget(await sairDeTodosAction().catch((e: unknown) => e))).toBe("/login");
    expect(cookieJar.value(FLASH_COOKIE_NAME)).toBe("saiuDeTodos");
    expect(await verifySession()).toBeNull();
  });

  it("answers an expired session with a sentence", async () => {
    expect(await sairDeTodosAction()).toEqual({ erro: actionTexts.sessaoExpirada });
  });
});
