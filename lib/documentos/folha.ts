import "server-only";
import type { SecaoDaFicha } from "@/lib/alunos/ficha-de-matricula";
import { A4, COR, LARGURA, MARGEM, NEGRITO, Pincel, REGULAR } from "@/lib/boletins/pdf";

// A record printed as flowing sections of label-and-value lines over as many A4 pages as it takes
// (issue 43: the `Ficha de matrícula`, the `Dados pessoais (LGPD)` file). The page's measures and
// fonts are the boletim's (lib/boletins/pdf.ts); each page closes with its footer (the ficha's is
// the verification footer) and a new one opens with its continuation header. Nothing is cut: a
// line that does not fit the page's rest goes to the next page whole.

/** The label's column on a line (the value takes the rest of the width). */
const COLUNA_DO_ROTULO = 170;
/** The most lines one value takes (a free text of a few hundred characters fits). */
const LINHAS_DO_VALOR = 40;

export type OpcoesDaFolha = {
  /** Where a page's content must end (above its footer). */
  fim: number;
  /** Draws the footer of the page being closed. */
  rodape: (doc: PDFKit.PDFDocument, pagina: number) => void;
  /** A continuation page's first line (the document and whose it is). */
  continuacao: string;
};

export class Folha {
  y = MARGEM;
  pagina = 0;
  private readonly p: Pincel;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly o: OpcoesDaFolha,
  ) {
    this.p = new Pincel(doc, false);
  }

  /** The first page. */
  abrir(): void {
    this.doc.addPage({ size: "A4", layout: "portrait", margin: 0 });
    this.pagina++;
    this.y = MARGEM;
  }

  /** Closes the current page with its footer. */
  fechar(): void {
    this.o.rodape(this.doc, this.pagina);
  }

  /** Makes room for `altura` points: a new page (with its continuation line) when the rest of this one is too short. */
  garantir(altura: number): void {
    if (this.y + altura <= this.o.fim) return;
    this.fechar();
    this.abrir();
    this.y += this.p.texto(this.o.continuacao, MARGEM, this.y, { fonte: REGULAR, tamanho: 9, largura: LARGURA, linhas: 1, cor: COR.suave });
    this.y += 10;
  }

  /** A text across the page (`tamanho` points, bold or not, centred or not). */
  texto(texto: string, o: { negrito?: boolean; tamanho?: number; alinhar?: "left" | "center" | "right"; cor?: string; linhas?: number } = {}): void {
    const fonte = o.negrito ? NEGRITO : REGULAR;
    const tamanho = o.tamanho ?? 10;
    const linhas = o.linhas ?? 6;
    this.garantir(Math.min(this.p.altura(texto, fonte, tamanho, LARGURA), linhas * this.p.alturaDaLinha(fonte, tamanho)));
    this.y += this.p.texto(texto, MARGEM, this.y, { fonte, tamanho, largura: LARGURA, linhas, alinhar: o.alinhar, cor: o.cor });
  }

  espaco(pontos: number): void {
    this.y += pontos;
  }

  regua(): void {
    this.p.linha(MARGEM, this.y, MARGEM + LARGURA, this.y, 0.8);
  }

  /** A section's heading on a grey band (kept with at least its first line). */
  secao(titulo: string): void {
    this.garantir(22 + 16);
    this.p.fundo(MARGEM, this.y, LARGURA, 20);
    this.p.texto(titulo, MARGEM + 6, this.y + 4, { fonte: NEGRITO, tamanho: 11, largura: LARGURA - 12, linhas: 1 });
    this.y += 26;
  }

  /** A sub-heading (one item of a list: `Responsável 1`). */
  subtitulo(titulo: string): void {
    this.garantir(16 + 16);
    this.y += 2;
    this.y += this.p.texto(titulo, MARGEM, this.y, { fonte: NEGRITO, tamanho: 10, largura: LARGURA, linhas: 1 });
    this.y += 3;
  }

  /** A label and its value on one line (the value wraps in its column). */
  linha(rotulo: string, valor: string): void {
    const largura = LARGURA - COLUNA_DO_ROTULO;
    const altura = Math.max(this.p.altura(`${rotulo}:`, REGULAR, 9.5, COLUNA_DO_ROTULO - 8), this.p.altura(valor, NEGRITO, 9.5, largura));
    this.garantir(Math.min(altura, LINHAS_DO_VALOR * this.p.alturaDaLinha(NEGRITO, 9.5)));
    const h = Math.max(
      this.p.texto(`${rotulo}:`, MARGEM, this.y, { fonte: REGULAR, tamanho: 9.5, largura: COLUNA_DO_ROTULO - 8, linhas: 4, cor: COR.suave }),
      this.p.texto(valor, MARGEM + COLUNA_DO_ROTULO, this.y, { fonte: NEGRITO, tamanho: 9.5, largura, linhas: LINHAS_DO_VALOR }),
    );
    this.y += h + 4;
  }

  /** The student's record by section (lib/alunos/ficha-de-matricula.ts's `secoesDaFicha`): each its heading, its lines and its lists' blocks. */
  secoesDoAluno(secoes: readonly SecaoDaFicha[], depois: number): void {
    for (const secao of secoes) {
      this.secao(secao.titulo);
      for (const l of secao.linhas) this.linha(l.rotulo, l.valor);
      for (const bloco of secao.blocos) {
        this.subtitulo(bloco.titulo);
        for (const l of bloco.linhas) this.linha(l.rotulo, l.valor);
      }
      this.espaco(depois);
    }
  }

  /** Two signature lines side by side, each with its caption, kept together. */
  assinaturas(esquerda: string, direita: string): void {
    this.garantir(70);
    this.y += 40;
    const largura = (LARGURA - 40) / 2;
    for (const [x, legenda] of [[MARGEM, esquerda], [MARGEM + largura + 40, direita]] as const) {
      this.p.linha(x, this.y, x + largura, this.y, 0.8);
      this.p.texto(legenda, x, this.y + 4, { fonte: REGULAR, tamanho: 9, largura, linhas: 2, alinhar: "center" });
    }
    this.y += 30;
  }
}

/** The bottom of a page's content when its footer is `altura` points tall. */
export const fimAcimaDoRodape = (altura: number) => A4.altura - MARGEM - altura - 12;
