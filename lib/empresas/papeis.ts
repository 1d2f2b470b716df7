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

/** A turma as far as who teaches it goes: its professors, and the professor named for each component (null: any of them). */
export type TurmaComProfessores = {
  professores: readonly { uid: string }[];
  componentes: readonly { id: string; professor: string | null }[];
};

/**
 * Whether a member is one of the turma's professors, and which of its components they teach: the
 * one answer the roll call, the grades, the pareceres, the boletim, the turma's page and the
 * documents ask (issue 42). Only the professor role teaches: another role named on a turma (a slip,
 * a race with a role change) teaches nothing there. A professor teaches each component named for
 * them and each with no professor named. Null: not a professor of the turma.
 */
export function professorDaTurma(quem: { papel: Papel; session: { uid: string } }, turma: TurmaComProfessores): { componentes: ReadonlySet<string> } | null {
  const uid = quem.session.uid;
  if (quem.papel !== "professor" || !turma.professores.some((p) => p.uid === uid)) return null;
  return { componentes: new Set(turma.componentes.filter((c) => c.professor === null || c.professor === uid).map((c) => c.id)) };
}
