// While `Encerrar ano letivo` runs, the year carries `encerrandoDesde`: grades, roll calls and
// enrolments wait, so the results are computed from what stays. A run that stopped (the server
// died) is taken over after this many minutes. Pure.

export const TRAVA_DO_ENCERRAMENTO_MS = 5 * 60_000;

/** Whether a year is being closed now (a run that stopped long ago counts as none). */
export function anoEmEncerramento(ano: { encerrandoDesde: Date | null }, agora = new Date()): boolean {
  return ano.encerrandoDesde !== null && agora.getTime() - ano.encerrandoDesde.getTime() < TRAVA_DO_ENCERRAMENTO_MS;
}
