// Roles per company (a link's `papel` in usuarios_empresas) and what each may do. Client-safe: the
// pages hide what a role cannot do, and every server action checks the same table.

export const PAPEIS = ["administrador", "secretaria", "consulta", "professor"] as const;
export type Papel = (typeof PAPEIS)[number];

/** A link written before roles existed has no `papel`: it counts as "secretaria". */
export const PAPEL_PADRAO: Papel = "secretaria";

export const papelLabels: Record<Papel, string> = {
  administrador: "Administrador",
  secretaria: "Secretaria",
  consulta: "Consulta",
  professor: "Professor",
};

/**
 * What an action needs. `conta`: one's own account (`Minha conta`), every role. `ler`: the
 * company's register (every school, student and year). `chamada`: taking a roll call (a professor
 * only in the turmas they teach: checked with the turma). `verCpf`: a student's whole CPF (shown,
 * searched for, exported) and, in an export, the guardian's contacts (personal data the lists hide).
 */
export type Permissao = "conta" | "ler" | "escrever" | "administrar" | "verCpf" | "chamada";

const PERMISSOES: Record<Papel, readonly Permissao[]> = {
  administrador: ["conta", "ler", "escrever", "administrar", "verCpf", "chamada"],
  secretaria: ["conta", "ler", "escrever", "verCpf", "chamada"],
  consulta: ["conta", "ler"],
  // Only what the turmas they teach need: their students' names, matrículas and situations, and
  // the roll call; every read goes through the turmas that name them (lib/turmas/professores.ts).
  professor: ["conta", "chamada"],
};

export function pode(papel: Papel, permissao: Permissao): boolean {
  return PERMISSOES[papel].includes(permissao);
}

/** A professor reads least (their own turmas only), then consulta (the whole register, read-only). */
const RANK: Record<Papel, number> = { professor: 0, consulta: 1, secretaria: 2, administrador: 3 };

/** Of two links of one person to one company (a data slip), the one that grants less counts. */
export function menorPapel(a: Papel, b: Papel): Papel {
  return RANK[a] <= RANK[b] ? a : b;
}

export function isPapel(value: unknown): value is Papel {
  return typeof value === "string" && (PAPEIS as readonly string[]).includes(value);
}
