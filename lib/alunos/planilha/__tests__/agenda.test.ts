import { retomarImportacoesParadas } from "@/lib/alunos/planilha/importacao/retomada";
import { procurarImportacoesParadas, PROCURADAS_MAX } from "@/lib/alunos/planilha/importacao/agenda";
import { PARADA_MS } from "@/lib/alunos/planilha/importacao/registro";

// When this process looks for a company's stopped imports: at most once a minute per company, in
// a memory that stays bounded (the takeover itself is mocked; it is tested against the database in
// importacao.integration.test.ts).

jest.mock("@/lib/alunos/planilha/importacao/retomada", () => ({ retomarImportacoesParadas: jest.fn(() => Promise.resolve()) }));

const retomar = jest.mocked(retomarImportacoesParadas);

let agora = 1_000_000_000_000;
beforeEach(() => {
  retomar.mockClear();
  agora += 10 * PARADA_MS; // every test starts with every company's minute over
  jest.spyOn(Date, "now").mockImplementation(() => agora);
});
afterEach(() => jest.restoreAllMocks());

const procuradas = () => retomar.mock.calls.map(([idEmpresa]) => idEmpresa);

describe("procurarImportacoesParadas", () => {
  it("looks for a company's stopped imports at most once a minute", async () => {
    await procurarImportacoesParadas("a");
    await procurarImportacoesParadas("a");
    await procurarImportacoesParadas("b");
    agora += PARADA_MS - 1;
    await procurarImportacoesParadas("a");
    agora += 1;
    await procurarImportacoesParadas("a");
    expect(procuradas()).toEqual(["a", "b", "a"]);
  });

  it("past PROCURADAS_MAX companies, forgets the one looked for longest ago: it is looked for again sooner", async () => {
    for (let i = 0; i <= PROCURADAS_MAX; i++) await procurarImportacoesParadas(`e${i}`);
    retomar.mockClear();
    await procurarImportacoesParadas("e1"); // remembered: within its minute
    await procurarImportacoesParadas("e0"); // forgotten to make room: looked for again
    expect(procuradas()).toEqual(["e0"]);
  });

  it("never throws: a failed look is logged", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    retomar.mockRejectedValueOnce(new Error("banco fora"));
    await expect(procurarImportacoesParadas("c")).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith("[importacao] could not look for stopped imports:", expect.any(Error));
  });
});
