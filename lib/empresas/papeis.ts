// Roles per company (a link's `papel` in usuarios_empresas) and what each may do. Client-safe: the
// pages hide what a role cannot do, and every server action checks the same table.

export const PAPEIS = ["administrador", "secretaria", "consulta"] as const;
export type Papel = (typeof PAPEIS)[number];

/** A link written before roles existed has no `papel`: it counts as "secretaria". */
export const PAPEL_PADRAO: Papel = "secretaria";

export const papelLabels: Record<Papel, string> = {
  administrador: "Administrador",
  secretaria: "Secretaria",
  consulta: "Consulta",
};

/** What an action needs. `verCpf`: a student's whole CPF (shown, searched for, exported) and, in an export, the guardian's contacts (personal data the lists hide). */
export type Permissao = "ler" | "escrever" | "administrar" | "verCpf";

const PERMISSOES: Record<Papel, readonly Permissao[]> = {
  administrador: ["ler", "escrever", "administrar", "verCpf"],
  secretaria: ["ler", "escrever", "verCpf"],
  consulta: ["ler"],
};

export function pode(papel: Papel, permissao: Permissao): boolean {
  return PERMISSOES[papel].includes(permissao);
}

const RANK: Record<Papel, number> = { consulta: 0, secretaria: 1, administrador: 2 };

/** Of two links of one person to one company (a data slip), the one that grants less counts. */
export function menorPapel(a: Papel, b: Papel): Papel {
  return RANK[a] <= RANK[b] ? a : b;
}

export function isPapel(value: unknown): value is Papel {
  return typeof value === "string" && (PAPEIS as readonly string[]).includes(value);
}
