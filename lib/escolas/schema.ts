import "server-only";
import { z } from "zod";
import { momentoGuardado, textoGuardado } from "@/lib/infra/firestore/campos";
import { nomeDePessoaOuLugar, telefoneOpcional, textoOpcional } from "@/lib/campos/texto";
import { UFS } from "@/lib/campos/uf";
import { escolaTexts } from "@/lib/messages";

// The school's form (what a person may send) and document (what is stored), each parsed at its
// boundary. The company is never part of the form: it is the session's.

const erros = escolaTexts.erros;

export const MUNICIPIO_MAX = 80;

const nome = nomeDePessoaOuLugar({ obrigatorio: erros.nomeObrigatorio, tamanho: erros.nomeTamanho });

/** INEP: exactly 8 digits, not starting with 0; blanks around it are forgiven. */
const codigoInep = z
  .string({ error: erros.inep })
  .max(100, erros.inep)
  .optional()
  .transform((v) => v?.replace(/\s/g, "") || undefined)
  .pipe(z.string().regex(/^[1-9]\d{7}$/, erros.inep).optional());

const uf = z
  .string({ error: erros.uf })
  .max(100, erros.uf)
  .optional()
  .transform((v) => v?.trim().toUpperCase() || undefined)
  .pipe(z.enum(UFS, { error: erros.uf }).optional());

/** The fields a person fills in. */
export const escolaFields = ["nome", "codigoInep", "municipio", "uf", "telefone"] as const;

export const escolaInput = z.object({
  nome,
  codigoInep,
  municipio: textoOpcional(MUNICIPIO_MAX, erros.municipio),
  uf,
  telefone: telefoneOpcional(erros.telefone),
});

export type EscolaInput = z.output<typeof escolaInput>;

/** A new school also carries its form's one-time token (checked by the create: lib/infra/actions/criacao.ts). */
export const escolaCriacao = escolaInput.extend({ token: z.string().max(200).optional().catch(undefined) });

/** An edit also names the school and the version the form was opened at (hidden fields). */
export const escolaEdicao = escolaInput.extend({
  id: z.string({ error: escolaTexts.naoEncontrada }).trim().min(1, escolaTexts.naoEncontrada).max(200, escolaTexts.naoEncontrada),
  versao: z.coerce.number({ error: erros.alteradaPorOutro }).int(erros.alteradaPorOutro).min(0, erros.alteradaPorOutro),
});

export const situacaoInput = z.object({
  id: z.string({ error: escolaTexts.naoEncontrada }).trim().min(1, escolaTexts.naoEncontrada).max(200, escolaTexts.naoEncontrada),
  ativa: z.enum(["true", "false"], { error: escolaTexts.erros.situacao }).transform((v) => v === "true"),
});

const texto = textoGuardado;
const momento = momentoGuardado;

/** escolas/{auto}, as stored; malformed optional fields read as absent. */
export const escolaDoc = z.object({
  idEmpresa: z.string().min(1),
  nome: z.string().min(1),
  codigoInep: texto,
  municipio: texto,
  uf: z.enum(UFS).optional().catch(undefined),
  telefone: texto,
  ativa: z.boolean().catch(true),
  /** How many active students the school has, kept by the students' own transactions. */
  alunosAtivos: z.number().int().min(0).catch(0),
  /** The school's year in progress (set by `Iniciar ano letivo`: lib/anos-letivos/escrita.ts). */
  anoEmAndamento: z.object({ id: z.string().min(1), ano: z.number().int() }).nullable().optional().catch(null),
  versao: z.number().int().catch(0),
  criadoEm: momento,
  criadoPor: texto,
  atualizadoEm: momento,
  atualizadoPor: texto,
});

/** A school as the pages see it. */
export type Escola = {
  id: string;
  nome: string;
  codigoInep: string | null;
  municipio: string | null;
  uf: string | null;
  telefone: string | null;
  ativa: boolean;
  alunosAtivos: number;
  anoEmAndamento: { id: string; ano: number } | null;
  versao: number;
  atualizadoEm: Date | null;
};

/** A row of the list (what the table shows). */
export type EscolaResumo = Pick<Escola, "id" | "nome" | "codigoInep" | "municipio" | "uf" | "ativa">;

/** The list's "Situação" filter (the filter form reads its type too). */
export const SITUACOES = ["ativas", "inativas", "todas"] as const;
export type Situacao = (typeof SITUACOES)[number];

/** The filter in the address, or the default ("ativas") for anything else. */
export function situacaoDe(value: unknown): Situacao {
  return SITUACOES.includes(value as Situacao) ? (value as Situacao) : "ativas";
}

export type FiltroEscolas = { busca: string; situacao: Situacao };

/** The list's filter from its address (?q, ?situacao), bounded. */
export function filtroDoEndereco(params: { q?: string; situacao?: string }): FiltroEscolas {
  return { busca: (params.q ?? "").trim().slice(0, 100), situacao: situacaoDe(params.situacao) };
}
