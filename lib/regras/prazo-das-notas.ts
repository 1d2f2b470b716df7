// How long a professor may record or change an etapa's grades: until the etapa ends plus 15 days
// (the final recovery: until the last etapa ends plus 15 days); administrador and secretaria while
// the year is open. Pure and client-safe; days are São Paulo calendar days (YYYY-MM-DD).
import { diasEntre } from "@/lib/regras/calendario";

export const PRAZO_DAS_NOTAS_EM_DIAS = 15;

/** Whether a professor may still save the grades of an etapa that ends on `fim`, on `hoje`. */
export function professorAindaLanca(fim: string, hoje: string): boolean {
  return diasEntre(fim, hoje) <= PRAZO_DAS_NOTAS_EM_DIAS;
}
