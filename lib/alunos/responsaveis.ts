// The student's responsáveis (issue 43, `Filiação e responsáveis`): one list on the student
// (`responsaveis`), its order the order of contact in an emergency, each item's fields declared
// once here (their labels, types, how the sheet and the history read them), like the student's own
// (lib/alunos/campos.ts). The former single guardian (`responsavelNome`, `responsavelTelefone`,
// `responsavelEmail` stored on the student) reads as the first responsável until the record's next
// save writes the list (`responsaveisGuardados`: lazy, nothing lost). Pure and client-safe (the
// form's editor reads it); the server parses a list with lib/alunos/responsaveis-schema.ts.
import { alunoTexts, responsaveisTexts } from "@/lib/messages";
import { formatarCpf, mascararCpf } from "@/lib/campos/cpf";
import { formatarTelefone } from "@/lib/campos/telefone";
import type { DescricaoDoCampo } from "@/lib/alunos/campos";

const t = responsaveisTexts;

/** At most this many responsáveis (a list of 1,000 is refused with a message, nothing written). */
export const RESPONSAVEIS_MAX = 10;

/** A student is a minor (a responsável legal required) before this age, on today's date. */
export const MAIORIDADE = 18;

export const PARENTESCOS = ["mae", "pai", "avo", "tio", "irmao", "outro"] as const;
export type Parentesco = (typeof PARENTESCOS)[number];

/** One responsável, as stored (an item of the student's `responsaveis`). */
export type Responsavel = {
  nome: string;
  parentesco: Parentesco | null;
  /** Digits. */
  cpf: string | null;
  /** Digits. */
  telefone: string | null;
  email: string | null;
  legal: boolean;
  buscar: boolean;
  moraJunto: boolean;
};

/** An item's field typed in (its type as the student's fields': schema.ts reads it). */
type CampoDeTexto = Pick<DescricaoDoCampo, "rotulo" | "tipo" | "obrigatorio" | "erro" | "erroSeVazio">;

/** The responsável's typed fields, in the form's and the sheet's order. */
export const CAMPOS_DO_RESPONSAVEL = {
  nome: { rotulo: t.item.nome, tipo: { tipo: "nome", censo: true }, obrigatorio: true, erroSeVazio: t.erros.nomeObrigatorio },
  parentesco: { rotulo: t.item.parentesco, tipo: { tipo: "opcao", opcoes: PARENTESCOS, rotulos: t.parentescos }, obrigatorio: false, erro: t.erros.parentesco },
  cpf: { rotulo: t.item.cpf, tipo: { tipo: "cpf" }, obrigatorio: false, erro: alunoTexts.erros.cpf },
  telefone: { rotulo: t.item.telefone, tipo: { tipo: "telefone" }, obrigatorio: false, erro: alunoTexts.erros.telefone },
  email: { rotulo: t.item.email, tipo: { tipo: "email" }, obrigatorio: false, erro: alunoTexts.erros.email },
} as const satisfies Record<string, CampoDeTexto>;

/** The responsável's yes/no answers (checkboxes), in order. */
export const MARCAS_DO_RESPONSAVEL = {
  legal: t.item.legal,
  buscar: t.item.buscar,
  moraJunto: t.item.moraJunto,
} as const;

export type CampoDoResponsavel = keyof typeof CAMPOS_DO_RESPONSAVEL;
export type MarcaDoResponsavel = keyof typeof MARCAS_DO_RESPONSAVEL;

export const CHAVES_DO_RESPONSAVEL = Object.keys(CAMPOS_DO_RESPONSAVEL) as CampoDoResponsavel[];
export const CHAVES_DAS_MARCAS = Object.keys(MARCAS_DO_RESPONSAVEL) as MarcaDoResponsavel[];

/** A new responsável of this name (a filiação's one click): its parentesco left to choose. */
export const novoResponsavel = (nome = ""): Responsavel => ({
  nome,
  parentesco: null,
  cpf: null,
  telefone: null,
  email: null,
  legal: false,
  buscar: false,
  moraJunto: false,
});

const texto = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v : null);

/** A stored item, leniently (a malformed field as absent). */
function itemGuardado(v: unknown): Responsavel | null {
  if (!v || typeof v !== "object" || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  const parentesco = PARENTESCOS.find((p) => p === o.parentesco) ?? null;
  return {
    nome: typeof o.nome === "string" ? o.nome : "",
    parentesco,
    cpf: texto(o.cpf),
    telefone: texto(o.telefone),
    email: texto(o.email),
    legal: o.legal === true,
    buscar: o.buscar === true,
    moraJunto: o.moraJunto === true,
  };
}

/** The former single guardian's stored fields (read until the record's next save removes them). */
export const CAMPOS_DO_RESPONSAVEL_ANTIGO = ["responsavelNome", "responsavelTelefone", "responsavelEmail"] as const;

/**
 * A stored student's responsáveis: its `responsaveis` list, or, for a record stored before it, its
 * former single guardian as the first responsável (the one a family named at enrolment: taken as
 * its responsável legal), or none. Bounded: items past RESPONSAVEIS_MAX are not read.
 */
export function responsaveisGuardados(doc: Readonly<Record<string, unknown>>): Responsavel[] {
  if (Array.isArray(doc.responsaveis)) {
    return doc.responsaveis
      .slice(0, RESPONSAVEIS_MAX)
      .map(itemGuardado)
      .filter((r): r is Responsavel => r !== null);
  }
  const [nome = null, telefone = null, email = null] = CAMPOS_DO_RESPONSAVEL_ANTIGO.map((k) => texto(doc[k]));
  if (!nome && !telefone && !email) return [];
  return [{ ...novoResponsavel(nome ?? ""), telefone, email, legal: true }];
}

/** A person's age in whole years on a day (both YYYY-MM-DD). */
export function idadeEm(nascimento: string, dia: string): number {
  const [an, mn, dn] = nascimento.split("-").map(Number) as [number, number, number];
  const [ad, md, dd] = dia.split("-").map(Number) as [number, number, number];
  return ad - an - (md < mn || (md === mn && dd < dn) ? 1 : 0);
}

/**
 * The list's rule beyond each item's fields: a minor (under MAIORIDADE on `hoje`) has at least one
 * responsável legal. A student without a birth date is not judged. Null when the list is fine.
 */
export function problemaDosResponsaveis(lista: readonly Responsavel[], nascimento: string | null, hoje: string): string | null {
  if (lista.length > RESPONSAVEIS_MAX) return t.erros.demais(RESPONSAVEIS_MAX);
  if (nascimento && idadeEm(nascimento, hoje) < MAIORIDADE && !lista.some((r) => r.legal)) return t.erros.semLegal;
  return null;
}

/** One responsável's fact as people read it (`verCpf`: the CPF whole, else masked). */
export function valorDoResponsavel(r: Responsavel, campo: CampoDoResponsavel, verCpf: boolean): string {
  const v = r[campo];
  if (!v) return "";
  if (campo === "cpf") return verCpf ? formatarCpf(v) : mascararCpf(v);
  if (campo === "telefone") return formatarTelefone(v);
  if (campo === "parentesco") return t.parentescos[v as Parentesco] ?? v;
  return v;
}

/** The responsáveis as a sheet or a paper reads them: per item, its title (`Responsável 1`) and its facts, empty ones left out (or said `vazio`: the paper's `Não informado`). */
export function linhasDosResponsaveis(lista: readonly Responsavel[], verCpf: boolean, vazio?: string): { titulo: string; fatos: { rotulo: string; valor: string }[] }[] {
  return lista.map((r, i) => ({
    titulo: t.numero(i + 1),
    fatos: [
      ...CHAVES_DO_RESPONSAVEL.map((c) => ({ rotulo: CAMPOS_DO_RESPONSAVEL[c].rotulo, valor: valorDoResponsavel(r, c, verCpf) || (vazio ?? "") })),
      ...CHAVES_DAS_MARCAS.map((m) => ({ rotulo: MARCAS_DO_RESPONSAVEL[m], valor: r[m] ? t.sim : t.nao })),
    ].filter((f) => f.valor !== ""),
  }));
}

/**
 * The list as the history keeps it: each responsável on its place, its name, parentesco, contacts
 * and yes answers; never a CPF (a CPF change is said apart, without numbers: `cpfsMudaram`).
 */
export function resumoDosResponsaveis(lista: readonly Responsavel[]): string | null {
  if (lista.length === 0) return null;
  return lista
    .map((r, i) => {
      const partes = [
        r.nome,
        valorDoResponsavel(r, "parentesco", false),
        valorDoResponsavel(r, "telefone", false),
        r.email ?? "",
        ...CHAVES_DAS_MARCAS.filter((m) => r[m]).map((m) => MARCAS_DO_RESPONSAVEL[m]),
      ].filter(Boolean);
      return `${i + 1}. ${partes.join(", ")}`;
    })
    .join("; ");
}

/** Whether the responsáveis' CPFs changed (those held, in order). */
export const cpfsMudaram = (antes: readonly Responsavel[], depois: readonly Responsavel[]) => {
  const cpfs = (l: readonly Responsavel[]) => l.flatMap((r) => (r.cpf ? [r.cpf] : [])).join(",");
  return cpfs(antes) !== cpfs(depois);
};

/** The history's key of the list (its summary, `Responsáveis: … → …`) and of a change of its CPFs (said without numbers). */
export const CAMPO_RESPONSAVEIS = "responsaveis";
export const CAMPO_CPF_DOS_RESPONSAVEIS = "responsaveis.cpf";

/** A history line of the list, or null for a change of another field. `vazio`: how an empty side reads. */
export function linhaDoHistoricoDosResponsaveis(m: { campo: string; de: string | null; para: string | null }, vazio: string): string | null {
  if (m.campo === CAMPO_CPF_DOS_RESPONSAVEIS) return t.cpfAlterado;
  if (m.campo === CAMPO_RESPONSAVEIS) return `${t.titulo}: ${m.de ?? vazio} → ${m.para ?? vazio}`;
  return null;
}

/**
 * Where a refusal of the list points (the form marks that field and moves the focus to it): a
 * responsável's field (`Responsável 2: CPF inválido.`: the second one's CPF), the first one's
 * `Responsável legal` for a minor without one; null for a refusal of the whole list.
 */
export function lugarDoProblema(erro: string): { indice: number; campo: CampoDoResponsavel | MarcaDoResponsavel } | null {
  if (erro === t.erros.semLegal) return { indice: 0, campo: "legal" };
  for (let n = 1; n <= RESPONSAVEIS_MAX; n++) {
    const prefixo = t.erros.doItem(n, "");
    if (!erro.startsWith(prefixo)) continue;
    const resto = erro.slice(prefixo.length);
    // A name's problem is said with its label (the Censo's messages do not name the field); the others' messages do.
    const campo = CHAVES_DO_RESPONSAVEL.find((k) => resto === ("erro" in CAMPOS_DO_RESPONSAVEL[k] ? CAMPOS_DO_RESPONSAVEL[k].erro : undefined) || resto.startsWith(`${CAMPOS_DO_RESPONSAVEL[k].rotulo}: `));
    return { indice: n - 1, campo: campo ?? "nome" };
  }
  return null;
}
