import { documentoTexts } from "@/lib/messages";
import type { CodigoEtapaDeEnsino } from "@/lib/regras/etapas-de-ensino";

// The words a declaração's sentence takes from the school and the turma (issue 41): `matriculado(a)
// na Escola …, no 5º ano (Ensino Fundamental), turno …`. Pure.

/**
 * The first words of a school's name that are masculine (`no Colégio …`, `no CEI …`); any other
 * name takes `na` (Escola, EMEF, E.E., Unidade…), as most Brazilian schools' names do.
 */
const MASCULINO = /^(col[eé]gio|centro|instituto|educand[aá]rio|gin[aá]sio|liceu|n[uú]cleo|cei|cmei|cemei|ceu|ciep|caic|ceja|cef|nei|sesi|senai)(?=$|[\s.,\-–—])/i;

/** "na Escola Estadual Rui Barbosa", "no Colégio Dom Pedro II". */
export function escolaComArtigo(nome: string): string {
  const limpo = nome.trim();
  return documentoTexts.pdf.naEscola(limpo, MASCULINO.test(limpo));
}

/** "no 5º ano (Ensino Fundamental)", "na 1ª série (Ensino Médio)", "na Pré-escola (Educação Infantil)". */
export function etapaNaDeclaracao(codigo: CodigoEtapaDeEnsino): string {
  return documentoTexts.pdf.etapas[codigo];
}
