import { ActionError } from "@/lib/infra/actions/guard";
import { signInWithPassword } from "@/lib/auth/identity";
import { alterarSenha } from "@/lib/conta/escrita";
import { idDoContador } from "@/lib/infra/limites/chave";
import { closeTestApp, createUser, testDb, TEST_PASSWORD } from "@/test/support/firebase";
import { cookieJar } from "@/test/support/request-cookies";
import { signInForTest } from "@/test/support/sign-in";

// Issue 20: "Alterar senha" checks the current password with the identity provider, which cannot
// tell our users apart (every call comes from the server): wrong current passwords are limited per
// user, 5 in 15 minutes, and the right one is refused too until the window passes.

jest.mock("next/headers", () => jest.requireActual("@/test/support/request-cookies").nextHeadersMock);

afterAll(closeTestApp);
beforeEach(() => cookieJar.clear());
afterEach(() => jest.restoreAllMocks());

const MUITAS = "Muitas tentativas. Tente novamente em alguns minutos.";
const NOVA = "nova-senha-do-teste-789";

async function tentar(work: Promise<unknown>): Promise<string> {
  const error = await work.then(() => null, (e: unknown) => e);
  if (error === null) return "alterada";
  expect(error).toBeInstanceOf(ActionError);
  expect((error as ActionError).field).toBe("senhaAtual");
  return (error as ActionError).message;
}

const pedido = (senhaAtual: string) => ({ senhaAtual, novaSenha: NOVA, confirmacao: NOVA });

async function envelhecer(uid: string, ms: number) {
  const ref = testDb().collection("limites").doc(idDoContador(process.env.SESSION_SECRET!, "senha.usuario", uid));
  const data = (await ref.get()).data()!;
  const mover = (lista: { em: number; id: string }[]) => lista.map((e) => ({ ...e, em: e.em - ms }));
  await ref.update({ contadas: mover(data.contadas), pendentes: mover(data.pendentes) });
}

describe("'Alterar senha' and wrong current passwords", () => {
  it("after 5 wrong ones the right one is refused with 'Muitas tentativas' until 15 minutes pass", async () => {
    const user = await createUser();
    const session = await signInForTest(user);
    for (let i = 0; i < 5; i++) expect(await tentar(alterarSenha(session, pedido(`errada-${i}-x`)))).toBe("Senha atual incorreta.");
    expect(await tentar(alterarSenha(session, pedido(TEST_PASSWORD)))).toBe(MUITAS);
    expect((await signInWithPassword(user.email, TEST_PASSWORD)).ok).toBe(true); // unchanged

    await envelhecer(user.uid, 15 * 60_000 + 1000);
    expect(await tentar(alterarSenha(session, pedido(TEST_PASSWORD)))).toBe("alterada");
    expect((await signInWithPassword(user.email, NOVA)).ok).toBe(true);
  });

  it("50 wrong ones at once: at most 5 reach the identity provider", async () => {
    const user = await createUser();
    const session = await signInForTest(user);
    const spy = jest.spyOn(globalThis, "fetch");
    const respostas = await Promise.all(Array.from({ length: 50 }, (_, i) => tentar(alterarSenha(session, pedido(`errada-${i}-x`)))));
    const chamadas = spy.mock.calls.filter(([url]) => String(url).includes("accounts:signInWithPassword")).length;
    expect(chamadas).toBeLessThanOrEqual(5);
    expect(respostas.filter((r) => r === MUITAS)).toHaveLength(50 - chamadas);
  });

  it("a success forgives the user's wrong tries", async () => {
    const user = await createUser();
    const session = await signInForTest(user);
    for (let i = 0; i < 4; i++) await tentar(alterarSenha(session, pedido(`errada-${i}-x`)));
    expect(await tentar(alterarSenha(session, pedido(TEST_PASSWORD)))).toBe("alterada");
    const depois = await signInForTest({ ...user, password: NOVA });
    const volta = { senhaAtual: NOVA, novaSenha: TEST_PASSWORD, confirmacao: TEST_PASSWORD };
    for (let i = 0; i < 4; i++) expect(await tentar(alterarSenha(depois, { ...volta, senhaAtual: `errada-${i}-y` }))).toBe("Senha atual incorreta.");
    expect(await tentar(alterarSenha(depois, volta))).toBe("alterada");
  });
});
