import { ActionError } from "@/lib/infra/actions/guard";
import { convidarMembro } from "@/lib/membros/escrita";
import { administradorDeNovaEmpresa } from "@/test/support/acoes";
import { closeTestApp, testAuth, testDb, uniqueId } from "@/test/support/firebase";

// Issue 20: invitations create accounts and send e-mails; a company may send 30 in an hour.

afterAll(closeTestApp);
beforeEach(() => jest.spyOn(console, "info").mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const MUITAS = "Muitas tentativas. Tente novamente em alguns minutos.";

const empresa = () => administradorDeNovaEmpresa("Admin Limite");

const novoEmail = () => `${uniqueId("conv")}@teste.escola`;

async function resultado(work: Promise<unknown>): Promise<string> {
  const error = await work.then(() => null, (e: unknown) => e);
  if (error === null) return "convidado";
  expect(error).toBeInstanceOf(ActionError);
  return (error as ActionError).message;
}

const linksDa = async (idEmpresa: string) => (await testDb().collection("usuarios_empresas").where("idEmpresa", "==", idEmpresa).get()).size;

describe("invitations per company", () => {
  it("35 at once: 30 go out, 5 get 'Muitas tentativas' and create no account; another company is not affected", async () => {
    const quem = await empresa();
    const emails = Array.from({ length: 35 }, novoEmail);
    const respostas = await Promise.all(emails.map((email) => resultado(convidarMembro(quem, { email, papel: "consulta" }))));
    expect(respostas.filter((r) => r === "convidado")).toHaveLength(30);
    expect(respostas.filter((r) => r === MUITAS)).toHaveLength(5);
    expect(await linksDa(quem.idEmpresa)).toBe(31); // the administrator and 30 invited
    const recusados = emails.filter((_, i) => respostas[i] === MUITAS);
    for (const email of recusados) await expect(testAuth().getUserByEmail(email)).rejects.toMatchObject({ code: "auth/user-not-found" });

    expect(await resultado(convidarMembro(quem, { email: novoEmail(), papel: "consulta" }))).toBe(MUITAS);
    const outra = await empresa();
    expect(await resultado(convidarMembro(outra, { email: novoEmail(), papel: "consulta" }))).toBe("convidado");
  }, 60_000);
});
