// A component curricular recognised by its name, made plain: how the boletim follows a student's
// grades across the turmas of a year (lib/regras/boletim.ts), how a turma refuses two components of
// the same name, and the id a new component is given (lib/turmas/componentes.ts). Pure and client-safe.

/** A name made plain and comparable: no accents, lower case, words joined by "-". */
export function chaveDoComponente(nome: string): string {
  return nome
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "componente";
}
