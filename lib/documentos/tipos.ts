// The kinds of document a school issues (issue 42: a registry the compiler checks). Each kind
// declares, once, its name (the student's `Documentos` list, the history, the PDF's title in a
// viewer), how the public check names it, how it is issued (a declaration from the student's page,
// with its button, its PDF's heading, its file's name and whether it asks for a period; or the
// boletim, from its own download), who may issue it, and whether the list marks the current one of
// its year. The code asks this registry, never `tipo === "…"`, so a new kind cannot fall into
// another's branch. Pure and client-safe (the issuing forms read it).
//
// The compiler holds the registry whole: add a kind to TIPOS without its entry below and
// `npx tsc --noEmit` fails here (`Property '<kind>' is missing in type …`); a new declaration
// (`por: "declaracao"`) also fails lib/documentos/emissao.ts until it says how its text and facts
// are made (CONTEUDO_DAS_DECLARACOES). lib/documentos/__tests__/tipos.test.ts checks every entry.
import { documentoTexts, fichaDeMatriculaTexts, verificacaoTexts } from "@/lib/messages";
import type { Permissao } from "@/lib/empresas/papeis";
import { emLetrasSimples } from "@/lib/busca/texto";

/** The kinds, as stored on a document (documentos/{code}.tipo). */
export const TIPOS = ["matricula", "frequencia", "boletim", "fichaDeMatricula"] as const;
export type TipoDeDocumento = (typeof TIPOS)[number];

/** How a kind is issued. */
export type EmissaoDoTipo =
  /** From the student's page (`Emitir …`: a POST to /alunos/{id}/documentos/{kind}), one A4 page (lib/documentos/pdf.ts). */
  | {
      por: "declaracao";
      /** The button that issues it. */
      botao: string;
      /** The heading of its page. */
      titulo: string;
      /** Whether its form asks for a period (`De`, `Até`; blank: the year so far). */
      periodo: boolean;
    }
  /** By `Baixar boletim (PDF)` (lib/boletins/emissao.ts): one per content. */
  | { por: "boletim" }
  /**
   * The record on A4 as the family signs it (issue 43: `Ficha de matrícula (PDF)`, a POST to
   * /alunos/{id}/documentos/{kind}; lib/documentos/ficha-de-matricula.ts): every section of the
   * record, so only a role that sees every field issues it.
   */
  | { por: "ficha"; botao: string };

export type DescricaoDoTipo = {
  /** Its name: the list's `Tipo`, the history's detail, the PDF's title in a viewer. */
  nome: string;
  /** How the public check (/verificar/<code>) names it. */
  nomeNaVerificacao: string;
  emissao: EmissaoDoTipo;
  /** Who may issue it (the role's permission: lib/empresas/papeis.ts). */
  quemEmite: Permissao;
  /** The list marks the newest valid one of each year `Atual`, the others `Substituído por um mais recente` (lib/documentos/atual.ts). */
  umPorAno: boolean;
  /** Its PDF's file name, from the student's name as printed (and the year of a kind issued per year). */
  nomeDoArquivo: (nomeAluno: string, ano: number) => string;
};

/** A name in plain ASCII letters for a file: "João Conceição" → "joao-conceicao" (an ordinal's sign dropped, not made an "o"). */
export const emLetrasDeArquivo = (nome: string) => emLetrasSimples(nome.replace(/[ºª°]/g, " "), 80);

const arquivo = (inicio: string, nomeAluno: string) => `${inicio}-${emLetrasDeArquivo(nomeAluno) || "aluno"}.pdf`;

export const TIPOS_DE_DOCUMENTO = {
  matricula: {
    nome: documentoTexts.tipos.matricula,
    nomeNaVerificacao: verificacaoTexts.tipos.matricula,
    emissao: { por: "declaracao", botao: documentoTexts.emitirMatricula, titulo: documentoTexts.pdf.titulos.matricula, periodo: false },
    quemEmite: "escrever",
    umPorAno: false,
    nomeDoArquivo: (nomeAluno) => arquivo("declaracao-de-matricula", nomeAluno),
  },
  frequencia: {
    nome: documentoTexts.tipos.frequencia,
    nomeNaVerificacao: verificacaoTexts.tipos.frequencia,
    emissao: { por: "declaracao", botao: documentoTexts.emitirFrequencia, titulo: documentoTexts.pdf.titulos.frequencia, periodo: true },
    quemEmite: "escrever",
    umPorAno: false,
    nomeDoArquivo: (nomeAluno) => arquivo("declaracao-de-frequencia", nomeAluno),
  },
  boletim: {
    nome: documentoTexts.tipos.boletim,
    nomeNaVerificacao: verificacaoTexts.tipos.boletim,
    emissao: { por: "boletim" },
    quemEmite: "escrever",
    umPorAno: true,
    nomeDoArquivo: (nomeAluno, ano) => arquivo(`boletim-${ano}`, nomeAluno),
  },
  fichaDeMatricula: {
    nome: documentoTexts.tipos.fichaDeMatricula,
    nomeNaVerificacao: verificacaoTexts.tipos.fichaDeMatricula,
    emissao: { por: "ficha", botao: fichaDeMatriculaTexts.botao },
    quemEmite: "escrever",
    umPorAno: false,
    nomeDoArquivo: (nomeAluno) => arquivo("ficha-de-matricula", nomeAluno),
  },
} as const satisfies Record<TipoDeDocumento, DescricaoDoTipo>;

/** A kind's entry, as its declared shape (every entry's functions take the same arguments). */
export const descricaoDo = (tipo: TipoDeDocumento): DescricaoDoTipo => TIPOS_DE_DOCUMENTO[tipo];

/** A stored or asked-for kind, checked. */
export const ehTipoDeDocumento = (v: unknown): v is TipoDeDocumento => (TIPOS as readonly unknown[]).includes(v);

type Registro = typeof TIPOS_DE_DOCUMENTO;

/** The kinds issued from the student's page as declarations. */
export type TipoDeDeclaracao = { [K in TipoDeDocumento]: Registro[K]["emissao"] extends { por: "declaracao" } ? K : never }[TipoDeDocumento];

/** The declarations, in the registry's order (the page's buttons). */
export const TIPOS_DE_DECLARACAO = TIPOS.filter((t): t is TipoDeDeclaracao => TIPOS_DE_DOCUMENTO[t].emissao.por === "declaracao");

export const ehTipoDeDeclaracao = (v: unknown): v is TipoDeDeclaracao => (TIPOS_DE_DECLARACAO as readonly unknown[]).includes(v);

/** A declaration's issuing: its button, its heading, whether it asks for a period. */
export const emissaoDaDeclaracao = (tipo: TipoDeDeclaracao): Extract<EmissaoDoTipo, { por: "declaracao" }> => TIPOS_DE_DOCUMENTO[tipo].emissao;

/** The kinds issued from the student's page by a form of their own (a declaration, the ficha): the route /alunos/{id}/documentos/{kind} takes these. */
export type TipoDaPaginaDoAluno = { [K in TipoDeDocumento]: Registro[K]["emissao"] extends { por: "declaracao" | "ficha" } ? K : never }[TipoDeDocumento];

export const ehTipoDaPaginaDoAluno = (v: unknown): v is TipoDaPaginaDoAluno => ehTipoDeDocumento(v) && TIPOS_DE_DOCUMENTO[v].emissao.por !== "boletim";

/** The ficha de matrícula's kind(s) (issued by lib/documentos/ficha-de-matricula.ts). */
export type TipoDeFicha = { [K in TipoDeDocumento]: Registro[K]["emissao"] extends { por: "ficha" } ? K : never }[TipoDeDocumento];
export const TIPOS_DE_FICHA = TIPOS.filter((t): t is TipoDeFicha => TIPOS_DE_DOCUMENTO[t].emissao.por === "ficha");
export const ehTipoDeFicha = (v: unknown): v is TipoDeFicha => (TIPOS_DE_FICHA as readonly unknown[]).includes(v);
