import "server-only";
import { z } from "zod";
import { ENTRADA_MAX, normalizarEspacos } from "@/lib/campos/texto";
import { nomeTexts, turmaTexts } from "@/lib/messages";
import { NOME_DO_COMPONENTE_MAX } from "@/lib/turmas/componentes";

// What a person may send about a turma's `Componentes curriculares` (lib/turmas/componentes-escrita.ts):
// the turma and the component by id, a component's name, a professor's account. Parsed at the action's
// boundary; whether the ids name a turma of the company and one of its components is the writes' to say.

const erros = turmaTexts.componentes.erros;

/**
 * Characters no name may hold (as every name of the app, lib/campos/texto.ts): control characters
 * (tab and line breaks are blanks, collapsed instead), format characters (bidi controls, zero-width
 * ones, the byte-order mark), private-use and lone surrogates.
 */
const INVISIVEIS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\p{Cf}\p{Co}\p{Cs}]/u;

/** `Nome do componente`: NFC, blanks collapsed, 1..NOME_DO_COMPONENTE_MAX characters, nothing invisible. */
export const nomeDoComponente = z
  .string({ error: erros.nome })
  .max(ENTRADA_MAX, erros.nomeTamanho)
  .transform((v) => v.normalize("NFC"))
  .refine((v) => !INVISIVEIS.test(v), { message: nomeTexts.caracteresInvalidos, abort: true })
  .transform(normalizarEspacos)
  .pipe(
    z
      .string()
      .min(1, { message: erros.nome, abort: true })
      .max(NOME_DO_COMPONENTE_MAX, erros.nomeTamanho),
  );

const id = (mensagem: string) => z.string({ error: mensagem }).trim().min(1, mensagem).max(200, mensagem);

const idTurma = id(turmaTexts.naoEncontrada);
const idComponente = id(erros.naoEncontrado);

/** `Adicionar componente`. */
export const adicionarComponenteInput = z.object({ idTurma, nome: nomeDoComponente });
export type AdicionarComponenteInput = z.output<typeof adicionarComponenteInput>;

/** `Renomear`: the component keeps its id (its grades name it so). */
export const renomearComponenteInput = z.object({ idTurma, idComponente, nome: nomeDoComponente });
export type RenomearComponenteInput = z.output<typeof renomearComponenteInput>;

/** `Remover`. */
export const removerComponenteInput = z.object({ idTurma, idComponente });
export type RemoverComponenteInput = z.output<typeof removerComponenteInput>;

/** `Professor do componente`: one of the turma's professors (a uid), or "" for `Nenhum`. */
export const professorDoComponenteInput = z.object({
  idTurma,
  idComponente,
  professor: z.string({ error: erros.professor }).trim().max(200, erros.professor),
});
export type ProfessorDoComponenteInput = z.output<typeof professorDoComponenteInput>;
