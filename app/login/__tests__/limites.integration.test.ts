import { randomUUID } from "node:crypto";
import { requestPasswordReset, signInWithEmail } from "@/app/login/actions";
import { idDoContador } from "@/lib/infra/limites/chave";
import type { TipoDeLimite } from "@/lib/infra/limites/tabela";
import { closeTestApp, createUser, testDb } from "@/test/support/firebase";
import { cookieJar, redirectTarget } from "@/test/support/request-cookies";

// Issue 20, "Sign-in without limits": the limits of the login card's two actions, against the
// emulators. Each test comes from addresses of its own (the client address is read from the
// request's X-Forwarded-For), so no test counts against another.

let mockEndereco = "";
jest.mock("next/headers", () => ({
  ...jest.requireActual("@/test/support/request-cookies").nextHeadersMock,
  headers: async () => new Headers(mockEndereco ? { "x-forwarded-for": mockEndereco } : {}),
}));

afterAll(closeTestApp);
beforeEach(() => {
  cookieJar.clear();
  mockEndereco = novoEndereco();
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const MUITAS = "Muitas tentativas. Tente novamente em alguns minutos.";
const RECUSA = "Erro ao fazer login com email e senha.";
const ENVIADO = "Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha.";
const QUINZE_MINUTOS = 15 * 60_000;

/**
 * Refused before the provider: over the limit, or (under a burst that queues on one counter longer
 * than the database's deadline, which a slow test machine may see) the database's own answer. Both
 * let nothing through.
 */
const recusadaSemProvedor = (resposta: string) => resposta === MUITAS || resposta === "Erro ao fazer login: o banco de dados não respondeu em 10 s.";

/** A documentation address (RFC 5737) of this test's own. */
const novoEndereco = () => `198.51.100.${1 + Math.floor(Math.random() * 254)}, 10.${Math.floor(Math.random() * 250)}.0.${1 + Math.floor(Math.random() * 250)}`;
const semConta = () => `ninguem-${randomUUID().slice(0, 8)}@teste.escola`;

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};

/** The login's answer: its text, or "entrou" when it signed in (a redirect to the picker). */
async function entrar(email: string, password: string): Promise<string> {
  try {
    return (await signInWithEmail(null, form({ email, password })))?.text ?? "";
  } catch (error) {
    if (redirectTarget(error) === "/listar-empresas") return "entrou";
    throw error;
  }
}

async function redefinir(email: string): Promise<string> {
  return (await requestPasswordReset(null, form({ email })))?.text ?? "";
}

/** The address the limits count (the last hop of X-Forwarded-For, see lib/infra/limites/endereco.ts). */
const enderecoContado = () => mockEndereco.split(",").at(-1)!.trim();

function contador(tipo: TipoDeLimite, chave: string) {
  return testDb().collection("limites").doc(idDoContador(process.env.SESSION_SECRET!, tipo, chave));
}

/** Moves the counted moments of a counter back, as if `ms` had passed (only the oldest `quantos`). */
async function envelhecer(tipo: TipoDeLimite, chave: string, ms: number, quantos = Infinity) {
  const ref = contador(tipo, chave);
  const data = (await ref.get()).data()!;
  type Entrada = { em: number; id: string };
  const ordem = [...(data.contadas as Entrada[]), ...(data.pendentes as Entrada[])].sort((a, b) => a.em - b.em).slice(0, quantos);
  const mover = (lista: Entrada[]) => lista.map((e) => (ordem.includes(e) ? { ...e, em: e.em - ms } : e));
  await ref.update({ contadas: mover(data.contadas), pendentes: mover(data.pendentes) });
}

/** Counts the calls to the identity provider's sign-in (a spy: the calls still go through). */
function chamadasAoProvedor(metodo: string) {
  const spy = jest.spyOn(globalThis, "fetch");
  return () => spy.mock.calls.filter(([url]) => String(url).includes(`accounts:${metodo}`)).length;
}

async function oobCodesDe(email: string) {
  const url = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${process.env.FIREBASE_PROJECT_ID}/oobCodes`;
  const { oobCodes } = (await (await fetch(url)).json()) as { oobCodes: { email: string; requestType: string }[] };
  return oobCodes.filter((c) => c.email === email && c.requestType === "PASSWORD_RESET");
}

describe("sign-in, per account", () => {
  it("after 10 failures the 11th attempt and the right password get 'Muitas tentativas', without asking the provider", async () => {
    const user = await createUser();
    for (let i = 0; i < 10; i++) expect(await entrar(user.email, `errada-${i}`)).toBe(RECUSA);
    const chamadas = chamadasAoProvedor("signInWithPassword");
    expect(await entrar(user.email, "errada-11")).toBe(MUITAS);
    expect(await entrar(user.email, user.password)).toBe(MUITAS);
    // Another letter case is the same account; another address changes nothing.
    expect(await entrar(user.email.toUpperCase(), user.password)).toBe(MUITAS);
    mockEndereco = novoEndereco();
    expect(await entrar(user.email, user.password)).toBe(MUITAS);
    expect(chamadas()).toBe(0);
  });

  it("opens again once the window has passed: all of it, or one attempt per failure that aged out", async () => {
    const user = await createUser();
    for (let i = 0; i < 10; i++) await entrar(user.email, `errada-${i}`);
    expect(await entrar(user.email, user.password)).toBe(MUITAS);

    // The oldest failure is 15 minutes old: one more attempt, then closed again.
    await envelhecer("login.conta", user.email, QUINZE_MINUTOS, 1);
    expect(await entrar(user.email, "errada-de-novo")).toBe(RECUSA);
    expect(await entrar(user.email, user.password)).toBe(MUITAS);

    // 14 minutes later (the newest failure just under 15): still closed; a minute more, open.
    await envelhecer("login.conta", user.email, 14 * 60_000);
    expect(await entrar(user.email, user.password)).toBe(MUITAS);
    await envelhecer("login.conta", user.email, 60_000 + 1000);
    expect(await entrar(user.email, user.password)).toBe("entrou");
  });

  it("a success forgives the account's failures", async () => {
    const user = await createUser();
    for (let i = 0; i < 9; i++) await entrar(user.email, `errada-${i}`);
    expect(await entrar(user.email, user.password)).toBe("entrou");
    for (let i = 0; i < 9; i++) expect(await entrar(user.email, `outra-${i}`)).toBe(RECUSA);
    expect(await entrar(user.email, user.password)).toBe("entrou");
  });

  it("limits an e-mail without an account alike (no hint of which addresses exist)", async () => {
    const email = semConta();
    for (let i = 0; i < 10; i++) expect(await entrar(email, `errada-${i}`)).toBe(RECUSA);
    expect(await entrar(email, "errada")).toBe(MUITAS);
  });

  it("200 wrong passwords at once: at most 10 reach the identity provider, the others are refused", async () => {
    const user = await createUser();
    const chamadas = chamadasAoProvedor("signInWithPassword");
    const respostas = await Promise.all(Array.from({ length: 200 }, (_, i) => entrar(user.email, `errada-${i}`)));
    expect(chamadas()).toBeLessThanOrEqual(10);
    expect(respostas.filter((r) => r === RECUSA)).toHaveLength(chamadas());
    expect(respostas.filter((r) => r !== RECUSA && !recusadaSemProvedor(r))).toEqual([]);
    expect(await entrar(user.email, user.password)).toBe(MUITAS);
  }, 60_000);

  it("keeps neither the e-mail nor the address in the clear, and sets the TTL field", async () => {
    const user = await createUser();
    await entrar(user.email, "errada");
    const conta = await contador("login.conta", user.email).get();
    const endereco = await contador("login.endereco", enderecoContado()).get();
    for (const doc of [conta, endereco]) {
      expect(doc.exists).toBe(true);
      expect(doc.id).toMatch(/^[0-9a-f]{64}$/);
      const texto = JSON.stringify(doc.data());
      expect(texto).not.toContain(user.email);
      expect(texto).not.toContain(enderecoContado());
      const expira = doc.get("expiraEm").toDate().getTime();
      expect(expira).toBeGreaterThan(Date.now() + QUINZE_MINUTOS - 60_000);
      expect(expira).toBeLessThanOrEqual(Date.now() + QUINZE_MINUTOS);
    }
  });
});

describe("sign-in, per client address", () => {
  it("after 50 failures across accounts, every account gets 'Muitas tentativas' from that address, and only there", async () => {
    for (let i = 0; i < 50; i++) expect(await entrar(semConta(), "errada")).toBe(RECUSA);
    const user = await createUser();
    expect(await entrar(user.email, user.password)).toBe(MUITAS);
    expect(await entrar(semConta(), "errada")).toBe(MUITAS);

    const endereco = enderecoContado();
    mockEndereco = novoEndereco();
    expect(await entrar(user.email, user.password)).toBe("entrou");

    // After the window, the address may try again.
    await envelhecer("login.endereco", endereco, QUINZE_MINUTOS);
    mockEndereco = endereco;
    cookieJar.clear();
    expect(await entrar(user.email, user.password)).toBe("entrou");
  }, 60_000);

  it("50 failures in batches of 10 at once count as 50 (each failure is recorded, none lost among the others)", async () => {
    for (let lote = 0; lote < 5; lote++) {
      const respostas = await Promise.all(Array.from({ length: 10 }, () => entrar(semConta(), "errada")));
      expect(respostas).toEqual(Array(10).fill(RECUSA));
    }
    const user = await createUser();
    expect(await entrar(user.email, user.password)).toBe(MUITAS);
  }, 60_000);

  it("the address is the last hop of X-Forwarded-For (the one the nearest proxy saw): a forged first hop changes nothing", async () => {
    const real = `203.0.113.${1 + Math.floor(Math.random() * 254)}`;
    for (let i = 0; i < 50; i++) {
      mockEndereco = `10.9.${i}.1, ${real}`;
      await entrar(semConta(), "errada");
    }
    mockEndereco = `192.0.2.77, ${real}`;
    expect(await entrar(semConta(), "errada")).toBe(MUITAS);
  }, 60_000);

  it("successes do not count: 49 failures and a few sign-ins leave room for one more failure", async () => {
    for (let i = 0; i < 49; i++) await entrar(semConta(), "errada");
    for (let i = 0; i < 3; i++) {
      const user = await createUser();
      cookieJar.clear();
      expect(await entrar(user.email, user.password)).toBe("entrou");
    }
    expect(await entrar(semConta(), "errada")).toBe(RECUSA);
    expect(await entrar(semConta(), "errada")).toBe(MUITAS);
  }, 60_000);

  it("120 attempts at once across accounts: at most 100 reach the provider (50, and 50 more in flight)", async () => {
    const chamadas = chamadasAoProvedor("signInWithPassword");
    const respostas = await Promise.all(Array.from({ length: 120 }, () => entrar(semConta(), "errada")));
    expect(chamadas()).toBeLessThanOrEqual(100);
    expect(respostas.filter((r) => r === RECUSA)).toHaveLength(chamadas());
    expect(respostas.filter((r) => r !== RECUSA && !recusadaSemProvedor(r))).toEqual([]);
    expect(await entrar(semConta(), "errada")).toBe(MUITAS);
  }, 60_000);
});

describe("'Esqueceu a senha?'", () => {
  it("sends at most 3 e-mails per address in 15 minutes; then 'Muitas tentativas', whether or not the address has an account", async () => {
    const user = await createUser();
    const respostas = [];
    for (let i = 0; i < 5; i++) respostas.push(await redefinir(user.email));
    expect(respostas).toEqual([ENVIADO, ENVIADO, ENVIADO, MUITAS, MUITAS]);
    expect(await oobCodesDe(user.email)).toHaveLength(3);

    const email = semConta();
    const semContaRespostas = [];
    for (let i = 0; i < 5; i++) semContaRespostas.push(await redefinir(email));
    expect(semContaRespostas).toEqual(respostas);

    await envelhecer("redefinicao.email", user.email, QUINZE_MINUTOS);
    expect(await redefinir(user.email)).toBe(ENVIADO);
    expect(await oobCodesDe(user.email)).toHaveLength(4);
  });

  it("30 requests at once for one address send 3 e-mails", async () => {
    const user = await createUser();
    const respostas = await Promise.all(Array.from({ length: 30 }, () => redefinir(user.email)));
    expect(respostas.filter((r) => r === ENVIADO)).toHaveLength(3);
    expect(respostas.filter((r) => r === MUITAS)).toHaveLength(27);
    expect(await oobCodesDe(user.email)).toHaveLength(3);
  });

  it("a client address may ask for 20 e-mails in 15 minutes, across addresses", async () => {
    for (let i = 0; i < 20; i++) expect(await redefinir(semConta())).toBe(ENVIADO);
    expect(await redefinir(semConta())).toBe(MUITAS);
    mockEndereco = novoEndereco();
    expect(await redefinir(semConta())).toBe(ENVIADO);
  });
});
