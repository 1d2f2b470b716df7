// Unit tests of the students' spreadsheet reader (ler.ts) and writer (escrever.ts). Pure: no
// emulator. The fixtures in test/fixtures/planilhas are written by gerar.mjs, byte for byte as
// Excel and friends save them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { lerPlanilha, LIMITE_BYTES, LIMITE_LINHAS, type LinhaDaPlanilha } from "@/lib/alunos/planilha/ler";
import { BOM, CABECALHO_DA_EXPORTACAO, linhasCsv, protegerDeFormula } from "@/lib/alunos/planilha/escrever";
import { COLUNAS } from "@/lib/alunos/planilha/colunas";
import { planilhaTexts } from "@/lib/messages";
import { csv, planilha, problemas, utf8 } from "./leitura";

const erros = planilhaTexts.erros;
const PASTA = join(__dirname, "..", "..", "..", "..", "test", "fixtures", "planilhas");

const fixture = (nome: string) => new Uint8Array(readFileSync(join(PASTA, nome)));

const CABECALHO = "Nome completo;Data de nascimento;Escola";

const numeros = (linhas: LinhaDaPlanilha[]) => linhas.map((l) => l.linha);
const nomes = (linhas: LinhaDaPlanilha[]) => linhas.map((l) => l.valores.nome);

describe("lerPlanilha: fixtures saved the way real programs save them", () => {
  // Excel pt-BR "CSV (separado por vírgulas)" on Windows: the bytes are Windows-1252, not UTF-8.
  describe("excel-windows-1252.csv", () => {
    const bytes = fixture("excel-windows-1252.csv");

    it("is what Excel saves (guards the fixture itself)", () => {
      expect([...bytes.subarray(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
      expect([...bytes.subarray(-4)]).toEqual([0x0d, 0x0a, 0x0d, 0x0a]);
      expect(() => new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toThrow();
      expect(bytes).toContain(0xe3); // "ã" as one byte
    });

    it("decodes Windows-1252 with every accent intact and reads both rows", () => {
      const p = planilha(lerPlanilha(bytes));
      expect(p.codificacao).toBe("windows-1252");
      expect(p.separador).toBe(";");
      expect(p.ignoradas).toEqual([]);
      expect(p.linhas).toEqual([
        {
          linha: 2,
          valores: {
            nome: "João Antônio Conceição",
            dataNascimento: "05/03/2016",
            escola: "Escola Municipal São José",
            turma: "3º ano A",
            cpf: "",
            responsavelNome: "Souza; Maria Conceição",
            responsavelTelefone: "(11) 98765-4321",
            responsavelEmail: "maria@exemplo.com.br",
          },
        },
        {
          linha: 3,
          valores: {
            nome: "Ana Luíza Magalhães",
            dataNascimento: "12/11/2015",
            escola: "Escola Municipal São José",
            turma: "2ª série B",
            cpf: "123.456.789-09",
            responsavelNome: expect.stringMatching(/^Inês D.Ávila Araújo$/),
            responsavelTelefone: "",
            responsavelEmail: "",
          },
        },
      ]);
    });

    // 0x80–0x9F is where Windows-1252 differs from Latin-1: 0x92 is "’" (Word's apostrophe), not
    // the C1 control U+0092.
    it("decodes Windows-1252's own characters (0x92 is ’)", () => {
      expect(planilha(lerPlanilha(bytes)).linhas[1]?.valores.responsavelNome).toBe("Inês D’Ávila Araújo");
    });

    it("decodes the whole 0x80–0x9F range as Windows-1252 does", () => {
      // "Escola – Unidade “Centro” € …" with the en dash, curly quotes, euro and ellipsis as single bytes.
      const linha = [...utf8("Ana;01/01/2015;Escola "), 0x96, ...utf8(" Unidade "), 0x93, ...utf8("Centro"), 0x94, 0x20, 0x80, 0x20, 0x85];
      const p = planilha(lerPlanilha(new Uint8Array([...utf8(`${CABECALHO}\r\n`), ...linha, 0xe7, 0x0d, 0x0a])));
      expect(p.codificacao).toBe("windows-1252");
      expect(p.linhas[0]?.valores.escola).toBe("Escola – Unidade “Centro” € …ç");
    });
  });

  // "CSV UTF-8": the BOM must not stick to the first header.
  describe("utf8-bom.csv", () => {
    it("reads UTF-8 with a BOM and LF line endings", () => {
      const bytes = fixture("utf8-bom.csv");
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(bytes).not.toContain(0x0d);

      const p = planilha(lerPlanilha(bytes));
      expect(p.codificacao).toBe("utf-8");
      expect(p.separador).toBe(";");
      expect(p.ignoradas).toEqual([]);
      expect(p.linhas).toEqual([
        {
          linha: 2,
          valores: {
            nome: "Érica Gonçalves",
            dataNascimento: "21/07/2014",
            escola: "Colégio Estadual Dom Pedro II",
            turma: "4º ano",
            cpf: "",
            responsavelNome: "Ângela Gonçalves",
            responsavelTelefone: "(21) 3333-4444",
            responsavelEmail: "angela@exemplo.com",
          },
        },
        {
          linha: 3,
          valores: {
            nome: "Ícaro Brandão",
            dataNascimento: "30/01/2015",
            escola: "Colégio Estadual Dom Pedro II",
            turma: "3º ano",
            cpf: "",
            responsavelNome: "",
            responsavelTelefone: "",
            responsavelEmail: "",
          },
        },
      ]);
    });
  });

  // "," separated, headers in another order, case and without accents: matched by name, and only
  // the columns present get a value.
  describe("virgula.csv", () => {
    it("detects ',' and matches headers regardless of order, case and accents", () => {
      const p = planilha(lerPlanilha(fixture("virgula.csv")));
      expect(p.separador).toBe(",");
      expect(p.codificacao).toBe("utf-8");
      expect(p.ignoradas).toEqual([]);
      expect(p.linhas).toEqual([
        {
          linha: 2,
          valores: {
            nome: "Otávio Simões",
            dataNascimento: "09/09/2013",
            escola: "Escola Estadual Prof. Lima, Anexo",
            turma: "5º ano",
            responsavelEmail: "rita@exemplo.com",
          },
        },
        {
          linha: 3,
          valores: { nome: "Souza, Beatriz", dataNascimento: "10/10/2014", escola: "12345678", turma: "", responsavelEmail: "" },
        },
      ]);
    });
  });

  // A cell with a line break is one row of the spreadsheet over two lines of the file: rows keep
  // the spreadsheet's numbers, not the file's.
  describe("quebra-de-linha.csv", () => {
    it("keeps line breaks inside cells and numbers rows as the spreadsheet does", () => {
      const p = planilha(lerPlanilha(fixture("quebra-de-linha.csv")));
      expect(p.separador).toBe(";");
      expect(numeros(p.linhas)).toEqual([2, 3, 4]);
      expect(nomes(p.linhas)).toEqual(["Lúcia Barros", "Miguel Prado", "Nina Prado"]);
      expect(p.linhas[0]?.valores.responsavelNome).toBe("Carla Barros\nPaulo Barros");
      expect(p.linhas[1]?.valores.turma).toBe("1º ano A\n(integral)");
      expect(p.linhas[2]?.valores).toEqual({
        nome: "Nina Prado",
        dataNascimento: "05/06/2016",
        escola: "Escola Municipal São José",
        turma: "1º ano B",
        cpf: "",
        responsavelNome: "",
        responsavelTelefone: "",
        responsavelEmail: "",
      });
    });
  });
});

describe("lerPlanilha: files that are not a spreadsheet's CSV", () => {
  it("says an empty file is empty", () => {
    expect(problemas(lerPlanilha(new Uint8Array()))).toEqual([erros.vazio]);
    expect(erros.vazio).toBe("O arquivo está vazio.");
  });

  it("says a file of only a BOM or only line breaks is empty", () => {
    expect(problemas(lerPlanilha(new Uint8Array([0xef, 0xbb, 0xbf])))).toEqual([erros.vazio]);
    expect(problemas(lerPlanilha(utf8("\r\n\r\n")))).toEqual([erros.vazio]);
    expect(problemas(lerPlanilha(utf8(";;;\r\n ; \r\n")))).toEqual([erros.vazio]);
  });

  it.each(["planilha.xlsx", "foto.png"])("refuses %s", (nome) => {
    expect(problemas(lerPlanilha(fixture(nome)))).toEqual(["O arquivo não é um CSV."]);
  });

  // Old .xls, PDF, JPEG, GIF: refused by their signature alone.
  it.each([
    ["xls", [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
    ["pdf", [...utf8("%PDF-1.7\n")]],
    ["jpeg", [0xff, 0xd8, 0xff, 0xe0, 0x10, 0x4a, 0x46]],
    ["gif", [...utf8("GIF89a")]],
  ])("refuses a %s by its signature", (_tipo, assinatura) => {
    expect(problemas(lerPlanilha(new Uint8Array(assinatura)))).toEqual(["O arquivo não é um CSV."]);
  });

  it("refuses text with NUL bytes (a binary file, or Excel's UTF-16 'Unicode text')", () => {
    expect(problemas(lerPlanilha(utf8(`${CABECALHO}\r\nAna\u0000;01/01/2015;E1\r\n`)))).toEqual(["O arquivo não é um CSV."]);
    const utf16 = new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${CABECALHO}\r\nAna;01/01/2015;E1\r\n`, "utf16le")]));
    expect(problemas(lerPlanilha(utf16))).toEqual(["O arquivo não é um CSV."]);
  });
});

describe("lerPlanilha: limits", () => {
  it("is 5 MB and 5,000 rows", () => {
    expect(LIMITE_BYTES).toBe(5 * 1024 * 1024);
    expect(LIMITE_LINHAS).toBe(5000);
  });

  it("refuses a file one byte over 5 MB before reading it", () => {
    const bytes = new Uint8Array(LIMITE_BYTES + 1).fill(0x61);
    expect(problemas(lerPlanilha(bytes))).toEqual(["O arquivo tem mais de 5 MB."]);
  });

  it("reads a file of exactly 5 MB", () => {
    const inicio = `${CABECALHO};Turma\r\nAna;01/01/2015;E1;`;
    const bytes = utf8(inicio + "x".repeat(LIMITE_BYTES - utf8(inicio).byteLength));
    expect(bytes.byteLength).toBe(LIMITE_BYTES);
    const p = planilha(lerPlanilha(bytes));
    expect(p.linhas).toHaveLength(1);
    expect(p.linhas[0]?.valores.turma).toHaveLength(LIMITE_BYTES - utf8(inicio).byteLength);
  });

  const alunos = (n: number) => Array.from({ length: n }, (_, i) => `Aluno ${i + 1};01/01/2015;E1`);

  it("reads exactly 5,000 rows", () => {
    const p = planilha(lerPlanilha(csv(CABECALHO, ...alunos(5000), "")));
    expect(p.linhas).toHaveLength(5000);
    expect(p.linhas.at(-1)).toEqual({ linha: 5001, valores: { nome: "Aluno 5000", dataNascimento: "01/01/2015", escola: "E1" } });
  });

  it("refuses 5,001 rows", () => {
    expect(problemas(lerPlanilha(csv(CABECALHO, ...alunos(5001), "")))).toEqual(["A planilha tem mais de 5.000 linhas."]);
  });

  it("counts students, not empty rows, against the limit", () => {
    const linhas = alunos(5000);
    linhas.splice(2500, 0, ";;", "");
    const p = planilha(lerPlanilha(csv(CABECALHO, ...linhas, "", "")));
    expect(p.linhas).toHaveLength(5000);
    expect(p.linhas.at(-1)?.linha).toBe(5003);
  });
});

describe("lerPlanilha: the header row", () => {
  // One line per missing column, in the columns' order, and nothing else: no row is looked at.
  it("names every missing required column, one per line", () => {
    const leitura = lerPlanilha(csv("Turma;CPF", "3º ano;não é um CPF", ""));
    expect(problemas(leitura)).toEqual([
      "A planilha não tem a coluna Nome completo.",
      "A planilha não tem a coluna Data de nascimento.",
      "A planilha não tem a coluna Escola.",
    ]);
  });

  it("names only the column missing, even with too many rows or none", () => {
    const muitas = Array.from({ length: 5001 }, (_, i) => `Aluno ${i};01/01/2015`);
    expect(problemas(lerPlanilha(csv("Nome completo;Data de nascimento", ...muitas)))).toEqual([erros.colunaFaltando("Escola")]);
    expect(problemas(lerPlanilha(csv("Nome completo;Escola", "")))).toEqual(["A planilha não tem a coluna Data de nascimento."]);
  });

  it("needs no optional column", () => {
    const p = planilha(lerPlanilha(csv(CABECALHO, "Ana;01/01/2015;E1")));
    expect(p.linhas).toEqual([{ linha: 2, valores: { nome: "Ana", dataNascimento: "01/01/2015", escola: "E1" } }]);
  });

  it("refuses a column that appears twice, under any spelling", () => {
    expect(problemas(lerPlanilha(csv(`${CABECALHO};NOME COMPLETO`, "Ana;01/01/2015;E1;Ana")))).toEqual([
      erros.colunaRepetida("Nome completo"),
    ]);
    expect(erros.colunaRepetida("Nome completo")).toBe("A planilha tem mais de uma coluna Nome completo.");
    expect(problemas(lerPlanilha(csv("Nome completo;Escola;E-mail do responsável;email do responsavel", "")))).toEqual([
      erros.colunaRepetida("Responsável 1 E-mail"),
      erros.colunaFaltando("Data de nascimento"),
    ]);
  });

  it("matches headers ignoring accents, case, hyphens and extra spaces", () => {
    const cabecalho = "  NOME   completo ;data de NASCIMENTO;escola;TURMA;cpf;nome do responsavel;Telefone do Responsável;EMAIL DO RESPONSÁVEL";
    const p = planilha(lerPlanilha(csv(cabecalho, "Ana;01/01/2015;E1;1º A;1;Bia;2;c@d.br")));
    expect(p.ignoradas).toEqual([]);
    expect(p.linhas[0]?.valores).toEqual({
      nome: "Ana",
      dataNascimento: "01/01/2015",
      escola: "E1",
      turma: "1º A",
      cpf: "1",
      responsavelNome: "Bia",
      responsavelTelefone: "2",
      responsavelEmail: "c@d.br",
    });
  });

  it("lists the columns it does not read, as written, and reads around them", () => {
    const p = planilha(lerPlanilha(csv("Matrícula;Nome completo;Data de nascimento;Escola;Situação; Observações ;", "001;Ana;01/01/2015;E1;Ativo;Chega às 8h;")));
    expect(p.ignoradas).toEqual(["Matrícula", "Situação", "Observações"]);
    expect(p.linhas).toEqual([{ linha: 2, valores: { nome: "Ana", dataNascimento: "01/01/2015", escola: "E1" } }]);
  });

  it("detects the separator outside quotes only", () => {
    const p = planilha(lerPlanilha(csv(`"Observações, gerais";"Outras, notas, aqui";${CABECALHO}`, "x, y;z;Ana;01/01/2015;E1")));
    expect(p.separador).toBe(";");
    expect(p.ignoradas).toEqual(["Observações, gerais", "Outras, notas, aqui"]);
    expect(p.linhas[0]?.valores).toEqual({ nome: "Ana", dataNascimento: "01/01/2015", escola: "E1" });
  });
});

describe("lerPlanilha: rows", () => {
  // An empty row in the middle is skipped but still counts: later rows keep Excel's numbers.
  it("skips empty rows in the middle and keeps the numbers of the rows after them", () => {
    const p = planilha(lerPlanilha(csv(CABECALHO, "Ana;01/01/2015;E1", "", "Bia;02/02/2015;E1", ";;", "  ; \t;", "Caio;03/03/2015;E1")));
    expect(numeros(p.linhas)).toEqual([2, 4, 7]);
    expect(nomes(p.linhas)).toEqual(["Ana", "Bia", "Caio"]);
  });

  it("ignores empty lines and rows of separators at the end", () => {
    const p = planilha(lerPlanilha(csv(CABECALHO, "Ana;01/01/2015;E1", "", ";;", ";;;;;;;", "", "")));
    expect(p.linhas).toEqual([{ linha: 2, valores: { nome: "Ana", dataNascimento: "01/01/2015", escola: "E1" } }]);
  });

  it("says a header with no rows has no students", () => {
    expect(problemas(lerPlanilha(csv(CABECALHO)))).toEqual(["A planilha não tem nenhum aluno."]);
    expect(problemas(lerPlanilha(csv(CABECALHO, "", ";;", "")))).toEqual([erros.semAlunos]);
    expect(erros.semAlunos).toBe("A planilha não tem nenhum aluno.");
  });

  it("trims every value", () => {
    const p = planilha(lerPlanilha(csv(`${CABECALHO};Turma`, '  Ana Souza ;\t01/01/2015\t;" E1 ";  ')));
    expect(p.linhas[0]?.valores).toEqual({ nome: "Ana Souza", dataNascimento: "01/01/2015", escola: "E1", turma: "" });
  });

  it("reads short rows as empty cells and ignores cells past the header", () => {
    const p = planilha(lerPlanilha(csv(`${CABECALHO};Turma;CPF`, "Ana;01/01/2015", "Bia;02/02/2015;E1;2º A;1;extra;mais")));
    expect(p.linhas).toEqual([
      { linha: 2, valores: { nome: "Ana", dataNascimento: "01/01/2015", escola: "", turma: "", cpf: "" } },
      { linha: 3, valores: { nome: "Bia", dataNascimento: "02/02/2015", escola: "E1", turma: "2º A", cpf: "1" } },
    ]);
  });

  it("reads LF and CR LF files alike", () => {
    const lf = planilha(lerPlanilha(utf8(`${CABECALHO}\nAna;01/01/2015;E1\nBia;02/02/2015;E1\n`)));
    const crlf = planilha(lerPlanilha(utf8(`${CABECALHO}\r\nAna;01/01/2015;E1\r\nBia;02/02/2015;E1\r\n`)));
    expect(lf.linhas).toEqual(crlf.linhas);
    expect(numeros(lf.linhas)).toEqual([2, 3]);
  });

  // The apostrophe the export put before a formula-like cell comes off; any other stays.
  it("takes off the export's formula protection and nothing else", () => {
    const p = planilha(
      lerPlanilha(csv(`${CABECALHO};Turma`, "'=1+1;'+55;'-3;'@x", "'abc;';'';'1+1", "  '=1+1  ;a'=b;'\t;")),
    );
    expect(p.linhas.map((l) => l.valores)).toEqual([
      { nome: "=1+1", dataNascimento: "+55", escola: "-3", turma: "@x" },
      { nome: "'abc", dataNascimento: "'", escola: "''", turma: "'1+1" },
      { nome: "=1+1", dataNascimento: "a'=b", escola: "'", turma: "" },
    ]);
  });
});

describe("lerPlanilha: unclosed quotes", () => {
  it("says so when the last row opens a quote it never closes", () => {
    expect(problemas(lerPlanilha(csv(CABECALHO, "Ana;01/01/2015;E1", '"Bia;02/02/2015;E1')))).toEqual([erros.aspas(3)]);
    expect(erros.aspas(3)).toBe("A planilha tem aspas sem fechamento (a partir da linha 3).");
  });

  // "a partir da linha N" is the row where the quote opens, whatever follows it.
  it.each([
    ["CRLF", "\r\n"],
    ["LF", "\n"],
  ])("names the row where the quote opens when rows follow it (%s)", (_nome, quebra) => {
    const texto = [CABECALHO, "Ana;01/01/2015;E1", '"Bia;02/02/2015;E1', "Caio;03/03/2015;E1", "Duda;04/04/2015;E1", ""].join(quebra);
    expect(problemas(lerPlanilha(utf8(texto)))).toEqual([erros.aspas(3)]);
  });
});

describe("protegerDeFormula", () => {
  // What a spreadsheet would run as a formula gets an apostrophe (shown as text).
  it.each(["=1+1", "+55 11 98765-4321", "-3", "@SOMA(A1)", "\t=1", "\r=1", "=", "-"])("protects %j", (valor) => {
    expect(protegerDeFormula(valor)).toBe(`'${valor}`);
  });

  it.each(["João", "", "1+1", "a=b", "(11) 98765-4321", "maria@exemplo.com", "'abc", "05/03/2016"])("leaves %j alone", (valor) => {
    expect(protegerDeFormula(valor)).toBe(valor);
  });
});

describe("linhasCsv", () => {
  it("writes ';' between cells and CRLF after every row, without a BOM", () => {
    expect(linhasCsv([["a", "b"], ["c", "d"]])).toBe("a;b\r\nc;d\r\n");
    expect(linhasCsv([["a"]]).startsWith(BOM)).toBe(false);
    expect(BOM).toBe("\uFEFF");
  });

  it("writes nothing for no rows and an empty cell for null or undefined", () => {
    expect(linhasCsv([])).toBe("");
    expect(linhasCsv([[null, "x", undefined, ""]])).toBe(";x;;\r\n");
  });

  it("quotes a cell with ';', '\"', LF or CR, and only those", () => {
    expect(linhasCsv([["x;y", 'diz "oi"', "l1\nl2", "l1\rl2", "a,b", "simples"]])).toBe(
      '"x;y";"diz ""oi""";"l1\nl2";"l1\rl2";a,b;simples\r\n',
    );
  });

  it("protects every cell from formulas", () => {
    expect(linhasCsv([["=1+1", "+55", "ok", "@x"]])).toBe("'=1+1;'+55;ok;'@x\r\n");
  });

  it("heads the export with Matrícula, the columns the import reads, and Situação", () => {
    expect(CABECALHO_DA_EXPORTACAO).toEqual(["Matrícula", ...COLUNAS.map((c) => c.titulo), "Situação"]);
    expect(CABECALHO_DA_EXPORTACAO.slice(0, 2)).toEqual(["Matrícula", "Nome completo"]);
  });
});

// What the export writes, the import reads back unchanged: every column it reads, every value.
describe("export → import round trip", () => {
  type Linha = (string | null)[];
  const linhas: Linha[] = [
    ["2025000001", "João Antônio Conceição", "05/03/2016", "Escola Municipal São José", "3º ano A", "123.456.789-09", "Souza; Maria Conceição", "(11) 98765-4321", "maria@exemplo.com.br", "Ativo"],
    ["2025000002", 'Ana "Aninha" Luíza', "12/11/2015", "Escola Estadual Prof. Lima, Anexo", "1º ano A\n(integral)", null, "=HIPERLINK(\"http://x\")", "+55 11 98765-4321", "-", "Transferido"],
    ["2025000003", "Érica D’Ávila; Gonçalves", "21/07/2014", "Colégio Dom Pedro II", "2ª série\r\nB", "", "@fulano", "-1", "\t=1", "Inativo"],
    ["2025000004", "=Pedro", "+01/01/2015", "ÇÃO ÁÉÍÓÚ ãõ ºª", null, null, null, null, null, null],
  ];

  const texto = BOM + linhasCsv([CABECALHO_DA_EXPORTACAO, ...linhas]);
  const leitura = lerPlanilha(new TextEncoder().encode(texto));

  it("reads the export as UTF-8 separated by ';' and ignores Matrícula and Situação", () => {
    const p = planilha(leitura);
    expect(p.codificacao).toBe("utf-8");
    expect(p.separador).toBe(";");
    expect(p.ignoradas).toEqual(["Matrícula", "Situação"]);
    expect(numeros(p.linhas)).toEqual([2, 3, 4, 5]);
  });

  it("gives back every value the export wrote", () => {
    const p = planilha(leitura);
    const esperado = linhas.map((linha) => Object.fromEntries(COLUNAS.map((c, i) => [c.campo, linha[i + 1] ?? ""])));
    expect(p.linhas.map((l) => l.valores)).toEqual(esperado);
  });

  // The import takes an apostrophe off "'=...": one the person typed must survive the trip too.
  it("gives back a value that itself begins with an apostrophe and '='", () => {
    const cabecalho = CABECALHO_DA_EXPORTACAO;
    const celulas: Record<string, string> = { Matrícula: "1", "Nome completo": "'=Ana", "Data de nascimento": "01/01/2015", Escola: "E1", Turma: "'+A", Situação: "Ativo" };
    const bytes = new TextEncoder().encode(BOM + linhasCsv([cabecalho, cabecalho.map((t) => celulas[t] ?? null)]));
    expect(planilha(lerPlanilha(bytes)).linhas[0]?.valores).toMatchObject({ nome: "'=Ana", turma: "'+A" });
  });
});
