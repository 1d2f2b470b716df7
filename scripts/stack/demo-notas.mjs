// The demo grades (issue 25): each demo student's grade in each component of each etapa, in tenths
// (75 is 7,5), as a teacher would type them. Only the numbers live here; seed.mjs writes the grade
// sheets (notas/{idTurma}__{idComponente}__{etapa}) with the app's own modules. Deterministic: every
// grade comes from a hash of its student, component and etapa (never Math.random), so every seed
// writes the same grades and a test can tell what they are.
import { createHash } from "node:crypto";

/** A number in [0, 1) from the text's SHA-256 (its first 32 bits). */
function fracao(texto) {
  return createHash("sha256").update(texto).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * The grade, in tenths (0–100, in steps of 5: 7,5, 8,0, ...), of a student in a component in an
 * etapa ("0".."3"). Three parts, each from a hash: the student's level (5,8 to 9,5: the whole
 * boletim of a few students is weak), the component's lift for that student (±1,0: good at Arte,
 * weak at Matemática) and the etapa's swing (±0,8). So grades mostly fall between 5,0 and 10,0, a
 * few under 6,0, and some students stay under 6,0 in a component all year (their average will be
 * below the passing grade: `Recuperação final` once every etapa has its grade).
 */
export function notaDemo(idAluno, idComponente, etapa) {
  const nivel = 58 + 37 * fracao(`nivel|${idAluno}`);
  const jeito = (fracao(`componente|${idAluno}|${idComponente}`) - 0.5) * 20;
  const fase = (fracao(`etapa|${idAluno}|${idComponente}|${etapa}`) - 0.5) * 16;
  const decimos = Math.round((nivel + jeito + fase) / 5) * 5;
  return Math.min(100, Math.max(0, decimos));
}

/** The keys ("0".."3") of the etapas that ended before `dia` (YYYY-MM-DD): those a school has graded. */
export const etapasEncerradas = (etapas, dia) => etapas.flatMap((e, i) => (e.fim < dia ? [String(i)] : []));
