// What the descriptor of the student's fields (lib/alunos/campos.ts) gives the rest of the app: the
// fields as a list in order, the values' types, which fields a form, a section of the sheet, the
// history and the export hold for a role, and how a value reads. Pure and client-safe.
import type { Papel } from "@/lib/empresas/papeis";
import { formatarCpf, mascararCpf } from "@/lib/campos/cpf";
import { formatarData } from "@/lib/campos/data";
import { formatarTelefone } from "@/lib/campos/telefone";
import { formatarNis } from "@/lib/campos/nis";
import { formatarCns } from "@/lib/campos/cns";
import { formatarCep } from "@/lib/campos/cep";
import { censoTexts } from "@/lib/messages";
import { temDeficienciaMultipla } from "@/lib/dados-oficiais/educacenso/recursos";
import type { Deficiencia } from "@/lib/dados-oficiais/educacenso/listas";
import { CAMPOS_DO_ALUNO, type CampoDoAluno, type DescricaoDoCampo, type EntradasDoAluno, type SecaoDoAluno, type TipoDoCampo, type Visibilidade } from "@/lib/alunos/campos";

/** A field with its key, as the derived lists hold it. */
export type Campo = DescricaoDoCampo & { chave: CampoDoAluno };

/** Every field, in the descriptor's order. */
export const CAMPOS: readonly Campo[] = Object.entries(CAMPOS_DO_ALUNO).map(([chave, c]) => ({ ...(c as DescricaoDoCampo), chave: chave as CampoDoAluno }));

/** The fields no two students of a company may share a value of (`unico`: CPF, NIS, CNS, certidão). */
export const CAMPOS_UNICOS = CAMPOS.filter((c) => c.unico === true);

/** The fields a person fills in on a new student (and the spreadsheet's rows): the stored fields the form owns. */
export const CAMPOS_DO_CADASTRO = CAMPOS.filter((c) => c.formulario !== "edicao");
/** The fields `Editar` sends. */
export const CAMPOS_DA_EDICAO = CAMPOS;

// ---- The values' types, derived from the entries (what the stored document and the forms hold).

type Entradas = EntradasDoAluno;
type Valor<C> = C extends { tipo: { tipo: "conjunto" } }
  ? string[]
  : C extends { tipo: { tipo: "opcao"; opcoes: readonly (infer O)[] } }
  ? C extends { obrigatorio: true }
    ? O
    : O | null
  : C extends { obrigatorio: true }
    ? string
    : string | null;
type DoCadastro = { [K in CampoDoAluno]: Entradas[K] extends { formulario: "edicao" } ? never : K }[CampoDoAluno];
type Obrigatorios = { [K in CampoDoAluno]: Entradas[K] extends { obrigatorio: true } ? K : never }[CampoDoAluno];

/** The fields of a new student's form (and of a spreadsheet's row). */
export type CampoDoCadastro = DoCadastro;

/** Every field's stored value (an optional one null when absent). */
export type ValoresDoAluno = { -readonly [K in CampoDoAluno]: Valor<Entradas[K]> };

/**
 * The fields of a new student as a person (or a spreadsheet's row) gives them, parsed: required
 * ones always there, optional ones absent or null when empty.
 */
export type CamposDoCadastro = { -readonly [K in DoCadastro & Obrigatorios]: Valor<Entradas[K]> } & {
  -readonly [K in Exclude<DoCadastro, Obrigatorios>]?: Valor<Entradas[K]> | undefined;
};

/** What `Editar` sends, parsed: a new student's fields and those only `Editar` has (the situation). */
export type CamposDaEdicao = CamposDoCadastro & { -readonly [K in Exclude<CampoDoAluno, DoCadastro>]: Valor<Entradas[K]> };

// ---- Who sees what.

const ve = (v: Visibilidade, papel: Papel) => v === "todos" || v.includes(papel);

/** Whether a role sees a field on the sheet and the form. */
export const visivelPara = (c: Pick<DescricaoDoCampo, "visivelPara">, papel: Papel) => ve(c.visivelPara, papel);

/** Whether a role gets a field in the CSV export. */
export const exportadoPara = (c: Pick<DescricaoDoCampo, "visivelPara" | "exportadoPara">, papel: Papel) => ve(c.exportadoPara ?? c.visivelPara, papel);

/**
 * The fields a form shows a role: `Novo aluno`'s (`cadastro`: the short form), the sheet's
 * `Editar` (`edicao`: today's fields and the situation), or one section's `Editar` (every field of
 * the section).
 */
export function camposDoFormulario(forma: "cadastro" | "edicao" | SecaoDoAluno, papel: Papel): Campo[] {
  const naForma = (c: Campo) =>
    forma === "cadastro" ? !c.formulario || c.formulario === "sempre" : forma === "edicao" ? c.formulario !== "secao" : c.secao === forma && !c.primeiroResponsavel;
  return CAMPOS.filter((c) => naForma(c) && visivelPara(c, papel));
}

/** The name of a field outside its section's form: the sheet, the history, the spreadsheet's column. */
export const tituloDoCampo = (c: Pick<DescricaoDoCampo, "rotulo" | "titulo">) => c.titulo ?? c.rotulo;

// ---- Fields shown only with another's answer (`quando`).

/** Whether a field's condition holds for these values (a field without one: always). */
export function condicaoAtendida(c: Pick<DescricaoDoCampo, "quando">, valores: Readonly<Record<string, unknown>>): boolean {
  if (!c.quando) return true;
  const outro = valores[c.quando.campo];
  if (typeof outro !== "string" || outro === "") return false;
  if (c.quando.valores) return c.quando.valores.includes(outro);
  return !(c.quando.exceto ?? []).includes(outro);
}

/** The values with every field whose condition does not hold dropped (null): what is stored. */
export function aplicarCondicoes<V extends Record<string, unknown>>(valores: V): V {
  const saida: Record<string, unknown> = { ...valores };
  for (const c of CAMPOS) if (c.quando && c.chave in saida && !condicaoAtendida(c, saida)) saida[c.chave] = c.tipo.tipo === "conjunto" ? [] : null;
  return saida as V;
}

/**
 * A student with only the fields a role sees (every other emptied: null, or no codes): what a page
 * of a role that sees little (a professor's) is given, so nothing else can be rendered by mistake.
 */
export function soOVisivel<A extends Record<CampoDoAluno, unknown>>(aluno: A, papel: Papel): A {
  const saida: Record<string, unknown> = { ...aluno };
  for (const c of CAMPOS) if (!visivelPara(c, papel)) saida[c.chave] = c.tipo.tipo === "conjunto" ? [] : null;
  return saida as A;
}

/**
 * A section's fields a role sees on the sheet, in order. The first responsável's three fields
 * (`Nome do responsável`…: the first to call) come after the section's own, above the list itself.
 */
export function camposDaSecao(secao: SecaoDoAluno, papel: Papel): Campo[] {
  const daSecao = CAMPOS.filter((c) => c.secao === secao && visivelPara(c, papel));
  return [...daSecao.filter((c) => !c.primeiroResponsavel), ...daSecao.filter((c) => c.primeiroResponsavel)];
}

/** The first responsável's fields (typed as three fields on the short forms, stored in the list: lib/alunos/responsaveis.ts). */
export const CAMPOS_DO_PRIMEIRO_RESPONSAVEL = CAMPOS.filter((c) => c.primeiroResponsavel);

// ---- How a value reads.

/** A value as stored: a string, or a set's codes (`conjunto`). */
export type ValorGuardado = string | readonly string[] | null | undefined;

/** A set's codes, stored (an array) or as the history and the form's answer keep them (joined by commas). */
export const codigosDoConjunto = (valor: ValorGuardado): string[] =>
  Array.isArray(valor) ? [...valor] : typeof valor === "string" && valor ? valor.split(",") : [];

/** A field's name in a form's data: a set's checkboxes share `chave[]` (lib/infra/actions/form-data.ts reads every value). */
export const nomeNoFormulario = (c: Pick<Campo, "chave" | "tipo">) => (c.tipo.tipo === "conjunto" ? `${c.chave}[]` : c.chave);

/** The names a form's data gives these fields (nomeNoFormulario): what an action lists as its `fields`. */
export const nomesNoFormulario = (chaves: readonly string[]): string[] =>
  chaves.map((chave) => {
    const c = CAMPOS.find((x) => x.chave === chave);
    return c ? nomeNoFormulario(c) : chave;
  });

/** A stored value as a form shows it: a phone formatted, a CPF masked (`Mostrar CPF` fetches it whole), a set's codes joined by commas. */
export function valorNoFormulario(c: Pick<DescricaoDoCampo, "tipo">, valor: ValorGuardado): string {
  if (typeof valor !== "string") return codigosDoConjunto(valor).join(",");
  if (!valor) return "";
  if (c.tipo.tipo === "telefone") return formatarTelefone(valor);
  if (c.tipo.tipo === "cpf") return mascararCpf(valor);
  if (c.tipo.tipo === "cep") return formatarCep(valor);
  return valor;
}

/** A student's fields as `Editar` (or a section's) opens with them: only those the role sees (the others never leave the server). */
export function valoresDoFormulario(
  aluno: Partial<Record<CampoDoAluno, ValorGuardado>>,
  papel: Papel,
  forma: "edicao" | SecaoDoAluno = "edicao",
): Record<string, string> {
  return Object.fromEntries(camposDoFormulario(forma, papel).map((c) => [nomeNoFormulario(c), valorNoFormulario(c, aluno[c.chave])]));
}

/**
 * A stored value as people read it (the sheet, the history, the export): a day DD/MM/AAAA, a
 * phone and the documents formatted, an option by its word, a school by its name (`escolas`, when
 * known), a municipality by its name (`municipio`: the server's lookup, lib/alunos/legivel.ts; the
 * whole table stays out of the browser).
 */
export function valorLegivel(
  c: Pick<DescricaoDoCampo, "tipo">,
  valor: string | readonly string[],
  escolas?: ReadonlyMap<string, string>,
  municipio?: (codigo: string) => string | undefined,
): string {
  if (c.tipo.tipo === "conjunto") return conjuntoLegivel(c.tipo, codigosDoConjunto(valor));
  if (typeof valor !== "string") return valor.join(", ");
  switch (c.tipo.tipo) {
    case "data":
      return formatarData(valor);
    case "telefone":
      return formatarTelefone(valor);
    case "cpf":
      return formatarCpf(valor);
    case "opcao":
      return c.tipo.rotulos[valor] ?? valor;
    case "escola":
      return escolas?.get(valor) ?? valor;
    case "municipio":
      return municipio?.(valor) ?? valor;
    case "nis":
      return /^\d{11}$/.test(valor) ? formatarNis(valor) : valor;
    case "cns":
      return /^\d{15}$/.test(valor) ? formatarCns(valor) : valor;
    case "cep":
      return /^\d{8}$/.test(valor) ? formatarCep(valor) : valor;
    case "certidao":
    case "texto":
    case "nome":
    case "email":
      return valor;
    default:
      return semTipo(c.tipo);
  }
}

/** A set's words in the list's order, joined; Deficiência múltipla after the deficiências it is derived from. */
function conjuntoLegivel(tipo: Extract<TipoDoCampo, { tipo: "conjunto" }>, codigos: readonly string[]): string {
  const palavras = tipo.opcoes.filter((o) => codigos.includes(o)).map((o) => tipo.rotulos[o] ?? o);
  if (tipo.derivado === "deficienciaMultipla" && temDeficienciaMultipla(codigos as Deficiencia[])) palavras.push(censoTexts.deficienciaMultipla);
  return palavras.join(", ");
}

/** A type the switch above does not handle fails to compile here. */
function semTipo(tipo: never): never {
  throw new Error(`a student's field of an unknown type: ${JSON.stringify(tipo)}`);
}

// ---- The history.

/** The fields whose changes the history records with their values, in order. */
export const CAMPOS_DO_HISTORICO = CAMPOS.filter((c) => c.historico === "valores").map((c) => c.chave);
/** The fields whose changes the history records without values (a CPF), after those. */
export const CAMPOS_SO_ALTERADOS = CAMPOS.filter((c) => c.historico !== "valores").map((c) => c.chave);

/** A history line's field, by its key as stored (a field since removed reads as its key). */
export const campoDoHistorico = (chave: string): Campo | undefined => CAMPOS.find((c) => c.chave === chave);
