// How far back a professor may record or change a roll call: up to 7 days before today (today
// included, 7 days back included); administrador and secretaria any day of the year in progress.
// Pure and client-safe; days are São Paulo calendar days (YYYY-MM-DD).
import { diasEntre } from "@/lib/regras/calendario";

export const PRAZO_DO_PROFESSOR_EM_DIAS = 7;

/** Whether a professor may still record or change the roll call of `dia` on `hoje` (a day in the future is not theirs to say: no class yet). */
export function dentroDoPrazoDoProfessor(dia: string, hoje: string): boolean {
  const dias = diasEntre(dia, hoje);
  return dias >= 0 && dias <= PRAZO_DO_PROFESSOR_EM_DIAS;
}
