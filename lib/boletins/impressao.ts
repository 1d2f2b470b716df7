// A boletim as it is printed and shown: every text of the screen's table and of the PDF's page,
// made from the one calculation (lib/regras/boletim.ts). Pure: the page and the PDF read the same
// object, so the PDF cannot say other numbers than the screen.

export type BoletimParaImpressao = {
  /** The network's line under the school's name and address (lib/documentos/cabecalho.ts: `Nome nos documentos`, or the company's name when it is not the school's); null: none. */
  empresa: string | null;
  escola: { nome: string; codigoInep: string | null; municipio: string | null; uf: string | null };
  /** `nomeSocial` (issue 43): printed beside the civil name, and a fact of the check (lib/documentos/nome-no-documento.ts); absent on a turma's working copy. */
  aluno: { nome: string; matricula: string; nomeSocial?: string | null };
  /** The turma's name ("5º ano A"), or "—". */
  turma: string;
  ano: number;
  /** The etapas' column headings: `1º bim.` … (`1º tri.`, `1º sem.`). */
  colunas: string[];
  /** Whether the `Recuperação` column is shown (the year's rule has a final recovery). */
  comRecuperacao: boolean;
  /** One row per component, every cell already written ("7,5", "—"). */
  linhas: { componente: string; etapas: string[]; media: string; recuperacao: string; final: string }[];
  /** `Faltas no ano`: every absence ("12"), and of them the justified ones ("3"). */
  faltas: string;
  justificadas: string;
  /** `Frequência no ano` ("91,2%", "—"). */
  frequencia: string;
  /** `Situação` (`Cursando` until the year is closed, then the final situation). */
  situacao: string;
  /** Educação Infantil: no grades (the table is replaced by a sentence). */
  semNotas: boolean;
  /** Etapas marked `Sem nota (ingressou em …)`: "Sem nota (ingressou em 04/05/2026): 1º bimestre." (their cells say `Sem nota`). */
  semNota?: string;
  /**
   * A child evaluated by `Parecer descritivo` (issue 41): the `Relatório de desenvolvimento`, each
   * etapa's parecer (or the sentence that says it has none), printed instead of grades.
   */
  relatorio?: { etapa: string; texto: string; registrado: boolean }[];
  /** The school and turma it is of (to issue it as a verifiable document), when known. */
  ids?: { idEscola: string; idTurma: string };
};

import { createHash } from "node:crypto";
import type { Boletim } from "@/lib/regras/boletim";
import type { RegrasDeAvaliacao } from "@/lib/regras/regras-de-avaliacao";
import type { TipoDeEtapas } from "@/lib/regras/calendario";
import { formatarNota } from "@/lib/regras/notas";
import { formatarFrequencia } from "@/lib/regras/frequencia";
import { formatarData } from "@/lib/campos/data";
import { anoLetivoTexts, boletimTexts, pareceresTexts } from "@/lib/messages";
import { fatoDoNomeSocial } from "@/lib/documentos/nome-no-documento";

/** The printed boletim of a computed one: every cell written once, for the screen and the PDF. */
export function paraImpressao(
  boletim: Boletim,
  contexto: Omit<BoletimParaImpressao, "colunas" | "comRecuperacao" | "linhas" | "faltas" | "justificadas" | "frequencia" | "semNotas" | "semNota"> & {
    tipoEtapas: TipoDeEtapas | null;
    quantasEtapas: number;
    regras: RegrasDeAvaliacao;
  },
): BoletimParaImpressao {
  const { tipoEtapas, quantasEtapas, regras, ...cabecalho } = contexto;
  const c = boletim.contagem;
  return {
    ...cabecalho,
    colunas: tipoEtapas ? Array.from({ length: quantasEtapas }, (_, i) => boletimTexts.coluna(tipoEtapas, i + 1)) : [],
    comRecuperacao: regras.recuperacaoFinal,
    linhas: boletim.linhas.map((l) => ({
      componente: l.componente,
      etapas: l.etapas.map((n, i) => (boletim.etapasSemNota.includes(i) ? boletimTexts.semNotaNaEtapa : formatarNota(n))),
      media: formatarNota(l.media),
      recuperacao: l.naoCompareceu ? boletimTexts.naoCompareceu : formatarNota(l.recuperacao),
      final: formatarNota(l.final),
    })),
    faltas: String(c.faltas + c.justificadas),
    justificadas: String(c.justificadas),
    frequencia: formatarFrequencia(c),
    semNotas: !boletim.comNotas,
    ...(boletim.etapasSemNota.length > 0 && boletim.ingresso && tipoEtapas
      ? { semNota: boletimTexts.semNota(formatarData(boletim.ingresso), boletim.etapasSemNota.map((i) => anoLetivoTexts.etapa(tipoEtapas, i + 1))) }
      : {}),
    ...(boletim.pareceres && tipoEtapas ? { relatorio: relatorioDe(boletim.pareceres, tipoEtapas) } : {}),
  };
}

/** Each etapa's parecer as printed: `1º bimestre`, then its text or `Sem parecer registrado nesta etapa.` */
const relatorioDe = (pareceres: readonly (string | null)[], tipoEtapas: TipoDeEtapas) =>
  pareceres.map((p, i) => ({ etapa: anoLetivoTexts.etapa(tipoEtapas, i + 1), texto: p ?? pareceresTexts.semParecer, registrado: p !== null }));

/**
 * The facts a boletim issued as a verifiable document keeps (what the check at /verificar shows):
 * the matrícula, the year, the turma, each component's row, the year's absences, frequência and
 * situation, in the paper's words.
 */
export function fatosDoBoletim(b: BoletimParaImpressao): { rotulo: string; valor: string }[] {
  const t = boletimTexts;
  const linha = (l: BoletimParaImpressao["linhas"][number]) =>
    [...b.colunas.map((c, i) => `${c} ${l.etapas[i]}`), `${t.media} ${l.media}`, ...(b.comRecuperacao ? [`${t.recuperacao} ${l.recuperacao}`] : []), `${t.final} ${l.final}`].join(" · ");
  return [
    { rotulo: t.matricula, valor: b.aluno.matricula },
    ...fatoDoNomeSocial(b.aluno),
    { rotulo: t.anoLetivo, valor: String(b.ano) },
    { rotulo: t.turma, valor: b.turma },
    // A relatório's texts stay on the paper (a child's development, not for whoever holds the code):
    // the check says which etapas have one, and `Conferir arquivo` tells the texts are the ones issued.
    ...(b.relatorio
      ? [{ rotulo: pareceresTexts.relatorio, valor: b.relatorio.map((r) => `${r.etapa}: ${r.registrado ? pareceresTexts.registrado : pareceresTexts.naoRegistrado}`).join(" · ") }]
      : b.semNotas
        ? [{ rotulo: t.componente, valor: t.semNotas }]
        : b.linhas.map((l) => ({ rotulo: l.componente, valor: linha(l) }))),
    ...(b.semNota ? [{ rotulo: t.observacao, valor: b.semNota }] : []),
    { rotulo: t.faltasNoAno, valor: t.faltas(b.faltas, b.justificadas) },
    { rotulo: t.frequenciaNoAno, valor: b.frequencia },
    { rotulo: t.situacao, valor: b.situacao },
  ];
}

/** JSON with every object's keys sorted: one text per value, whatever order it was built in. */
const canonico = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonico).join(",")}]`
    : v !== null && typeof v === "object"
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonico((v as Record<string, unknown>)[k])}`)
          .join(",")}}`
      : JSON.stringify(v ?? null);

/**
 * The digest of what a boletim prints (everything but the verification footer: who, when, the
 * code), SHA-256 in base64url. Issue 41: `Baixar boletim (PDF)` issues a new document only when
 * this changed since the last one; otherwise the last one is given again.
 */
export function conteudoDoBoletim(b: BoletimParaImpressao): string {
  return createHash("sha256").update(canonico({ ...b, ids: undefined })).digest("base64url");
}
