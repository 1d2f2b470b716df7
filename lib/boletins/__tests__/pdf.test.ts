import { nomeDoArquivo, nomeDoArquivoDaTurma, pdfDosBoletins } from "@/lib/boletins/pdf";
import type { BoletimParaImpressao } from "@/lib/boletins/impressao";
import { boletimPdfTexts } from "@/lib/messages";
import { textoDoPdf, type TextoDoPdf } from "@/test/support/texto-do-pdf";

// The boletim's PDF, read back as a viewer shows it (pdf.js): the screen's numbers and names with
// every Portuguese letter, one A4 page per boletim, the fonts embedded, nothing off the page, and a
// turma's file that streams.

const EMITIDO = new Date("2026-11-26T15:00:00Z");

function boletim(parcial: Partial<BoletimParaImpressao> = {}): BoletimParaImpressao {
  return {
    empresa: "Rede Educação Ação",
    escola: { nome: "Escola Municipal São José", codigoInep: "35123456", municipio: "São Paulo", uf: "SP" },
    aluno: { nome: "João Conceição", matricula: "2026-0042" },
    turma: "5º ano A",
    ano: 2026,
    colunas: ["1º bim.", "2º bim.", "3º bim.", "4º bim."],
    comRecuperacao: true,
    linhas: [
      { componente: "Língua Portuguesa", etapas: ["7,5", "8,0", "6,5", "9,0"], media: "7,8", recuperacao: "—", final: "7,8" },
      { componente: "Matemática", etapas: ["4,0", "5,5", "3,0", "4,5"], media: "4,3", recuperacao: "6,5", final: "6,5" },
      { componente: "Educação Física", etapas: ["10,0", "9,5", "—", "—"], media: "—", recuperacao: "—", final: "—" },
    ],
    faltas: "12",
    justificadas: "3",
    frequencia: "91,2%",
    situacao: "Cursando",
    semNotas: false,
    ...parcial,
  };
}

async function* deLista<T>(itens: T[]): AsyncGenerator<T> {
  for (const item of itens) yield item;
}

async function bytesDe(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function pdfDe(boletins: BoletimParaImpressao[]): Promise<{ bytes: Uint8Array; texto: TextoDoPdf }> {
  const bytes = await bytesDe(pdfDosBoletins(deLista(boletins), { emitidoEm: EMITIDO }));
  return { bytes, texto: textoDoPdf(bytes) };
}

/** A page's text in one line (wrapped names read whole). */
const plano = (texto: string) => texto.replace(/\s+/g, " ");

/** Every run of text lies inside the page's margins. */
function dentroDaPagina(texto: TextoDoPdf, pagina: number) {
  const { largura, altura } = texto.tamanhos[pagina]!;
  for (const c of texto.caixas[pagina]!) {
    expect({ texto: c.texto, dentro: c.x >= 30 && c.x + c.largura <= largura - 30 && c.y >= 30 && c.y + c.altura <= altura - 30 }).toEqual({ texto: c.texto, dentro: true });
  }
}

describe("the boletim's PDF", () => {
  it("prints the screen's content, every accent right, on one A4 page with its fonts embedded", async () => {
    const { bytes, texto } = await pdfDe([boletim()]);
    const raw = Buffer.from(bytes).toString("latin1");
    expect(raw.startsWith("%PDF-")).toBe(true);
    expect(raw.trimEnd().endsWith("%%EOF")).toBe(true);
    // Embedded TrueType (a subset of Noto Sans), and none of the 14 standard fonts.
    expect(raw).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/);
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);

    expect(texto.paginas).toHaveLength(1);
    expect(texto.tamanhos[0]).toEqual({ largura: 595.28, altura: 841.89 });
    const pagina = plano(texto.paginas[0]!);
    for (const esperado of [
      "Rede Educação Ação",
      "Escola Municipal São José",
      "Código INEP: 35123456",
      "São Paulo/SP",
      "Boletim 2026",
      "João Conceição",
      "Matrícula",
      "2026-0042",
      "5º ano A",
      "Componente",
      "1º bim.",
      "4º bim.",
      "Média",
      "Recuperação",
      "Final",
      "Língua Portuguesa 7,5 8,0 6,5 9,0 7,8 — 7,8",
      "Matemática 4,0 5,5 3,0 4,5 4,3 6,5 6,5",
      "Educação Física 10,0 9,5 — — — — —",
      "Faltas no ano: 12 (3 justificadas)",
      "Frequência no ano: 91,2%",
      "Situação: Cursando",
      "Emitido em 26/11/2026",
    ]) {
      expect(pagina).toContain(esperado);
    }
    dentroDaPagina(texto, 0);
  });

  it("leaves out the Recuperação column when the year's rule has none, and the INEP line's missing parts", async () => {
    const { texto } = await pdfDe([boletim({ comRecuperacao: false, escola: { nome: "Escola Sem Código", codigoInep: null, municipio: null, uf: null } })]);
    const pagina = plano(texto.paginas[0]!);
    expect(pagina).not.toContain("Recuperação");
    expect(pagina).not.toContain("INEP");
    expect(pagina).toContain("Língua Portuguesa 7,5 8,0 6,5 9,0 7,8 7,8");
  });

  it("prints the Educação Infantil sentence instead of the table", async () => {
    const { texto } = await pdfDe([boletim({ semNotas: true, linhas: [], colunas: [], comRecuperacao: false, turma: "Pré-escola A" })]);
    const pagina = plano(texto.paginas[0]!);
    expect(pagina).toContain("Educação Infantil: avaliação sem notas (LDB, art. 31).");
    expect(pagina).not.toContain("Componente");
    expect(pagina).toContain("Pré-escola A");
    expect(pagina).toContain("Frequência no ano: 91,2%");
  });

  it("keeps 15 components and very long names on the one page", async () => {
    const longo = "Maria Aparecida Conceição dos Santos Nogueira de Albuquerque Cavalcanti Vasconcelos Guimarães";
    const linhas = Array.from({ length: 15 }, (_, i) => ({
      componente: i % 3 === 0 ? `Língua Estrangeira Moderna — Inglês Instrumental Avançado ${i + 1}` : `Componente Curricular ${i + 1}`,
      etapas: ["10,0", "9,5", "8,5", "7,0"],
      media: "8,8",
      recuperacao: "—",
      final: "8,8",
    }));
    const b = boletim({
      empresa: `Secretaria Municipal de Educação e Cultura de ${"São João da Boa Vista ".repeat(4)}`,
      escola: { nome: `Escola Estadual de Ensino Fundamental e Médio ${"Professora Conceição ".repeat(4)}`, codigoInep: "35999999", municipio: "São João da Boa Vista", uf: "SP" },
      aluno: { nome: longo, matricula: "2026-000000123" },
      turma: "9º ano B — Período Integral Vespertino",
      linhas,
    });
    const { texto } = await pdfDe([b]);
    expect(texto.paginas).toHaveLength(1);
    const pagina = plano(texto.paginas[0]!);
    expect(pagina).toContain(longo);
    for (const l of linhas) expect(pagina).toContain(l.componente);
    expect(pagina).toContain("Situação: Cursando");
    dentroDaPagina(texto, 0);
  });

  it("shrinks the type rather than leave the page when even more rows must fit", async () => {
    const linhas = Array.from({ length: 24 }, (_, i) => ({
      componente: `Língua Estrangeira Moderna — Inglês Instrumental Avançado ${i + 1}`,
      etapas: ["10,0", "9,5", "8,5", "7,0"],
      media: "8,8",
      recuperacao: "—",
      final: "8,8",
    }));
    const { texto } = await pdfDe([boletim({ linhas })]);
    expect(texto.paginas).toHaveLength(1);
    expect(plano(texto.paginas[0]!)).toContain("Avançado 24");
    expect(plano(texto.paginas[0]!)).toContain("Emitido em 26/11/2026");
    dentroDaPagina(texto, 0);
  });

  it("reads the same in every document of the process (the fonts are parsed once and shared)", async () => {
    // Colons, semicolons and ellipses are drawn from the period's glyph: a later document must
    // still map "." to its letter.
    const primeiro = plano((await pdfDe([boletim({ aluno: { nome: "Ana: Lúcia; Sá…", matricula: "1" } })])).texto.paginas[0]!);
    const segundo = plano((await pdfDe([boletim({ aluno: { nome: "Ana: Lúcia; Sá…", matricula: "1" } })])).texto.paginas[0]!);
    expect(segundo).toBe(primeiro);
    expect(segundo).toContain("Ana: Lúcia; Sá…");
    expect(plano((await pdfDe([])).texto.paginas[0]!)).toContain(boletimPdfTexts.nenhumAluno);
  });

  it("gives one page per boletim, in the iterable's order", async () => {
    const nomes = ["Ana Lúcia", "Bárbara Gonçalves", "Cauã Araújo"];
    const { texto } = await pdfDe(nomes.map((nome, i) => boletim({ aluno: { nome, matricula: `M${i}` } })));
    expect(texto.paginas).toHaveLength(3);
    nomes.forEach((nome, i) => expect(plano(texto.paginas[i]!)).toContain(nome));
  });

  it("a turma's working copy says on every page that it has no value as a document (issue 41), and stays inside the page", async () => {
    const nomes = ["Ana Lúcia", "Bárbara Gonçalves"];
    const bytes = await bytesDe(pdfDosBoletins(deLista(nomes.map((nome, i) => boletim({ aluno: { nome, matricula: `M${i}` } }))), { emitidoEm: EMITIDO, copiaDeTrabalho: true }));
    const texto = textoDoPdf(bytes);
    expect(texto.paginas).toHaveLength(2);
    nomes.forEach((nome, i) => {
      const pagina = plano(texto.paginas[i]!);
      expect(pagina).toContain(nome);
      expect(pagina).toContain("CÓPIA DE TRABALHO — SEM VALOR DE DOCUMENTO");
      expect(pagina).toContain(plano(boletimPdfTexts.copiaDeTrabalhoDica("26/11/2026")));
      dentroDaPagina(texto, i);
    });
    // A student's boletim says nothing of the kind.
    expect(plano((await pdfDe([boletim()])).texto.paginas[0]!)).not.toContain("CÓPIA DE TRABALHO");
  });

  it("gives a page that says so for a turma without students", async () => {
    const { texto } = await pdfDe([]);
    expect(texto.paginas).toHaveLength(1);
    expect(plano(texto.paginas[0]!)).toContain(boletimPdfTexts.nenhumAluno);
  });

  it("streams a turma's 40 boletins: the first bytes before the last boletim is read, the next only when pulled", async () => {
    let lidos = 0;
    async function* turma(): AsyncGenerator<BoletimParaImpressao> {
      for (let i = 0; i < 40; i++) {
        lidos++;
        yield boletim({ aluno: { nome: `Aluno ${String(i + 1).padStart(2, "0")} Conceição`, matricula: `M${i}` } });
      }
    }
    const reader = pdfDosBoletins(turma(), { emitidoEm: EMITIDO }).getReader();
    const primeiro = await reader.read();
    expect(primeiro.done).toBe(false);
    expect(Buffer.from(primeiro.value!).toString("latin1")).toMatch(/^%PDF-/);
    // Nobody reads: the stream does not run ahead.
    await new Promise((r) => setTimeout(r, 100));
    expect(lidos).toBeLessThanOrEqual(3);

    const pedacos = [primeiro.value!];
    let maiorAntesDoFim = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (lidos < 40) maiorAntesDoFim++;
      pedacos.push(value);
    }
    expect(lidos).toBe(40);
    // Pages left while the boletins were still being read.
    expect(maiorAntesDoFim).toBeGreaterThan(30);
    const texto = textoDoPdf(Buffer.concat(pedacos));
    expect(texto.paginas).toHaveLength(40);
    expect(plano(texto.paginas[39]!)).toContain("Aluno 40 Conceição");
  });

  it("errors the stream when the boletins cannot be read (no valid but short file)", async () => {
    async function* falha(): AsyncGenerator<BoletimParaImpressao> {
      yield boletim();
      throw new Error("firestore down");
    }
    const erro = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await expect(bytesDe(pdfDosBoletins(falha()))).rejects.toThrow("firestore down");
    } finally {
      erro.mockRestore();
    }
  });

  it("names the files in plain letters", () => {
    expect(nomeDoArquivo(2026, "Maria da Silva")).toBe("boletim-2026-maria-da-silva.pdf");
    expect(nomeDoArquivo(2026, "João Conceição D'Ávila")).toBe("boletim-2026-joao-conceicao-d-avila.pdf");
    expect(nomeDoArquivoDaTurma(2026, "5º ano A")).toBe("boletins-2026-5-ano-a.pdf");
    expect(nomeDoArquivoDaTurma(2026, "1ª série — Ensino Médio")).toBe("boletins-2026-1-serie-ensino-medio.pdf");
  });
});
