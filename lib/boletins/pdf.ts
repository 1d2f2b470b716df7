import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import PDFDocument from "pdfkit";
import * as fontkit from "fontkit";
import { boletimPdfTexts as T } from "@/lib/messages";
import { descricaoDo, emLetrasDeArquivo } from "@/lib/documentos/tipos";
import { diaDe, formatarData } from "@/lib/campos/data";
import { agora } from "@/lib/infra/relogio";
import { limitarMarcas } from "@/lib/campos/texto";
import type { BoletimParaImpressao } from "@/lib/boletins/impressao";
import { desenharRelatorio, quebraDePagina, TAMANHOS_DO_RELATORIO, type Quebra } from "@/lib/boletins/pdf-relatorio";
import { nomeNoDocumento } from "@/lib/documentos/nome-no-documento";

// The boletim's PDF: one A4 portrait page per boletim, the screen's content (BoletimParaImpressao),
// made by pdfkit with Noto Sans embedded (subset: only the glyphs used), so every Portuguese letter
// prints the same in any viewer. A turma's file is streamed: the next boletim is read from the
// iterable and drawn only when the reader asks for more bytes (pdfkit writes a page out when the
// next one starts), so memory stays flat whatever the turma's size.
//
// Everything is placed by hand on a page without margins for pdfkit (it never adds a page on its
// own): the page is measured first at a font size, and drawn at the largest size that fits (long
// names wrap, many components shrink the type), so nothing leaves the page.

export type Fontes = { regular: fontkit.Font; negrito: fontkit.Font };

type Recursos = Parameters<fontkit.Font["layout"]>[1];
/** The OpenType features that join letters into one glyph, off (Noto Sans's "fi" and "fl" are `liga`). */
const SEM_LIGADURAS = { liga: false, clig: false, dlig: false, hlig: false };

/** A layout's features with every ligature off, whatever else was asked. */
function semLigaduras(recursos: Recursos): Recursos {
  if (Array.isArray(recursos)) return { ...Object.fromEntries(recursos.map((r) => [r, true])), ...SEM_LIGADURAS };
  return { ...recursos, ...SEM_LIGADURAS };
}
let fontesLidas: Promise<Fontes> | null = null;

/**
 * The two fonts, read and parsed once per process (about 1.2 MB): pdfkit takes a parsed font as
 * well as its bytes, and a font parsed per document would parse its layout tables again for every
 * file (about ten times a page's time). Each document still embeds its own subset.
 */
export function fontes(): Promise<Fontes> {
  const abrir = (arquivo: Buffer): fontkit.Font => {
    const fonte = fontkit.create(arquivo);
    if (!("layout" in fonte)) throw new Error(`not a single font: ${fonte.type}`);
    // fontkit keeps one object per glyph, with the characters it was first made for, and pdfkit
    // writes those characters in the file's ToUnicode map (what copy and search read). A shared
    // font must have made each character's glyph from its character first: made first as a part
    // of another glyph (the "." of a ":", while a document's subset is written), it would have
    // none, and the next documents would lose that letter's text. About 3,000 glyphs, 30 ms.
    for (const caractere of fonte.characterSet) fonte.glyphForCodePoint(caractere);
    // Every text is laid out here (measured and drawn alike), for all text at once (issue 41):
    // - no ligatures: a "fi" drawn as one glyph is copied as "ﬁ" (its ToUnicode), so an address
    //   copied from the paper (`/veriﬁcar/…`) opened nothing; what is copied is what is printed;
    // - a name stored before the rule (lib/campos/texto.ts) keeps at most two marks on a letter,
    //   so it never climbs over the title.
    const layout = fonte.layout.bind(fonte);
    fonte.layout = (texto, recursos, ...resto) => layout(limitarMarcas(texto), semLigaduras(recursos), ...resto);
    return fonte;
  };
  // Read from the project's node_modules by a path that starts at the working directory, never a
  // bundled chunk's __dirname: `next dev`, `next start`, Jest and the scripts run from the project's
  // root, and Next's output tracing follows these literal `process.cwd()` paths to ship the two
  // files (a path in a variable would make it trace the whole project).
  fontesLidas ??= Promise.all([
    readFile(path.join(process.cwd(), "node_modules/@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf")),
    readFile(path.join(process.cwd(), "node_modules/@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf")),
  ]).then(
    ([regular, negrito]) => ({ regular: abrir(regular), negrito: abrir(negrito) }),
    (error: unknown) => {
      // Not kept: the next PDF tries again.
      fontesLidas = null;
      throw error;
    },
  );
  return fontesLidas;
}

/** "boletim-2026-maria-da-silva.pdf": the student's name in plain letters (the kind's, lib/documentos/tipos.ts). */
export function nomeDoArquivo(ano: number, nomeDoAluno: string): string {
  return descricaoDo("boletim").nomeDoArquivo(nomeDoAluno, ano);
}

/** "boletins-2026-5-ano-a.pdf": the turma's name in plain letters. */
export function nomeDoArquivoDaTurma(ano: number, nomeDaTurma: string): string {
  return `boletins-${ano}-${emLetrasDeArquivo(nomeDaTurma) || "turma"}.pdf`;
}

export type OpcoesDoPdf = {
  /** The document's title (shown by viewers); by default the first boletim's. */
  titulo?: string;
  /** The day of issue printed in the footer (tests fix it); today in Brazil by default. */
  emitidoEm?: Date;
  /**
   * A footer of its own instead of the date of issue (a verifiable boletim's: who, when, the code
   * and its QR, lib/documentos/pdf.ts), drawn at the foot of each page, `altura` points tall.
   */
  rodape?: { altura: number; desenhar: (doc: PDFKit.PDFDocument) => void };
  /**
   * A working copy (a turma's file, issue 41): no page carries a verification code, so each says at
   * its foot, in bold, that it has no value as a document and where the verifiable one is.
   */
  copiaDeTrabalho?: boolean;
};

/**
 * One A4 portrait page per boletim, in the iterable's order, as a stream: the first bytes leave
 * before the second boletim is read, and each next boletim is read and drawn only when the
 * reader pulls. An empty iterable gives one page that says so. A failure of the iterable errors
 * the stream (the download stops short; it never ends as a valid but incomplete file).
 */
export function pdfDosBoletins(boletins: AsyncIterable<BoletimParaImpressao>, opcoes: OpcoesDoPdf = {}): ReadableStream<Uint8Array> {
  let doc: PDFKit.PDFDocument | null = null;
  let iterador: AsyncIterator<BoletimParaImpressao> | null = null;
  let paginas = 0;
  const emitidoEm = opcoes.emitidoEm ?? agora();
  const emitido = formatarData(diaDe(emitidoEm));
  const rodape = opcoes.rodape ?? (opcoes.copiaDeTrabalho ? rodapeDaCopiaDeTrabalho(emitido) : undefined);

  /** Moves what pdfkit has written so far into the stream; false when it had nothing. */
  const escoar = (controller: ReadableStreamDefaultController<Uint8Array>): boolean => {
    let algum = false;
    for (let pedaco: Buffer | null = doc?.read() ?? null; pedaco !== null; pedaco = doc?.read() ?? null) {
      controller.enqueue(new Uint8Array(pedaco.buffer, pedaco.byteOffset, pedaco.byteLength));
      algum = true;
    }
    return algum;
  };

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          if (!doc || !iterador) {
            const f = await fontes();
            iterador = boletins[Symbol.asyncIterator]();
            doc = novoDocumento(f, opcoes);
          }
          // Draw boletins until pdfkit has bytes to give (a page is written when the next starts).
          for (;;) {
            const proximo = await iterador.next();
            if (proximo.done) {
              if (paginas === 0) paginaSemAlunos(doc, emitido);
              doc.end();
              escoar(controller);
              controller.close();
              return;
            }
            if (paginas === 0 && !opcoes.titulo) doc.info.Title = T.tituloDoDocumento(proximo.value.ano, proximo.value.aluno.nome);
            desenharBoletim(doc, proximo.value, emitido, rodape);
            paginas++;
            if (escoar(controller)) return;
          }
        } catch (error) {
          console.error("[boletins] the PDF stopped:", error);
          controller.error(error);
          await iterador?.return?.().catch(() => undefined);
        }
      },
      async cancel() {
        await iterador?.return?.();
      },
    },
    // One chunk ahead at most: the next page is drawn only when the reader has taken the last.
    { highWaterMark: 1 },
  );
}

export function novoDocumento(f: Fontes, opcoes: OpcoesDoPdf): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: "A4",
    layout: "portrait",
    autoFirstPage: false,
    // No initial font: pdfkit would otherwise load its built-in Helvetica (no embedding, no "ç"
    // guarantee). The embedded fonts are registered right below and every text names one.
    font: "",
    lang: "pt-BR",
    displayTitle: true,
    pdfVersion: "1.4",
    info: { Title: opcoes.titulo ?? "", Producer: "PDFKit", Creator: "PDFKit", CreationDate: opcoes.emitidoEm ?? agora() },
  });
  // pdfkit opens a parsed fontkit font as it is (its types name only files and bytes).
  doc.registerFont(REGULAR, f.regular as unknown as Buffer);
  doc.registerFont(NEGRITO, f.negrito as unknown as Buffer);
  return doc;
}

export const REGULAR = "NotoSans";
export const NEGRITO = "NotoSans-Bold";

// The page: A4 in points, a 15 mm margin, black text, thin grey rules.
export const A4 = { largura: 595.28, altura: 841.89 };
export const MARGEM = 42;
export const LARGURA = A4.largura - 2 * MARGEM;
export const COR = { texto: "#111111", suave: "#4b5563", linha: "#9ca3af", fundo: "#e5e7eb" };
/** The body's font size tried first, and the smallest it shrinks to. */
const TAMANHOS = [10, 9.5, 9, 8.5, 8, 7.5, 7, 6.5, 6];

/**
 * Writes (or only measures) text at a size: every call says where, how wide and in which font, so
 * pdfkit's own cursor never decides anything.
 */
export class Pincel {
  constructor(
    readonly doc: PDFKit.PDFDocument,
    /** Measure only: nothing is drawn. */
    readonly medir: boolean,
  ) {}

  altura(texto: string, fonte: string, tamanho: number, largura: number): number {
    this.doc.font(fonte).fontSize(tamanho);
    return this.doc.heightOfString(texto, { width: largura, lineGap: 0 });
  }

  largura(texto: string, fonte: string, tamanho: number): number {
    return this.doc.font(fonte).fontSize(tamanho).widthOfString(texto);
  }

  /**
   * Writes `texto` in at most `linhas` lines of `largura`, shrinking the size (down to 75%) before
   * cutting the rest with an ellipsis. Returns the height used.
   */
  texto(texto: string, x: number, y: number, o: { fonte: string; tamanho: number; largura: number; linhas?: number; alinhar?: "left" | "center" | "right"; cor?: string }): number {
    const linhas = o.linhas ?? 2;
    let tamanho = o.tamanho;
    const cabe = (t: number) => this.altura(texto, o.fonte, t, o.largura) <= linhas * this.alturaDaLinha(o.fonte, t) + 0.01;
    while (!cabe(tamanho) && tamanho > o.tamanho * 0.75) tamanho -= 0.5;
    const maximo = linhas * this.alturaDaLinha(o.fonte, tamanho);
    const altura = Math.min(this.altura(texto, o.fonte, tamanho, o.largura), maximo);
    if (!this.medir) {
      this.doc
        .font(o.fonte)
        .fontSize(tamanho)
        .fillColor(o.cor ?? COR.texto)
        .text(texto, x, y, { width: o.largura, height: maximo, ellipsis: true, align: o.alinhar ?? "left", lineGap: 0 });
    }
    return altura;
  }

  alturaDaLinha(fonte: string, tamanho: number): number {
    return this.doc.font(fonte).fontSize(tamanho).currentLineHeight(true);
  }

  linha(x1: number, y1: number, x2: number, y2: number, espessura = 0.5): void {
    if (!this.medir) this.doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(espessura).strokeColor(COR.linha).stroke();
  }

  fundo(x: number, y: number, largura: number, altura: number): void {
    if (!this.medir) this.doc.rect(x, y, largura, altura).fillColor(COR.fundo).fill();
  }
}

function desenharBoletim(doc: PDFKit.PDFDocument, b: BoletimParaImpressao, emitido: string, proprio?: OpcoesDoPdf["rodape"]): void {
  doc.addPage({ size: "A4", layout: "portrait", margin: 0 });
  const rodape = A4.altura - MARGEM - (proprio ? proprio.altura : 0);
  // The largest body size whose page ends above the footer.
  const limite = rodape - 24;
  const tamanhos = b.relatorio ? TAMANHOS_DO_RELATORIO : TAMANHOS;
  const cabe = tamanhos.find((t) => pagina(new Pincel(doc, true), b, t) <= limite);
  const rodapeDaFolha = () => (proprio ? proprio.desenhar(doc) : rodapeDaPagina(new Pincel(doc, false), emitido));
  // A relatório too long for one page (issue 41): more pages at the body's size, no text cut off.
  const quebra = cabe === undefined && b.relatorio ? quebraDePagina(doc, b, limite, rodapeDaFolha) : undefined;
  pagina(new Pincel(doc, false), b, cabe ?? (quebra ? TAMANHOS[0]! : TAMANHOS[TAMANHOS.length - 1]!), quebra);
  rodapeDaFolha();
}

/** A PDF stream's bytes, all of them (one page: a boletim issued as a verifiable document is hashed whole). */
export async function bytesDe(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A working copy's footer: its warning in bold, then when it was made and where the verifiable boletim is. */
function rodapeDaCopiaDeTrabalho(emitido: string): NonNullable<OpcoesDoPdf["rodape"]> {
  const altura = 44;
  return {
    altura,
    desenhar: (doc) => {
      const p = new Pincel(doc, false);
      let y = A4.altura - MARGEM - altura + 6;
      p.linha(MARGEM, y - 4, MARGEM + LARGURA, y - 4, 0.8);
      y += p.texto(T.copiaDeTrabalho, MARGEM, y, { fonte: NEGRITO, tamanho: 10, largura: LARGURA, linhas: 1 });
      p.texto(T.copiaDeTrabalhoDica(emitido), MARGEM, y + 2, { fonte: REGULAR, tamanho: 8, largura: LARGURA, linhas: 2, cor: COR.suave });
    },
  };
}

function paginaSemAlunos(doc: PDFKit.PDFDocument, emitido: string): void {
  doc.addPage({ size: "A4", layout: "portrait", margin: 0 });
  const p = new Pincel(doc, false);
  p.texto(T.nenhumAluno, MARGEM, MARGEM, { fonte: REGULAR, tamanho: 12, largura: LARGURA });
  rodapeDaPagina(p, emitido);
}

function rodapeDaPagina(p: Pincel, emitido: string): void {
  const tamanho = 8;
  const y = A4.altura - MARGEM - p.alturaDaLinha(REGULAR, tamanho);
  p.linha(MARGEM, y - 4, MARGEM + LARGURA, y - 4);
  p.texto(T.emitidoEm(emitido), MARGEM, y, { fonte: REGULAR, tamanho, largura: LARGURA, linhas: 1, cor: COR.suave });
}

/**
 * Lays the page out at body size `t` (drawing it unless the brush only measures); returns where it
 * ends. With `quebra` (a long relatório) the boletim goes on over more pages.
 */
function pagina(p: Pincel, b: BoletimParaImpressao, t: number, quebra?: Quebra): number {
  let y = MARGEM;
  // The header (issue 41): the school first (INEP code, municipality/UF), then the network's line, then the title.
  y += p.texto(b.escola.nome, MARGEM, y, { fonte: NEGRITO, tamanho: t + 3, largura: LARGURA });
  const local = b.escola.municipio && b.escola.uf ? `${b.escola.municipio}/${b.escola.uf}` : (b.escola.municipio ?? b.escola.uf);
  const sobreAEscola = [b.escola.codigoInep ? T.inep(b.escola.codigoInep) : null, local].filter(Boolean).join("  ·  ");
  if (sobreAEscola) y += p.texto(sobreAEscola, MARGEM, y, { fonte: REGULAR, tamanho: t - 0.5, largura: LARGURA, cor: COR.suave });
  if (b.empresa) {
    y += t * 0.2;
    y += p.texto(b.empresa, MARGEM, y, { fonte: REGULAR, tamanho: t + 0.5, largura: LARGURA });
  }
  y += t * 0.6;
  p.linha(MARGEM, y, MARGEM + LARGURA, y, 0.8);
  y += t * 0.8;
  y += p.texto(T.titulo(b.ano), MARGEM, y, { fonte: NEGRITO, tamanho: t + 5, largura: LARGURA, linhas: 1, alinhar: "center" });
  y += t * 0.8;

  // The student: name (full width), then matrícula, turma and year side by side.
  y += campo(p, T.aluno, nomeNoDocumento(b.aluno), MARGEM, y, LARGURA, t);
  y += t * 0.4;
  const terco = (LARGURA - 2 * t) / 3;
  y +=
    Math.max(
      campo(p, T.matricula, b.aluno.matricula, MARGEM, y, terco, t),
      campo(p, T.turma, b.turma, MARGEM + terco + t, y, terco, t),
      campo(p, T.anoLetivo, String(b.ano), MARGEM + 2 * (terco + t), y, terco, t),
    );
  y += t * 1.4;

  // The grades, or the sentence that replaces them.
  if (b.relatorio) {
    y = desenharRelatorio(p, b.relatorio, y, t, quebra);
  } else if (b.semNotas) {
    y += p.texto(T.semNotas, MARGEM, y, { fonte: REGULAR, tamanho: t + 1, largura: LARGURA, linhas: 3 });
  } else {
    y = tabela(p, b, y, t);
    if (b.semNota) y += t * 0.6 + p.texto(b.semNota, MARGEM, y + t * 0.6, { fonte: REGULAR, tamanho: t, largura: LARGURA, linhas: 2 });
  }
  y += t * 1.4;
  // The year's summary stays together on the last page.
  if (quebra && y + 3 * (p.alturaDaLinha(REGULAR, t) + t * 0.35) > quebra.limite) y = quebra.novaPagina();

  // The year's summary.
  y += resumo(p, T.faltasNoAno, T.faltas(b.faltas, b.justificadas), y, t);
  y += resumo(p, T.frequenciaNoAno, b.frequencia, y, t);
  y += resumo(p, T.situacao, b.situacao, y, t);
  return y;
}

/** A label over its value; returns the height used. */
function campo(p: Pincel, rotulo: string, valor: string, x: number, y: number, largura: number, t: number): number {
  const h = p.texto(rotulo, x, y, { fonte: REGULAR, tamanho: t - 1.5, largura, linhas: 1, cor: COR.suave });
  return h + p.texto(valor, x, y + h, { fonte: NEGRITO, tamanho: t + 1, largura });
}

/** "Faltas no ano: 12 (3 justificadas)" as a label column and a value column; returns the height used. */
function resumo(p: Pincel, rotulo: string, valor: string, y: number, t: number): number {
  const coluna = Math.min(150, LARGURA / 3);
  const h = Math.max(
    p.texto(`${rotulo}:`, MARGEM, y, { fonte: REGULAR, tamanho: t, largura: coluna - 6, cor: COR.suave }),
    p.texto(valor, MARGEM + coluna, y, { fonte: NEGRITO, tamanho: t, largura: LARGURA - coluna }),
  );
  return h + t * 0.35;
}

/** The grades' table; returns where it ends. */
function tabela(p: Pincel, b: BoletimParaImpressao, y0: number, t: number): number {
  const cabecalhos = [...b.colunas, T.media, ...(b.comRecuperacao ? [T.recuperacao] : []), T.final];
  const celulas = b.linhas.map((l) => [...l.etapas, l.media, ...(b.comRecuperacao ? [l.recuperacao] : []), l.final]);
  const folga = t * 0.5;
  const tamanhoDoCabecalho = t - 0.5;
  // Each number's column as wide as its heading or widest cell; the component's takes the rest.
  const larguras = cabecalhos.map((c, i) =>
    Math.max(t * 3.2, p.largura(c, NEGRITO, tamanhoDoCabecalho), ...celulas.map((linha) => p.largura(linha[i] ?? "", NEGRITO, t))) + 2 * folga + 1,
  );
  const soma = larguras.reduce((a, w) => a + w, 0);
  // Many etapas: the numbers' columns give way (their headings wrap) so the component keeps 30%.
  const escala = Math.min(1, (LARGURA * 0.7) / soma);
  const colunas = larguras.map((w) => w * escala);
  const componente = LARGURA - colunas.reduce((a, w) => a + w, 0);
  const xs = colunas.reduce<number[]>((acc, w) => [...acc, acc[acc.length - 1]! + w], [MARGEM + componente]);

  const linhaDaTabela = (textos: string[], y: number, o: { fonte: (i: number) => string; tamanho: number; fundo: boolean; linhas: number }): number => {
    const alturas = textos.map((texto, i) =>
      p.altura(texto, o.fonte(i), o.tamanho, (i === 0 ? componente : colunas[i - 1]!) - 2 * folga),
    );
    const maximo = o.linhas * p.alturaDaLinha(o.fonte(0), o.tamanho);
    const h = Math.min(Math.max(...alturas), maximo) + folga * 1.2;
    if (o.fundo) p.fundo(MARGEM, y, LARGURA, h);
    textos.forEach((texto, i) => {
      const x = i === 0 ? MARGEM : xs[i - 1]!;
      const largura = (i === 0 ? componente : colunas[i - 1]!) - 2 * folga;
      const yTexto = y + (h - Math.min(alturas[i]!, maximo)) / 2;
      p.texto(texto, x + folga, yTexto, { fonte: o.fonte(i), tamanho: o.tamanho, largura, linhas: o.linhas, alinhar: i === 0 ? "left" : "center" });
    });
    p.linha(MARGEM, y + h, MARGEM + LARGURA, y + h);
    return h;
  };

  let y = y0;
  p.linha(MARGEM, y, MARGEM + LARGURA, y, 0.8);
  y += linhaDaTabela([T.componente, ...cabecalhos], y, { fonte: () => NEGRITO, tamanho: tamanhoDoCabecalho, fundo: true, linhas: 2 });
  const ultima = cabecalhos.length;
  for (const [i, l] of b.linhas.entries()) {
    y += linhaDaTabela([l.componente, ...celulas[i]!], y, { fonte: (c) => (c === ultima ? NEGRITO : REGULAR), tamanho: t, fundo: false, linhas: 3 });
  }
  // The columns' rules, top to bottom.
  for (const x of [MARGEM, ...xs]) p.linha(x, y0, x, y);
  return y;
}
