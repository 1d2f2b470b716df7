// The Censo's rules on a record's deficiências and recursos para provas do INEP (registro 30): which
// kinds exclude each other, which recursos each kind allows, and when recursos are asked. One pure
// function, so the form, the spreadsheet's check and the Análise do Censo refuse the same records
// with the same reasons. The rules are the union of the peers' validators (docs/dados-oficiais.md):
// i-Educar's DeficiencyValidator and InepExamValidator, TAG's StudentIdentificationValidation.
import { censoTexts } from "@/lib/messages";
import type { Deficiencia, Recurso } from "./listas";
import { RECURSOS } from "./listas";

const NOMES = censoTexts.deficiencias;
const RECURSO = censoTexts.recursos;
const PROBLEMA = censoTexts.problemas;

/** The deficiências Deficiência múltipla counts (transtorno do espectro autista and altas habilidades do not). */
const DEFICIENCIAS: readonly Deficiencia[] = [
  "cegueira", "baixaVisao", "visaoMonocular", "surdez", "deficienciaAuditiva", "surdocegueira", "deficienciaFisica", "deficienciaIntelectual",
];

/** Deficiência múltipla, which the Censo derives and nobody types: two or more of the deficiências. */
export function temDeficienciaMultipla(deficiencias: readonly Deficiencia[]): boolean {
  return new Set(deficiencias.filter((d) => DEFICIENCIAS.includes(d))).size >= 2;
}

/** Kinds one record cannot hold together (a blind and deaf student has Surdocegueira, not both). */
const EXCLUSOES: readonly (readonly [Deficiencia, readonly Deficiencia[]])[] = [
  ["cegueira", ["baixaVisao", "visaoMonocular", "surdez", "surdocegueira"]],
  ["baixaVisao", ["surdocegueira"]],
  ["visaoMonocular", ["surdocegueira"]],
  ["surdez", ["deficienciaAuditiva", "surdocegueira"]],
  ["deficienciaAuditiva", ["surdocegueira"]],
];

const PARA_LEITURA: readonly Deficiencia[] = [
  "cegueira", "baixaVisao", "visaoMonocular", "surdocegueira", "deficienciaFisica", "deficienciaIntelectual", "transtornoDoEspectroAutista",
];
const AUDITIVAS: readonly Deficiencia[] = ["surdez", "deficienciaAuditiva", "surdocegueira"];

/** Per recurso: the kinds of which it needs one (`exige`) and those it cannot go with (`proibe`). */
const REGRAS: Partial<Record<Recurso, { exige?: readonly Deficiencia[]; proibe?: readonly Deficiencia[] }>> = {
  auxilioLedor: { exige: PARA_LEITURA, proibe: ["surdez"] },
  auxilioTranscricao: { exige: PARA_LEITURA },
  guiaInterprete: { exige: ["surdocegueira"] },
  tradutorInterpreteDeLibras: { exige: AUDITIVAS, proibe: ["cegueira"] },
  leituraLabial: { exige: AUDITIVAS, proibe: ["cegueira"] },
  provaAmpliada: { exige: ["baixaVisao", "surdocegueira"], proibe: ["cegueira"] },
  provaSuperampliada: { exige: ["baixaVisao", "visaoMonocular", "surdocegueira"], proibe: ["cegueira"] },
  provaEmBraille: { exige: ["cegueira", "surdocegueira"] },
  cdComAudio: { exige: PARA_LEITURA, proibe: ["surdez"] },
  provaDeLinguaPortuguesa: { exige: AUDITIVAS, proibe: ["cegueira"] },
  provaEmVideoEmLibras: { exige: AUDITIVAS, proibe: ["cegueira"] },
  nenhum: { proibe: ["cegueira", "surdocegueira"] },
};

/** Of the three forms of the test, one at most. */
const PROVAS: readonly Recurso[] = ["provaAmpliada", "provaSuperampliada", "provaEmBraille"];
/** Kinds with which Auxílio para transcrição cannot be the only recurso. */
const TRANSCRICAO_NAO_BASTA: readonly Deficiencia[] = ["cegueira", "surdocegueira"];

/** The kinds one record cannot hold together (the first of problemasDosRecursos' refusals): the form says them under the kinds. */
export function problemasDasDeficiencias(deficiencias: readonly Deficiencia[]): string[] {
  const tem = new Set(deficiencias);
  const problemas: string[] = [];
  for (const [tipo, excluidas] of EXCLUSOES) {
    const juntas = excluidas.filter((d) => tem.has(d));
    if (tem.has(tipo) && juntas.length > 0) problemas.push(PROBLEMA.naoCombinam(NOMES[tipo], juntas.map((d) => NOMES[d])));
  }
  return problemas;
}

/**
 * What the Censo refuses in a record's deficiências (including transtorno do espectro autista and
 * altas habilidades/superdotação) and recursos para provas do INEP, each as a Portuguese sentence
 * with its reason, in a fixed order; none when the record is accepted. Recursos are asked of a student
 * with any kind but altas habilidades alone, and refused otherwise.
 */
export function problemasDosRecursos(deficiencias: readonly Deficiencia[], recursos: readonly Recurso[]): string[] {
  const tem = new Set(deficiencias);
  const usa = new Set(recursos);
  const problemas: string[] = problemasDasDeficiencias(deficiencias);

  const pedeRecursos = [...tem].some((d) => d !== "altasHabilidades");
  if (!pedeRecursos) {
    if (usa.size > 0) problemas.push(PROBLEMA.recursosSemDeficiencia);
    return problemas;
  }
  if (usa.size === 0) return [...problemas, PROBLEMA.faltamRecursos];

  if (usa.has("nenhum") && usa.size > 1) problemas.push(PROBLEMA.nenhumComOutros);
  const provas = PROVAS.filter((p) => usa.has(p));
  if (provas.length > 1) problemas.push(PROBLEMA.umaSoProva(provas.map((p) => RECURSO[p])));

  for (const recurso of RECURSOS) {
    const regra = REGRAS[recurso];
    if (!usa.has(recurso) || !regra) continue;
    if (regra.exige && !regra.exige.some((d) => tem.has(d))) problemas.push(PROBLEMA.exige(RECURSO[recurso], regra.exige.map((d) => NOMES[d])));
    const proibidas = (regra.proibe ?? []).filter((d) => tem.has(d));
    if (proibidas.length > 0) problemas.push(PROBLEMA.naoCombinam(RECURSO[recurso], proibidas.map((d) => NOMES[d])));
  }

  const semOutro = TRANSCRICAO_NAO_BASTA.filter((d) => tem.has(d));
  if (usa.has("auxilioTranscricao") && usa.size === 1 && semOutro.length > 0) {
    problemas.push(PROBLEMA.transcricaoSozinha(semOutro.map((d) => NOMES[d])));
  }
  return problemas;
}
