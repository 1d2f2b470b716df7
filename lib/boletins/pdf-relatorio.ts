import "server-only";
import { boletimPdfTexts, pareceresTexts } from "@/lib/messages";
import type { BoletimParaImpressao } from "@/lib/boletins/impressao";
import { COR, LARGURA, MARGEM, NEGRITO, Pincel, REGULAR } from "@/lib/boletins/pdf";

// The boletim's `Relatório de desenvolvimento` (issue 41): each etapa's parecer under its name,
// instead of the grades' table. A parecer may be 5,000 characters, so, unlike the rest of the
// page, its text is never cut nor shrunk past reading: the page tries the sizes down to 8 pt, and
// when even that does not fit one page, the boletim goes on over more pages at the body's size
// (each with its footer, and a line saying whose boletim it continues). Lines are broken here,
// word by word (a word longer than the line is broken by letters), so a page break can fall
// between any two lines.

/** The body sizes a boletim with a relatório tries on one page (never smaller: it is read, not glanced at). */
export const TAMANHOS_DO_RELATORIO = [10, 9.5, 9, 8.5, 8];

/** Where a page ends, and how the next one starts (returns where its text begins). */
export type Quebra = { limite: number; novaPagina: () => number };

type Relatorio = NonNullable<BoletimParaImpressao["relatorio"]>;

/** A word's width at 1 pt, per font (widths grow with the size: pdfkit's are advance × size ÷ 1000). */
const larguras = new Map<string, Map<string, number>>();
const LARGURAS_GUARDADAS_MAX = 20_000;

function larguraDe(p: Pincel, texto: string, fonte: string, tamanho: number): number {
  let daFonte = larguras.get(fonte);
  if (!daFonte) larguras.set(fonte, (daFonte = new Map()));
  let w = daFonte.get(texto);
  if (w === undefined) {
    if (daFonte.size > LARGURAS_GUARDADAS_MAX) daFonte.clear();
    w = p.largura(texto, fonte, 100) / 100;
    daFonte.set(texto, w);
  }
  return w * tamanho;
}

/** A text broken into lines of at most `largura` (its own line breaks kept; blank lines too). */
export function linhasDoTexto(p: Pincel, texto: string, fonte: string, tamanho: number, largura: number): string[] {
  // A little room for kerning between words, which the sum of the words' widths does not see.
  const cabe = largura * 0.99;
  const espaco = larguraDe(p, " ", fonte, tamanho);
  const linhas: string[] = [];
  for (const paragrafo of texto.split("\n")) {
    let atual = "";
    let w = 0;
    for (const palavra of paragrafo.split(" ")) {
      const wp = larguraDe(p, palavra, fonte, tamanho);
      if (atual !== "" && w + espaco + wp <= cabe) {
        atual += ` ${palavra}`;
        w += espaco + wp;
        continue;
      }
      if (atual !== "") linhas.push(atual);
      atual = "";
      w = 0;
      if (wp <= cabe) {
        atual = palavra;
        w = wp;
        continue;
      }
      // A word longer than the line: broken by letters.
      for (const letra of Array.from(palavra)) {
        const wl = larguraDe(p, letra, fonte, tamanho);
        if (atual !== "" && w + wl > cabe) {
          linhas.push(atual);
          atual = "";
          w = 0;
        }
        atual += letra;
        w += wl;
      }
    }
    linhas.push(atual);
  }
  return linhas;
}

/**
 * Lays the relatório out at body size `t` from `y0` (drawing it unless the brush only measures);
 * with `quebra`, a line that would pass the page's limit starts the next page. Returns where it ends.
 */
export function desenharRelatorio(p: Pincel, relatorio: Relatorio, y0: number, t: number, quebra?: Quebra): number {
  let y = y0;
  const linha = p.alturaDaLinha(REGULAR, t);
  const caber = (altura: number) => {
    if (quebra && y + altura > quebra.limite) y = quebra.novaPagina();
  };
  caber(p.alturaDaLinha(NEGRITO, t + 2) + linha);
  y += p.texto(pareceresTexts.relatorio, MARGEM, y, { fonte: NEGRITO, tamanho: t + 2, largura: LARGURA, linhas: 1 });
  y += t * 0.4;
  p.linha(MARGEM, y, MARGEM + LARGURA, y, 0.8);
  y += t * 0.6;
  for (const r of relatorio) {
    const linhas = linhasDoTexto(p, r.texto, REGULAR, t, LARGURA);
    // The etapa's name stays with its first two lines.
    caber(p.alturaDaLinha(NEGRITO, t) + t * 0.2 + Math.min(2, linhas.length) * linha);
    y += p.texto(r.etapa, MARGEM, y, { fonte: NEGRITO, tamanho: t, largura: LARGURA, linhas: 1 });
    y += t * 0.2;
    for (const l of linhas) {
      caber(linha);
      if (!p.medir && l !== "") {
        p.doc.font(REGULAR).fontSize(t).fillColor(r.registrado ? COR.texto : COR.suave).text(l, MARGEM, y, { lineBreak: false, lineGap: 0 });
      }
      y += linha;
    }
    y += t * 0.8;
  }
  return y;
}

/**
 * The page break of a boletim over more pages: the page's footer (`rodape`), a new page, and at its
 * top the line that says whose boletim it continues. `limite` is where each page's text ends.
 */
export function quebraDePagina(doc: PDFKit.PDFDocument, b: BoletimParaImpressao, limite: number, rodape: () => void): Quebra {
  return {
    limite,
    novaPagina: () => {
      rodape();
      doc.addPage({ size: "A4", layout: "portrait", margin: 0 });
      const p = new Pincel(doc, false);
      const y = MARGEM + p.texto(pareceresTexts.continuacao(boletimPdfTexts.titulo(b.ano), b.aluno.nome), MARGEM, MARGEM, { fonte: REGULAR, tamanho: 8, largura: LARGURA, cor: COR.suave });
      return y + 12;
    },
  };
}
