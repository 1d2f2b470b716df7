import { pdfDosBoletins } from "@/lib/boletins/pdf";
import type { BoletimParaImpressao } from "@/lib/boletins/impressao";
import { PARECER_MAX } from "@/lib/regras/pareceres";
import { textoDoPdf, type TextoDoPdf } from "@/test/support/texto-do-pdf";

// Issue 41: the boletim of a child evaluated by `Parecer descritivo` prints `Relatório de
// desenvolvimento` instead of the grades: one page when it fits, more pages when the texts are
// long, never a word cut off, every line inside the page.

const EMITIDO = new Date("2026-11-26T15:00:00Z");

function boletim(relatorio: NonNullable<BoletimParaImpressao["relatorio"]>): BoletimParaImpressao {
  return {
    empresa: "Rede Educação Ação",
    escola: { nome: "Escola Municipal São José", codigoInep: "35123456", municipio: "São Paulo", uf: "SP" },
    aluno: { nome: "Lívia Conceição", matricula: "2026-0042" },
    turma: "2º ano A",
    ano: 2026,
    colunas: [],
    comRecuperacao: true,
    linhas: [],
    faltas: "12",
    justificadas: "3",
    frequencia: "91,2%",
    situacao: "Cursando",
    semNotas: true,
    relatorio,
  };
}

async function* um<T>(item: T): AsyncGenerator<T> {
  yield item;
}

const pdfDe = async (b: BoletimParaImpressao) => textoDoPdf(new Uint8Array(await new Response(pdfDosBoletins(um(b), { emitidoEm: EMITIDO })).arrayBuffer()));
const plano = (texto: string) => texto.replace(/\s+/g, " ");
const semBrancos = (texto: string) => texto.replace(/\s+/g, "");

function dentroDaPagina(texto: TextoDoPdf, pagina: number) {
  const { largura, altura } = texto.tamanhos[pagina]!;
  for (const c of texto.caixas[pagina]!) {
    expect({ texto: c.texto, dentro: c.x >= 30 && c.x + c.largura <= largura - 30 && c.y >= 30 && c.y + c.altura <= altura - 30 }).toEqual({ texto: c.texto, dentro: true });
  }
}

/** A text of about `n` characters in words of several lengths, with a line break now and then, numbered so no line repeats. */
function textoLongo(n: number, semente: string): string {
  const palavras = ["a", "criança", "demonstra", "interesse", "pelas", "atividades", "de", "leitura", "e", "participa", "com", "entusiasmo", "das", "rodas", "conversa"];
  let texto = "";
  for (let i = 0; texto.length < n; i++) texto += `${palavras[i % palavras.length]}${i % 37 === 36 ? `-${semente}${i}.\n` : " "}`;
  return texto.slice(0, n).trim();
}

describe("the boletim's PDF of a child evaluated by parecer", () => {
  it("prints `Relatório de desenvolvimento`: each etapa's parecer (line breaks kept) or that it has none, the frequência, no grades' table, on one page", async () => {
    const texto = await pdfDe(
      boletim([
        { etapa: "1º bimestre", texto: "Lívia reconhece as letras do nome.\nConta até 20 com apoio.", registrado: true },
        { etapa: "2º bimestre", texto: "Sem parecer registrado nesta etapa.", registrado: false },
      ]),
    );
    expect(texto.paginas).toHaveLength(1);
    const pagina = plano(texto.paginas[0]!);
    for (const esperado of ["Boletim 2026", "Lívia Conceição", "Relatório de desenvolvimento", "1º bimestre", "Lívia reconhece as letras do nome.", "Conta até 20 com apoio.", "2º bimestre", "Sem parecer registrado nesta etapa.", "Frequência no ano", "91,2%", "Situação", "Cursando", "Emitido em 26/11/2026"]) {
      expect(pagina).toContain(esperado);
    }
    for (const ausente of ["Componente", "Média", "Recuperação", "Final", "avaliação sem notas"]) expect(pagina).not.toContain(ausente);
    // The line break is kept: the two sentences are two lines.
    const linhaDe = (trecho: string) => texto.caixas[0]!.find((c) => c.texto.includes(trecho))!.y;
    expect(linhaDe("Conta até 20")).toBeLessThan(linhaDe("reconhece as letras"));
    dentroDaPagina(texto, 0);
  });

  it("four pareceres of 5,000 characters go on over more pages, each with its footer, the continuation's line, nothing cut off, the summary on the last", async () => {
    const relatorio = [1, 2, 3, 4].map((n) => ({ etapa: `${n}º bimestre`, texto: textoLongo(PARECER_MAX, `e${n}x`), registrado: true }));
    expect(relatorio.every((r) => r.texto.length >= PARECER_MAX - 1)).toBe(true);
    const texto = await pdfDe(boletim(relatorio));
    expect(texto.paginas.length).toBeGreaterThan(1);
    // The pages' texts in a row, without what each page repeats (footer, continuation's line).
    const tudo = semBrancos(texto.paginas.map((p) => p.replace("Emitido em 26/11/2026", "").replace("Boletim 2026 — Lívia Conceição (continuação)", "")).join(""));
    for (const r of relatorio) expect(tudo).toContain(semBrancos(r.texto));
    texto.paginas.forEach((pagina, i) => {
      dentroDaPagina(texto, i);
      expect(plano(pagina)).toContain("Emitido em 26/11/2026");
      if (i > 0) expect(plano(pagina)).toContain("Boletim 2026 — Lívia Conceição (continuação)");
    });
    expect(plano(texto.paginas.at(-1)!)).toContain("Situação: Cursando");
    // Read at the body's size: no line smaller than 10 pt on the first page's relatório.
    const linha = texto.caixas[0]!.find((c) => c.texto.includes("criança"))!;
    expect(linha.altura).toBeGreaterThanOrEqual(9.9);
  });

  it("a word longer than the line is broken by letters, not cut", async () => {
    const palavra = "paralelepípedo".repeat(60);
    const texto = await pdfDe(boletim([{ etapa: "1º bimestre", texto: palavra, registrado: true }]));
    expect(semBrancos(texto.paginas.join(""))).toContain(palavra);
    texto.paginas.forEach((_, i) => dentroDaPagina(texto, i));
  });
});
