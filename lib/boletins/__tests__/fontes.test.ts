import { pdfDosBoletins } from "@/lib/boletins/pdf";
import { ALTURA_DO_RODAPE, desenharRodapeDeVerificacao } from "@/lib/documentos/pdf";
import type { BoletimParaImpressao } from "@/lib/boletins/impressao";
import { limitarMarcas } from "@/lib/campos/texto";
import { textoDoPdf } from "@/test/support/texto-do-pdf";

// Issue 41: what the embedded fonts make of a text. A name stored before the rule that now refuses
// it (lib/campos/texto.ts) still prints, and never over the title.

function boletim(nome: string): BoletimParaImpressao {
  return {
    empresa: "Rede Educação Ação",
    escola: { nome: "Escola Municipal São José", codigoInep: "35123456", municipio: "São Paulo", uf: "SP" },
    aluno: { nome, matricula: "2026-0042" },
    turma: "5º ano A",
    ano: 2026,
    colunas: ["1º bim."],
    comRecuperacao: false,
    linhas: [{ componente: "Matemática", etapas: ["7,0"], media: "7,0", recuperacao: "—", final: "7,0" }],
    faltas: "0",
    justificadas: "0",
    frequencia: "100,0%",
    situacao: "Cursando",
    semNotas: false,
  };
}

async function* um<T>(item: T): AsyncGenerator<T> {
  yield item;
}

const pdfDe = async (nome: string) => textoDoPdf(new Uint8Array(await new Response(pdfDosBoletins(um(boletim(nome)), { emitidoEm: new Date("2026-11-26T15:00:00Z") })).arrayBuffer()));
const marcasPorLetra = (texto: string) => Math.max(0, ...(texto.normalize("NFD").match(/\p{M}+/gu) ?? []).map((m) => [...m].length));

describe("limitarMarcas", () => {
  it("keeps two marks on a letter and drops the rest; leaves a text without marks as it is", () => {
    expect(limitarMarcas("Ana Lima")).toBe("Ana Lima");
    expect(limitarMarcas("Nguyễn")).toBe("Nguyễn");
    expect(limitarMarcas(`Ana${"\u0301".repeat(100)} Lima`)).toBe("Ana\u0301\u0301 Lima".normalize("NFC"));
    expect(marcasPorLetra(limitarMarcas(`Z${"\u0300\u0301\u0302".repeat(30)}`))).toBe(2);
  });
});

describe("a name stored before the rule", () => {
  it("with a hundred marks on a letter prints with two, below the title", async () => {
    const texto = await pdfDe(`Ana${"\u0301".repeat(100)} Lima`);
    expect(texto.paginas).toHaveLength(1);
    expect(marcasPorLetra(texto.paginas[0]!)).toBeLessThanOrEqual(2);
    const titulo = texto.caixas[0]!.find((c) => c.texto.includes("Boletim 2026"))!;
    const nome = texto.caixas[0]!.find((c) => c.texto.includes("Lima"))!;
    // (pdf.js measures from the foot of the page.)
    expect(nome.y + nome.altura).toBeLessThan(titulo.y);
  });

  it("with characters no embedded font draws still prints (those as the font's empty box)", async () => {
    const texto = await pdfDe("王小明 😀 Lima");
    expect(texto.paginas).toHaveLength(1);
    expect(texto.paginas[0]).toContain("Lima");
  });
});

describe("what is copied from a PDF is what it prints", () => {
  it("draws no ligature: the verification address and every 'fi' and 'fl' read back letter by letter", async () => {
    const endereco = "https://escola.example/verificar/7B7C644Y3XNCD5LK";
    const rodape = {
      altura: ALTURA_DO_RODAPE,
      desenhar: (doc: PDFKit.PDFDocument) => desenharRodapeDeVerificacao(doc, { codigo: "7B7C644Y3XNCD5LK", endereco, emitidoPorNome: "Filomena Fiorentino", emitidoEm: new Date("2026-11-26T15:00:00Z") }),
    };
    const bytes = new Uint8Array(await new Response(pdfDosBoletins(um(boletim("Rafael Fialho Flores")), { rodape })).arrayBuffer());
    const texto = textoDoPdf(bytes, { comoCopiado: true }).paginas.join("\n");
    expect(texto).toContain("/verificar/");
    expect(texto.replace(/\s+/g, "")).toContain(endereco);
    expect(texto).toContain("Rafael Fialho Flores");
    expect(texto).toContain("Filomena Fiorentino");
    expect(texto).not.toMatch(/[\ufb00-\ufb06]/);
  });
});
