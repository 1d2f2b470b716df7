import "server-only";
import { z } from "zod";
import { momentoGuardado, textoGuardado } from "@/lib/infra/firestore/campos";
import { ENTRADA_MAX } from "@/lib/campos/texto";
import { minutosPorDia } from "@/lib/regras/carga-horaria";
import { CODIGOS_DE_ETAPA_DE_ENSINO, type CodigoEtapaDeEnsino } from "@/lib/regras/etapas-de-ensino";
import { NOME_DA_TURMA_MAX, TURNOS, VAGAS_MAX, VAGAS_MIN, type Turno } from "@/lib/turmas/documento";
import { turmaTexts } from "@/lib/messages";
import { COMPONENTES_MAX, type Componente } from "@/lib/turmas/componentes";

// A turma's form (what a person may send) and document (what is stored), each parsed at its
// boundary. The company is the session's; the school and the year come from the page's address.

const erros = turmaTexts.erros;

/** Refused: characters that hide or reorder text (as in every name), kept out of a turma's name too. */
const INVISIVEIS = /[\u0000-\u001F\u007F-\u009F\p{Cf}\p{Co}\p{Cs}]/u;

const nome = z
  .string({ error: erros.nome })
  .max(ENTRADA_MAX, erros.nomeTamanho)
  .transform((v) => v.normalize("NFC").replace(/\s+/g, " ").trim())
  .pipe(
    z
      .string()
      .min(1, { message: erros.nome, abort: true })
      .max(NOME_DA_TURMA_MAX, { message: erros.nomeTamanho, abort: true })
      .refine((v) => !INVISIVEIS.test(v), erros.nome),
  );

const etapaDeEnsino = z.enum(CODIGOS_DE_ETAPA_DE_ENSINO, { error: erros.etapaDeEnsino });
const turno = z.enum(TURNOS, { error: erros.turno });

const vagas = z
  .string({ error: erros.vagas })
  .max(10, erros.vagas)
  .transform((v) => v.trim())
  .pipe(z.string().regex(/^\d{1,2}$/, erros.vagas))
  .transform(Number)
  .pipe(z.number().int().min(VAGAS_MIN, erros.vagas).max(VAGAS_MAX, erros.vagas));

const hora = z
  .string({ error: erros.hora })
  .max(10, erros.hora)
  .transform((v) => v.trim())
  .pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, erros.hora));

const codigoInep = z
  .string({ error: erros.codigoInep })
  .max(100, erros.codigoInep)
  .optional()
  .transform((v) => v?.replace(/\s/g, "") || undefined)
  .pipe(z.string().regex(/^\d{1,10}$/, erros.codigoInep).optional());

const id = (mensagem: string) => z.string({ error: mensagem }).trim().min(1, mensagem).max(200, mensagem);

/** The fields a person fills in. */
export const turmaFields = ["nome", "etapaDeEnsino", "turno", "vagas", "inicioAulas", "fimAulas", "codigoInep"] as const;

const campos = z.object({ nome, etapaDeEnsino, turno, vagas, inicioAulas: hora, fimAulas: hora, codigoInep });

/** The end of the classes after their start, said next to `Fim das aulas`. */
const comHorario = <T extends { inicioAulas: string; fimAulas: string }>(v: T, ctx: z.RefinementCtx) => {
  if (minutosPorDia(v.inicioAulas, v.fimAulas) === null) ctx.addIssue({ code: "custom", message: erros.fimAntesDoInicio, path: ["fimAulas"] });
};

export const turmaInput = campos.superRefine(comHorario);
export type TurmaInput = z.output<typeof turmaInput>;

/** A new turma: its year (from the address) and its form's one-time token. */
export const turmaCriacao = campos
  .extend({ idAnoLetivo: id(turmaTexts.naoEncontrada), token: z.string().max(200).optional().catch(undefined) })
  .superRefine(comHorario);

/** An edit names the turma and the version the form was opened at. */
export const turmaEdicao = campos
  .extend({
    id: id(turmaTexts.naoEncontrada),
    versao: z.coerce.number({ error: erros.alteradaPorOutro }).int(erros.alteradaPorOutro).min(0, erros.alteradaPorOutro),
  })
  .superRefine(comHorario);

/** turmas/{auto}, as stored. */
export const turmaDoc = z.object({
  idEmpresa: z.string().min(1),
  idEscola: z.string().min(1),
  idAnoLetivo: z.string().min(1),
  ano: z.number().int(),
  nome: z.string().min(1),
  etapaDeEnsino: z.enum(CODIGOS_DE_ETAPA_DE_ENSINO),
  turno: z.enum(TURNOS),
  vagas: z.number().int(),
  inicioAulas: z.string(),
  fimAulas: z.string(),
  codigoInep: textoGuardado,
  /** Students `Cursando` in it, kept by the enrolments' own transactions. */
  cursando: z.number().int().min(0).catch(0),
  /** The latest day with a roll call ("" before the first), kept by the roll call's transaction: Home's `Turmas sem chamada hoje`. */
  ultimaChamada: z.string().catch(""),
  /** The uids of the turma's professors (`array-contains`: a professor's turmas) and their names as added. */
  professores: z.array(z.string()).max(50).catch([]),
  nomesDosProfessores: z.record(z.string(), z.string()).catch({}),
  /**
   * `Componentes curriculares` (lib/turmas/componentes.ts). A turma stored before components
   * existed has none stored: it reads its etapa de ensino's default list (see turmaFrom).
   */
  componentes: z
    .array(z.object({ id: z.string().min(1), nome: z.string().min(1), professor: z.string().nullable().catch(null) }))
    .max(COMPONENTES_MAX)
    .optional()
    .catch(undefined),
  versao: z.number().int().catch(0),
  criadoEm: momentoGuardado,
  atualizadoEm: momentoGuardado,
});

/** A turma as the pages see it. */
export type Turma = {
  id: string;
  idEscola: string;
  idAnoLetivo: string;
  ano: number;
  nome: string;
  etapaDeEnsino: CodigoEtapaDeEnsino;
  turno: Turno;
  vagas: number;
  inicioAulas: string;
  fimAulas: string;
  codigoInep: string | null;
  cursando: number;
  ultimaChamada: string;
  /** Its professors: uid and the name shown. */
  professores: { uid: string; nome: string }[];
  /** `Componentes curriculares` (stored, else the etapa de ensino's defaults). */
  componentes: Componente[];
  versao: number;
};

/** `Adicionar professor` / `Remover`: the turma and the professor's account (uid). */
export const professorDaTurmaInput = z.object({ id: id(turmaTexts.naoEncontrada), professor: id(turmaTexts.professores.erros.professor) });
