import "server-only";
import { create as criarQrCode } from "qrcode";
import { A4, COR, fontes, LARGURA, MARGEM, NEGRITO, novoDocumento, Pincel, REGULAR } from "@/lib/boletins/pdf";
import { diaDe, formatarData, horaDe } from "@/lib/campos/data";
import { codigoEmGrupos } from "@/lib/documentos/codigo";
import type { FatoImpresso } from "@/lib/documentos/schema";
import { emissaoDaDeclaracao, TIPOS_DE_DOCUMENTO, type TipoDeDeclaracao } from "@/lib/documentos/tipos";
import { documentoTexts } from "@/lib/messages";

// The PDFs of the documents a school issues (issue 26): the declarations (one A4 page: the
// school's header, the text, the facts, place and date) and what every verifiable document prints
// at the foot of its page (`desenharRodapeDeVerificacao`: who issued it and when, the code in
// groups, the verification address and its QR code). The fonts and the page's measures are the
// boletim's (lib/boletins/pdf.ts): Noto Sans embedded, so every Portuguese letter prints alike.

const T = documentoTexts;

/** What the verification footer prints. */
export type Verificacao = {
  /** The code, 16 symbols without dashes (printed in groups). */
  codigo: string;
  /** The verification page's address (the QR code's content): lib/documentos/verificacao.ts's enderecoDeVerificacao. */
  endereco: string;
  emitidoPorNome: string;
  /** The moment of issue (printed as São Paulo's day and time). */
  emitidoEm: Date;
};

/** The footer's height, from the page's bottom margin up: a page's content must end above TOPO_DO_RODAPE. */
export const ALTURA_DO_RODAPE = 104;
export const TOPO_DO_RODAPE = A4.altura - MARGEM - ALTURA_DO_RODAPE;
/** The QR code's side in points (about 3 cm, its quiet zone of 4 modules included). */
const LADO_DO_QR = ALTURA_DO_RODAPE - 12;

/**
 * Draws the verification footer at the bottom of the document's current page (A4 portrait, the
 * fonts of `novoDocumento` registered): a rule, `Emitido por <name> em 23/11/2026 às 10:42`, the code
 * in groups, the address, and the QR code of the address at the right, drawn as vector squares
 * (sharper and smaller than a picture). Nothing is drawn above TOPO_DO_RODAPE.
 */
export function desenharRodapeDeVerificacao(doc: PDFKit.PDFDocument, v: Verificacao): void {
  const p = new Pincel(doc, false);
  const topo = TOPO_DO_RODAPE;
  p.linha(MARGEM, topo, MARGEM + LARGURA, topo, 0.8);
  const xDoQr = MARGEM + LARGURA - LADO_DO_QR;
  desenharQrCode(doc, v.endereco, xDoQr, topo + 8, LADO_DO_QR);
  const largura = xDoQr - MARGEM - 12;
  let y = topo + 12;
  y += p.texto(T.rodape.emitidoPor(v.emitidoPorNome, formatarData(diaDe(v.emitidoEm)), horaDe(v.emitidoEm)), MARGEM, y, { fonte: REGULAR, tamanho: 9, largura, linhas: 2 });
  y += 4;
  y += p.texto(T.rodape.codigo(codigoEmGrupos(v.codigo)), MARGEM, y, { fonte: NEGRITO, tamanho: 12, largura, linhas: 1 });
  y += 6;
  y += p.texto(T.rodape.confira, MARGEM, y, { fonte: REGULAR, tamanho: 8, largura, linhas: 2, cor: COR.suave });
  y += 1;
  // The address as text too (and a link), for whoever reads the paper without a camera.
  doc
    .font(REGULAR)
    .fontSize(8)
    .fillColor(COR.texto)
    .text(v.endereco, MARGEM, y, { width: largura, height: 2 * doc.currentLineHeight(true), ellipsis: true, lineGap: 0, link: v.endereco });
}

/** A QR code (error correction M) as filled squares, a run of dark modules per rectangle, with its quiet zone. */
function desenharQrCode(doc: PDFKit.PDFDocument, texto: string, x: number, y: number, lado: number): void {
  const { modules } = criarQrCode(texto, { errorCorrectionLevel: "M" });
  const n = modules.size;
  const zona = 4;
  const m = lado / (n + 2 * zona);
  doc.save();
  doc.rect(x, y, lado, lado).fillColor("#ffffff").fill();
  for (let linha = 0; linha < n; linha++) {
    let coluna = 0;
    while (coluna < n) {
      if (!modules.get(linha, coluna)) {
        coluna++;
        continue;
      }
      const inicio = coluna;
      while (coluna < n && modules.get(linha, coluna)) coluna++;
      // A hair taller than the module, so no seam shows between rows in a viewer.
      doc.rect(x + (zona + inicio) * m, y + (zona + linha) * m, (coluna - inicio) * m, m + 0.05);
    }
  }
  doc.fillColor("#000000").fill();
  doc.restore();
}

/** A declaration's page, as it is printed and as its facts are kept. */
export type Declaracao = {
  tipo: TipoDeDeclaracao;
  /** The network's line, under the school's name and address (lib/documentos/cabecalho.ts); null: none. */
  rede: string | null;
  escola: { nome: string; codigoInep: string | null; municipio: string | null; uf: string | null };
  nomeAluno: string;
  /** The declaration's sentence. */
  texto: string;
  /** The facts, as label and value, in order (the same the check shows). */
  fatos: FatoImpresso[];
  verificacao: Verificacao;
};

/** "São Paulo/SP", "São Paulo", "SP" or null. */
export const localDaEscola = (e: { municipio: string | null; uf: string | null }) => (e.municipio && e.uf ? `${e.municipio}/${e.uf}` : (e.municipio ?? e.uf));

/** A declaration as one A4 page, its whole bytes (the SHA-256 kept is of these very bytes). */
export async function pdfDaDeclaracao(d: Declaracao): Promise<Uint8Array> {
  const f = await fontes();
  const doc = novoDocumento(f, { titulo: T.pdf.tituloDoDocumento(TIPOS_DE_DOCUMENTO[d.tipo].nome, d.nomeAluno), emitidoEm: d.verificacao.emitidoEm });
  const pedacos: Buffer[] = [];
  doc.on("data", (pedaco: Buffer) => pedacos.push(pedaco));
  const fim = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  doc.addPage({ size: "A4", layout: "portrait", margin: 0 });
  pagina(new Pincel(doc, false), d);
  desenharRodapeDeVerificacao(doc, d.verificacao);
  doc.end();
  await fim;
  const bytes = Buffer.concat(pedacos);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * The header of a school's document (issue 41), from `y`: the school first, its INEP code and
 * municipality/UF, then the network's line, and a rule under them. Returns the y under the rule.
 */
export function desenharCabecalhoDaEscola(p: Pincel, d: Pick<Declaracao, "escola" | "rede">, y: number): number {
  y += p.texto(d.escola.nome, MARGEM, y, { fonte: NEGRITO, tamanho: 13, largura: LARGURA });
  const sobreAEscola = [d.escola.codigoInep ? T.pdf.inep(d.escola.codigoInep) : null, localDaEscola(d.escola)].filter(Boolean).join("  ·  ");
  if (sobreAEscola) y += p.texto(sobreAEscola, MARGEM, y, { fonte: REGULAR, tamanho: 9.5, largura: LARGURA, cor: COR.suave });
  if (d.rede) {
    y += 2;
    y += p.texto(d.rede, MARGEM, y, { fonte: REGULAR, tamanho: 10.5, largura: LARGURA });
  }
  y += 8;
  p.linha(MARGEM, y, MARGEM + LARGURA, y, 0.8);
  return y;
}

function pagina(p: Pincel, d: Declaracao): void {
  let y = desenharCabecalhoDaEscola(p, d, MARGEM);
  y += 40;
  y += p.texto(emissaoDaDeclaracao(d.tipo).titulo, MARGEM, y, { fonte: NEGRITO, tamanho: 16, largura: LARGURA, linhas: 1, alinhar: "center" });
  y += 36;
  // The sentence, then the facts it states, label and value.
  y += texto(p, d.texto, y);
  y += 28;
  const coluna = 170;
  for (const fato of d.fatos) {
    const h = Math.max(
      p.texto(`${fato.rotulo}:`, MARGEM, y, { fonte: REGULAR, tamanho: 10.5, largura: coluna - 8, cor: COR.suave }),
      p.texto(fato.valor, MARGEM + coluna, y, { fonte: NEGRITO, tamanho: 10.5, largura: LARGURA - coluna }),
    );
    y += h + 5;
  }
  y += 32;
  p.texto(T.pdf.localEData(localDaEscola(d.escola), diaDe(d.verificacao.emitidoEm)), MARGEM, Math.min(y, TOPO_DO_RODAPE - 40), { fonte: REGULAR, tamanho: 11, largura: LARGURA, alinhar: "right", linhas: 2 });
}

/** The declaration's sentence, justified, at most 10 lines (it never runs into the facts); returns the height used. */
function texto(p: Pincel, frase: string, y: number): number {
  const opcoes = { width: LARGURA, lineGap: 3 };
  p.doc.font(REGULAR).fontSize(12);
  const maximo = 10 * (p.doc.currentLineHeight(true) + opcoes.lineGap);
  const altura = Math.min(p.doc.heightOfString(frase, opcoes), maximo);
  p.doc.fillColor(COR.texto).text(frase, MARGEM, y, { ...opcoes, height: maximo, ellipsis: true, align: "justify" });
  return altura;
}
