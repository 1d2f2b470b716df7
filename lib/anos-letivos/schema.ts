import "server-only";
import { z } from "zod";
import { momentoGuardado, textoGuardado } from "@/lib/infra/firestore/campos";
import { nomeDePessoaOuLugar } from "@/lib/campos/texto";
import { lerData } from "@/lib/campos/data";
import { feriadosNacionais, type FeriadoNacional } from "@/lib/regras/feriados";
import { QUANTIDADE_DE_ETAPAS, validarDiaEspecial, validarEtapas, type DiaEspecial, type Periodo, type TipoDeEtapas } from "@/lib/regras/calendario";
import { anoLetivoTexts, encerramentoTexts } from "@/lib/messages";
import { regrasDeAvaliacaoSchema, type RegrasDeAvaliacao } from "@/lib/regras/regras-de-avaliacao";

// The school year's forms (what a person may send) and document (what is stored), each parsed at
// its boundary. The calendar's rules (etapas in order, inside the year; the count of dias letivos)
// are lib/regras/calendario.ts's: this file only names the field each problem is about.

const erros = anoLetivoTexts.erros;

export const TIPOS_DE_ETAPAS = ["bimestres", "trimestres", "semestres"] as const satisfies readonly TipoDeEtapas[];
/** The most etapas a year has (bimestres). */
export const ETAPAS_MAX = 4;
export const SITUACOES_DO_ANO = ["planejamento", "andamento", "encerrado"] as const;
export type SituacaoDoAno = (typeof SITUACOES_DO_ANO)[number];
/** The most periods of special days a year keeps (one document holds them all). */
export const DIAS_ESPECIAIS_MAX = 200;

const numeros = Array.from({ length: ETAPAS_MAX }, (_, i) => i + 1);
/** The date fields of the form: inicio1, fim1, … inicio4, fim4. */
export const camposDasDatas = numeros.flatMap((n) => [`inicio${n}`, `fim${n}`] as const);
export const campoDaData = (n: number, campo: "inicio" | "fim") => `${campo}${n}`;

const id = (mensagem: string) => z.string({ error: mensagem }).trim().min(1, mensagem).max(200, mensagem);
const data = z.string().max(40).optional().catch(undefined);

const ano = z
  .string({ error: erros.ano })
  .max(10, erros.ano)
  .transform((v) => v.trim())
  .pipe(z.string().regex(/^\d{4}$/, erros.ano))
  .transform(Number)
  .pipe(z.number().int().min(2000, erros.ano).max(2100, erros.ano));

const tipoEtapas = z.enum(TIPOS_DE_ETAPAS, { error: erros.tipoEtapas });

const MENSAGEM_DO_PROBLEMA = { faltaData: erros.datasFaltando, ordem: erros.ordem, foraDoAno: erros.foraDoAno } as const;

/** The etapas of a form's dates (as many as its kind has), checked; the first problem names its field. */
function comEtapas<T extends { ano: number; tipoEtapas: TipoDeEtapas } & Partial<Record<string, unknown>>>(valores: T, ctx: z.RefinementCtx): Periodo[] {
  const etapas = numeros.slice(0, QUANTIDADE_DE_ETAPAS[valores.tipoEtapas]).map((n) => ({
    inicio: lerIso(valores[campoDaData(n, "inicio")]),
    fim: lerIso(valores[campoDaData(n, "fim")]),
  }));
  const problema = validarEtapas(valores.ano, etapas);
  if (problema) {
    ctx.addIssue({ code: "custom", message: MENSAGEM_DO_PROBLEMA[problema.tipo], path: [campoDaData(problema.etapa + 1, problema.campo)] });
    return [];
  }
  return etapas as Periodo[];
}

/** A date field's value when it is a real YYYY-MM-DD day (the form's date inputs send that), else undefined. */
function lerIso(valor: unknown): string | undefined {
  return typeof valor === "string" && /^\d{4}-\d{2}-\d{2}$/.test(valor.trim()) ? (lerData(valor.trim()) ?? undefined) : undefined;
}

/**
 * The message and field of etapas that do not fit a year (its stored number, not a form's), or
 * null: an edit's dates are checked against the year being edited, whatever `ano` the form sends.
 */
export function problemaDasEtapas(ano: number, etapas: Periodo[]): { campo: string; mensagem: string } | null {
  const problema = validarEtapas(ano, etapas);
  return problema ? { campo: campoDaData(problema.etapa + 1, problema.campo), mensagem: MENSAGEM_DO_PROBLEMA[problema.tipo] } : null;
}

const datas = Object.fromEntries(camposDasDatas.map((c) => [c, data])) as Record<(typeof camposDasDatas)[number], typeof data>;

/** The fields a person fills in for a year (`feriados[]`: the first days of the national holidays left ticked). */
export const anoLetivoFields = ["idEscola", "ano", "tipoEtapas", ...camposDasDatas, "feriados[]", "token"] as const;

/** The ticked holidays' first days; anything else sent is no holiday and is left out. */
const feriadosMarcados = z.array(z.string().max(20)).max(40).optional().catch(undefined);

/** The national holidays of `ano` whose first day was ticked (lib/regras/feriados.ts: the list is the server's, never the form's). */
function feriadosEscolhidos(ano: number, marcados: readonly string[] | undefined): FeriadoNacional[] {
  const dias = new Set(marcados ?? []);
  return feriadosNacionais(ano).filter((f) => dias.has(f.de));
}

/**
 * A new year: its school (from the page's address), its number, its kind of etapas and their
 * dates, the national holidays ticked (written as `Não letivo` days), and the form's one-time token
 * (a retry of this very form is answered as the first was).
 */
export const anoLetivoCriacao = z
  .object({ idEscola: id(anoLetivoTexts.naoEncontrado), ano, tipoEtapas, ...datas, feriados: feriadosMarcados, token: z.string().max(200).optional().catch(undefined) })
  .transform((v, ctx) => ({
    idEscola: v.idEscola,
    ano: v.ano,
    tipoEtapas: v.tipoEtapas,
    etapas: comEtapas(v, ctx),
    feriados: feriadosEscolhidos(v.ano, v.feriados),
    token: v.token,
  }));
export type AnoLetivoCriacao = z.output<typeof anoLetivoCriacao>;

/** An edit of the etapas: the year (its id) and the version the form was opened at; the year's number stays. */
export const anoLetivoEdicao = z
  .object({
    id: id(anoLetivoTexts.naoEncontrado),
    versao: z.coerce.number({ error: erros.alteradoPorOutro }).int(erros.alteradoPorOutro).min(0, erros.alteradoPorOutro),
    ano,
    tipoEtapas,
    ...datas,
  })
  .transform((v, ctx) => ({ id: v.id, versao: v.versao, ano: v.ano, tipoEtapas: v.tipoEtapas, etapas: comEtapas(v, ctx) }));
export type AnoLetivoEdicao = z.output<typeof anoLetivoEdicao>;

export const anoLetivoId = z.object({ id: id(anoLetivoTexts.naoEncontrado) });

/** `Confirmar encerramento`: the year, and `antecipado=sim` when the administrador confirmed closing it before its last etapa's end. */
export const encerramentoInput = z
  .object({ id: id(anoLetivoTexts.naoEncontrado), antecipado: z.string().max(10).optional().catch(undefined) })
  .transform((v) => ({ id: v.id, antecipado: v.antecipado === "sim" }));

const errosDoDia = erros.especiais;
const MENSAGEM_DO_DIA = { faltaData: errosDoDia.data, ordem: errosDoDia.ordem, foraDoAno: errosDoDia.foraDoAno } as const;

/**
 * A period of special days added to a year: De, Até, Tipo, Motivo, and `confirmado` when the person
 * confirmed `Marcar como não letivo e desconsiderar as chamadas desses dias`.
 */
export const diaEspecialInput = z
  .object({
    id: id(anoLetivoTexts.naoEncontrado),
    de: data,
    ate: data,
    tipo: z.enum(["naoLetivo", "letivoExtra"], { error: errosDoDia.tipo }),
    motivo: nomeDePessoaOuLugar({ obrigatorio: errosDoDia.motivo, tamanho: errosDoDia.motivo }),
    confirmado: z.string().max(10).optional().catch(undefined),
  })
  .transform((v) => ({ id: v.id, de: lerIso(v.de), ate: lerIso(v.ate), tipo: v.tipo, motivo: v.motivo, confirmado: v.confirmado === "sim" }));
export type DiaEspecialInput = z.output<typeof diaEspecialInput>;
export const diaEspecialFields = ["id", "de", "ate", "tipo", "motivo", "confirmado"] as const;

/** The message and field of a special day's dates that do not fit the year, or null. */
export function problemaDoDia(ano: number, etapas: Periodo[], dia: { de?: string; ate?: string }): { campo: "de" | "ate"; mensagem: string } | null {
  const problema = validarDiaEspecial(ano, etapas, dia);
  return problema ? { campo: problema.campo, mensagem: MENSAGEM_DO_DIA[problema.tipo] } : null;
}

export const diaEspecialRemocao = z.object({ id: id(anoLetivoTexts.naoEncontrado), dia: id(errosDoDia.naoEncontrado) });

const dia = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** anos_letivos/{idEscola}__{ano}, as stored. */
export const anoLetivoDoc = z.object({
  idEmpresa: z.string().min(1),
  idEscola: z.string().min(1),
  ano: z.number().int(),
  tipoEtapas: z.enum(TIPOS_DE_ETAPAS),
  /** Empty: a year the rematrícula created `Em planejamento`, its dates for the secretary to fill in (it cannot start so). */
  etapas: z.array(z.object({ inicio: dia, fim: dia })).max(ETAPAS_MAX),
  especiais: z
    .array(z.object({ id: z.string(), de: dia, ate: dia, tipo: z.enum(["naoLetivo", "letivoExtra"]), motivo: z.string() }))
    .catch([]),
  situacao: z.enum(SITUACOES_DO_ANO).catch("planejamento"),
  /** The rules of evaluation in force when the year was closed (absent while open: the company's apply). */
  regras: regrasDeAvaliacaoSchema
    .nullable()
    .optional()
    .catch(null),
  /** While `Encerrar ano letivo` runs: since when (a run stopped for longer than a few minutes is taken over). */
  encerrandoDesde: momentoGuardado,
  versao: z.number().int().catch(0),
  criadoEm: momentoGuardado,
  criadoPor: textoGuardado,
  atualizadoEm: momentoGuardado,
  atualizadoPor: textoGuardado,
});

export type DiaEspecialGuardado = DiaEspecial & { id: string; motivo: string };

/** A school year as the pages see it. */
export type AnoLetivo = {
  id: string;
  idEscola: string;
  ano: number;
  tipoEtapas: TipoDeEtapas;
  etapas: Periodo[];
  especiais: DiaEspecialGuardado[];
  situacao: SituacaoDoAno;
  /** A closed year's rules of evaluation (null while open). */
  regras: RegrasDeAvaliacao | null;
  /** While the closing runs: since when (grades, roll calls and enrolments wait). */
  encerrandoDesde: Date | null;
  versao: number;
};

/** A line of a school's years. */
export type AnoLetivoResumo = Pick<AnoLetivo, "id" | "ano" | "situacao">;

/** `Reabrir ano letivo`: the year and the reason (`Motivo`, required: it goes to the activity). */
export const reaberturaInput = z.object({
  id: id(anoLetivoTexts.naoEncontrado),
  motivo: nomeDePessoaOuLugar({ obrigatorio: encerramentoTexts.erros.motivo, tamanho: encerramentoTexts.erros.motivo }),
});
