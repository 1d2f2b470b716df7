// While `Encerrar ano letivo` runs, the year carries `encerrandoDesde`: grades, roll calls and
// enrolments wait, so the results are computed from what stays. A run that stopped (the server
// died) is taken over after this many minutes. Pure.

export const TRAVA_DO_ENCERRAMENTO_MS = 5 * 60_000;

/** Whether a year is being closed now (a run that stopped long ago counts as none). */
export function anoEmEncerramento(ano: { encerrandoDesde: Date | null }, agora = new Date()): boolean {
  return ano.encerrandoDesde !== null && agora.getTime() - ano.encerrandoDesde.getTime() < TRAVA_DO_ENCERRAMENTO_MS;
}

/** What a year that takes no record now says, in each register's words (grades, pareceres). */
export type MotivosDoAnoFechado = { anoEncerrado: string; semAno: string; anoFechando: string };

/** Why a year takes no grade or parecer now (closed, not in progress, being closed), or null. */
export function anoFechadoPara(ano: { situacao: string; encerrandoDesde: Date | null }, motivos: MotivosDoAnoFechado, agora = new Date()): string | null {
  if (ano.situacao === "encerrado") return motivos.anoEncerrado;
  if (ano.situacao !== "andamento") return motivos.semAno;
  if (anoEmEncerramento(ano, agora)) return motivos.anoFechando;
  return null;
}
