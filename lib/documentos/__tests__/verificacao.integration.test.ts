import { createHash, randomBytes } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { codigoDeBytes, codigoEmGrupos } from "@/lib/documentos/codigo";
import { documentoDoc } from "@/lib/documentos/schema";
import { conferirArquivo, enderecoDeVerificacao, verificarCodigo } from "@/lib/documentos/verificacao";
import { parseServerEnv } from "@/lib/infra/env";
import { enderecoDe } from "@/lib/infra/limites/endereco";
import { conferirArquivoAction } from "@/app/verificar/actions";
import { closeTestApp, testDb, uniqueId } from "@/test/support/firebase";
import { verificacaoTexts } from "@/lib/messages";

// Issue 26, the public check: a document written straight into Firestore (documentoDoc's fields) is
// found by its code as typed or scanned, shows what its paper printed and nothing else, a revoked
// one says so, an unknown or malformed code is no document; `Conferir arquivo` compares SHA-256;
// the limit (30 look-ups a minute per client address) holds across two server instances.

let mockEndereco = "";
jest.mock("next/headers", () => ({
  ...jest.requireActual("@/test/support/request-cookies").nextHeadersMock,
  headers: async () => new Headers(mockEndereco ? { "x-forwarded-for": mockEndereco } : {}),
}));

afterAll(closeTestApp);
beforeEach(() => {
  mockEndereco = novoEndereco();
});
afterEach(() => jest.restoreAllMocks());

/** A documentation address (RFC 5737 / 3849) of this test's own. */
const novoEndereco = () => `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}::7`;

const novoCodigo = () => codigoDeBytes(randomBytes(10));
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
/** A small stand-in for an issued PDF: its bytes are what the hash is of. */
const pdfDeTeste = () => new Uint8Array(Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(2000), Buffer.from("\n%%EOF\n")]));

const EMITIDO_EM = new Date("2026-11-23T13:42:00Z"); // 10:42 in São Paulo
const REVOGADO_EM = new Date("2026-11-24T18:00:00Z");

async function semearDocumento(opcoes: { revogado?: boolean; bytes?: Uint8Array } = {}) {
  const codigo = novoCodigo();
  const bytes = opcoes.bytes ?? pdfDeTeste();
  const dados = {
    idEmpresa: uniqueId("emp"),
    idEscola: uniqueId("esc"),
    idAluno: uniqueId("alu"),
    tipo: "matricula",
    escola: { nome: "EMEF Monteiro Lobato", codigoInep: "35012345", municipio: "Campinas", uf: "SP" },
    nomeAluno: "Joana D'Arc da Silva",
    fatos: [
      { rotulo: "Matrícula", valor: "2026000123" },
      { rotulo: "Data de nascimento", valor: "12/03/2015" },
      { rotulo: "Turma", valor: "5º ano A" },
      { rotulo: "Turno", valor: "Manhã" },
      { rotulo: "Ano letivo", valor: "2026" },
    ],
    emitidoPor: uniqueId("u"),
    emitidoPorNome: "Sofia Secretária",
    emitidoEm: Timestamp.fromDate(EMITIDO_EM),
    sha256: sha256(bytes),
    revogadoEm: opcoes.revogado ? Timestamp.fromDate(REVOGADO_EM) : null,
    revogadoPorNome: opcoes.revogado ? "Carla Admin" : null,
    motivoDaRevogacao: opcoes.revogado ? "Turma informada errada." : null,
    // A CPF would never be kept; if one were, the check would still not show it.
    cpfDoAluno: "123.456.789-09",
  };
  expect(documentoDoc.safeParse(dados).success).toBe(true);
  await testDb().collection("documentos").doc(codigo).set(dados);
  return { codigo, bytes, dados };
}

describe("verificarCodigo", () => {
  it("finds a genuine document by its code, as typed (lower case, dashes, spaces), and gives only what the paper printed", async () => {
    const { codigo, dados } = await semearDocumento();
    const digitado = ` ${codigoEmGrupos(codigo).toLowerCase().replace(/-/g, " - ")} `;
    const documento = await verificarCodigo(digitado);
    expect(documento).toEqual({
      codigo,
      tipo: "matricula",
      escola: dados.escola,
      nomeAluno: "Joana D'Arc da Silva",
      fatos: dados.fatos,
      emitidoPorNome: "Sofia Secretária",
      emitidoEm: EMITIDO_EM,
      revogadoEm: null,
      motivoDaRevogacao: null,
    });
    const texto = JSON.stringify(documento);
    for (const segredo of [dados.idEmpresa, dados.idEscola, dados.idAluno, dados.emitidoPor, dados.sha256, "123.456.789-09"]) expect(texto).not.toContain(segredo);
  });

  it("reads one document, by id", async () => {
    const { codigo } = await semearDocumento();
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
    const antes = process.env.LOG_LEITURAS;
    process.env.LOG_LEITURAS = "1";
    try {
      await verificarCodigo(codigo);
    } finally {
      process.env.LOG_LEITURAS = antes;
    }
    expect(log.mock.calls.map((c) => String(c[0]))).toEqual(["[leituras] documentos.verificar 1"]);
  });

  it("a revoked document says when and why (its public reason from the fixed list), and keeps its facts; never the internal observation", async () => {
    const { codigo, dados } = await semearDocumento({ revogado: true });
    await testDb().doc(`documentos/${codigo}`).update({ motivoPublico: "dadosIncorretos", observacaoInterna: "Aluna em acolhimento institucional, dados sigilosos", motivoDaRevogacao: null });
    const documento = await verificarCodigo(codigo);
    expect(documento).toMatchObject({ revogadoEm: REVOGADO_EM, motivoDaRevogacao: "dadosIncorretos", fatos: dados.fatos });
    expect(JSON.stringify(documento)).not.toContain("acolhimento");
  });

  it("issue 41: a document revoked with a free-text reason before the fixed list stops showing it: `outro`, the text nowhere in the answer", async () => {
    const { codigo } = await semearDocumento({ revogado: true });
    await testDb().doc(`documentos/${codigo}`).update({ motivoDaRevogacao: "Aluna em acolhimento institucional, dados sigilosos" });
    const documento = await verificarCodigo(codigo);
    expect(documento).toMatchObject({ revogadoEm: REVOGADO_EM, motivoDaRevogacao: "outro" });
    expect(JSON.stringify(documento)).not.toMatch(/acolhimento|sigilosos/);
  });

  it("an unknown code is no document", async () => {
    expect(await verificarCodigo(novoCodigo())).toBeNull();
  });

  it.each([
    ["2,000 characters", "K7QM".repeat(500)],
    ["fullwidth letters", "ＫＷＱＭ４ＸＰＡ９ＲＴＢ２ＷＣＥ"],
    ["a Cyrillic А", "АWQM4XPA9RTB2WCE"],
    ["a look-alike 0 and I", "K0QM4XPA9RTB2WCI"],
    ["SQL", "' OR 1=1 --"],
    ["a path", "../../usuarios/x"],
    ["an encoded path", "..%2F..%2Fempresas"],
    ["a Firestore reserved id", "__name__"],
    ["an empty text", ""],
    ["not a text", { codigo: "K7QM4XPA9RTB2WCE" }],
  ])("%s is no document, and nothing is read", async (_nome, texto) => {
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
    process.env.LOG_LEITURAS = "1";
    try {
      expect(await verificarCodigo(texto)).toBeNull();
      expect(await conferirArquivo(texto, pdfDeTeste())).toBe("desconhecido");
    } finally {
      delete process.env.LOG_LEITURAS;
    }
    expect(log).not.toHaveBeenCalled();
  });
});

describe("conferirArquivo (SHA-256)", () => {
  it("the same bytes are identical; one byte changed is not; an unknown code is no document", async () => {
    const { codigo, bytes } = await semearDocumento();
    expect(await conferirArquivo(codigo, bytes)).toBe("identico");
    const alterado = new Uint8Array(bytes);
    alterado[100] = alterado[100]! ^ 1;
    expect(await conferirArquivo(codigo, alterado)).toBe("diferente");
    expect(await conferirArquivo(codigo, new TextEncoder().encode("não é um PDF"))).toBe("diferente");
    expect(await conferirArquivo(codigo, new Uint8Array())).toBe("diferente");
    expect(await conferirArquivo(novoCodigo(), bytes)).toBe("desconhecido");
  });

  it("a revoked document's file is still checkable, and the answer says it was revoked (issue 41)", async () => {
    const { codigo, bytes } = await semearDocumento({ revogado: true });
    expect(await conferirArquivo(codigo, bytes)).toEqual({ revogadoEm: REVOGADO_EM });
    expect(await conferirArquivo(codigo, new TextEncoder().encode("outro"))).toBe("diferente");
  });
});

describe("the `Conferir arquivo` action", () => {
  const formulario = (codigo: string, arquivo?: File) => {
    const form = new FormData();
    form.set("codigo", codigo);
    if (arquivo) form.set("arquivo", arquivo);
    return form;
  };

  it("answers identical, altered, not a PDF, no file, over 5 MB (50 MB), unknown code, all in Portuguese", async () => {
    const { codigo, bytes } = await semearDocumento();
    const responder = async (form: FormData) => {
      const r = await conferirArquivoAction(null, form);
      return r && "resultado" in r ? r.resultado : r?.erro;
    };
    expect(await responder(formulario(codigoEmGrupos(codigo).toLowerCase(), new File([bytes as BlobPart], "doc.pdf", { type: "application/pdf" })))).toBe("identico");
    const alterado = new Uint8Array(bytes);
    alterado[0] = 0x20;
    expect(await responder(formulario(codigo, new File([alterado as BlobPart], "doc.pdf")))).toBe("diferente");
    expect(await responder(formulario(codigo, new File(["olá"], "foto.png", { type: "image/png" })))).toBe("diferente");
    expect(await responder(formulario(codigo))).toBe("Escolha o arquivo PDF do documento.");
    expect(await responder(formulario(codigo, new File([new Uint8Array(50 * 1024 * 1024)], "grande.pdf")))).toBe(
      "O arquivo tem mais de 5 MB: não é um documento emitido por aqui.",
    );
    expect(await responder(formulario(novoCodigo(), new File([bytes as BlobPart], "doc.pdf")))).toBe("Nenhum documento encontrado com este código.");
    expect(await responder(formulario("'; DROP TABLE documentos; --", new File([bytes as BlobPart], "doc.pdf")))).toBe("Nenhum documento encontrado com este código.");
    expect(await conferirArquivoAction(null, "não é um formulário")).toMatchObject({ erro: "Escolha o arquivo PDF do documento." });
  });

  it("a revoked document's very file: identical, but revoked on its day (dd/mm/aaaa, São Paulo), never the answer of a valid one", async () => {
    const { codigo, bytes } = await semearDocumento({ revogado: true });
    await testDb().doc(`documentos/${codigo}`).update({ revogadoEm: Timestamp.fromDate(new Date("2026-11-28T01:30:00Z")) }); // 27/11, 22:30 in São Paulo
    const r = await conferirArquivoAction(null, formulario(codigo, new File([bytes as BlobPart], "doc.pdf")));
    expect(r).toMatchObject({ resultado: "revogado", revogadoEm: "27/11/2026" });
    expect(verificacaoTexts.conferir.identicoRevogado("27/11/2026")).toBe("O arquivo é idêntico ao documento emitido, mas este documento foi revogado em 27/11/2026.");
  });

  it("counts in the same limit as the page: the 31st look-up of an address is refused", async () => {
    const { codigo, bytes } = await semearDocumento();
    const { consultaPermitida } = await import("@/lib/documentos/verificacao");
    // The address as the action counts it (an IPv6 address by its /64).
    const endereco = enderecoDe(new Headers({ "x-forwarded-for": mockEndereco }));
    for (let i = 0; i < 30; i++) expect(await consultaPermitida(endereco)).toBe(true);
    expect(await conferirArquivoAction(null, formulario(codigo, new File([bytes as BlobPart], "doc.pdf")))).toMatchObject({
      erro: "Muitas tentativas. Tente novamente em alguns minutos.",
    });
  });
});

describe("the limit across server instances", () => {
  type Modulo = typeof import("@/lib/documentos/verificacao");
  const instancias: { modulo: Modulo; fechar: () => Promise<void> }[] = [];

  /** The module loaded afresh, with its own firebase-admin and Firestore client: another server instance. */
  async function outraInstancia() {
    let instancia!: (typeof instancias)[number];
    await jest.isolateModulesAsync(async () => {
      const modulo = await import("@/lib/documentos/verificacao");
      const admin = await import("firebase-admin/app");
      instancia = { modulo, fechar: async () => void (await Promise.all(admin.getApps().map((app) => admin.deleteApp(app)))) };
    });
    instancias.push(instancia);
    return instancia.modulo;
  }

  afterAll(async () => {
    await Promise.all(instancias.map((i) => i.fechar()));
  });

  it("30 look-ups a minute per address, whichever instance counts them: the 31st is refused on both", async () => {
    const [a, b] = [await outraInstancia(), await outraInstancia()];
    expect(a).not.toBe(b);
    const endereco = novoEndereco();
    const respostas: boolean[] = [];
    for (let i = 0; i < 30; i++) respostas.push(await (i % 2 === 0 ? a : b).consultaPermitida(endereco));
    expect(respostas.every(Boolean)).toBe(true);
    expect(await a.consultaPermitida(endereco)).toBe(false);
    expect(await b.consultaPermitida(endereco)).toBe(false);
    // Another address is counted apart.
    expect(await b.consultaPermitida(novoEndereco())).toBe(true);
  });

  it("the window slides: once the oldest look-ups are a minute old, the address may look up again", async () => {
    const [a, b] = [await outraInstancia(), await outraInstancia()];
    const endereco = novoEndereco();
    const { reservar } = await import("@/lib/infra/limites/contador");
    const haUmMinuto = Date.now() - 61_000;
    for (let i = 0; i < 30; i++) await reservar([{ tipo: "verificacao.endereco", chave: endereco }], haUmMinuto);
    expect(await a.consultaPermitida(endereco)).toBe(true);
    expect(await b.consultaPermitida(endereco)).toBe(true);
  });

  it("a burst of 40 at once from two instances lets exactly 30 through", async () => {
    const [a, b] = [await outraInstancia(), await outraInstancia()];
    const endereco = novoEndereco();
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const respostas = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? a : b).consultaPermitida(endereco)));
    const passaram = respostas.filter(Boolean).length;
    expect(passaram).toBeLessThanOrEqual(30);
    // Contention may refuse a few more (each ABORTED one is logged), never let more through.
    expect(passaram + warn.mock.calls.length).toBeGreaterThanOrEqual(30);
  }, 60_000);
});

describe("the QR's address", () => {
  it("is the request's origin without APP_URL", () => {
    expect(enderecoDeVerificacao("K7QM4XPA9RTB2WCE", "http://127.0.0.1:3100")).toBe("http://127.0.0.1:3100/verificar/K7QM4XPA9RTB2WCE");
    expect(enderecoDeVerificacao("K7QM4XPA9RTB2WCE", "https://escolas.exemplo.com.br/")).toBe("https://escolas.exemplo.com.br/verificar/K7QM4XPA9RTB2WCE");
  });

  it("is APP_URL's when it is set", async () => {
    const antes = process.env.APP_URL;
    process.env.APP_URL = "https://escolas.exemplo.com.br/";
    try {
      await jest.isolateModulesAsync(async () => {
        const { enderecoDeVerificacao: endereco } = await import("@/lib/documentos/verificacao");
        expect(endereco("K7QM4XPA9RTB2WCE", "http://outro.host:3000")).toBe("https://escolas.exemplo.com.br/verificar/K7QM4XPA9RTB2WCE");
      });
    } finally {
      if (antes === undefined) delete process.env.APP_URL;
      else process.env.APP_URL = antes;
    }
  });

  it("APP_URL is validated when set: an http(s) origin, nothing more", () => {
    const base = { FIREBASE_PROJECT_ID: "demo-escolas", SESSION_SECRET: "x".repeat(40), FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099", FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" };
    expect(parseServerEnv(base).APP_URL).toBeUndefined();
    expect(parseServerEnv({ ...base, APP_URL: "http://localhost:3000" }).APP_URL).toBe("http://localhost:3000");
    expect(parseServerEnv({ ...base, APP_URL: "https://escolas.exemplo.com.br/" }).APP_URL).toBe("https://escolas.exemplo.com.br");
    for (const ruim of ["escolas.exemplo.com.br", "ftp://escolas.exemplo.com.br", "https://escolas.exemplo.com.br/app", "https://x.com/?a=1", "javascript:alert(1)", "https://u:p@x.com"]) {
      expect(() => parseServerEnv({ ...base, APP_URL: ruim })).toThrow(/APP_URL/);
    }
  });
});
