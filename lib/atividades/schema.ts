import "server-only";
import { Timestamp } from "firebase-admin/firestore";
import { z } from "zod";

// An activity: who changed what, and when, in a company (`atividades`). Written in the same commit
// as the change (escrita.ts), read as a record's history and the company's recent activity (dados.ts).

export type TipoAtividade =
  | "escola.criada"
  | "escola.atualizada"
  | "escola.desativada"
  | "escola.reativada"
  | "aluno.criado"
  | "aluno.atualizado"
  | "aluno.excluido"
  | "aluno.unificado"
  | "aluno.importado"
  | "alunos.importados"
  | "alunos.exportados"
  | "aluno.cpfMostrado"
  | "alunos.buscaPorCpf"
  | "empresa.atualizada"
  | "membro.convidado"
  | "membro.papel"
  | "membro.removido"
  | "anoLetivo.criado"
  | "anoLetivo.atualizado"
  | "anoLetivo.iniciado"
  | "anoLetivo.diaAdicionado"
  | "anoLetivo.diaRemovido"
  | "turma.criada"
  | "turma.atualizada"
  | "aluno.enturmado"
  | "aluno.remanejado"
  | "aluno.tiradoDaTurma"
  | "chamada.salva"
  | "chamadas.desconsideradas"
  | "notas.salvas"
  | "notas.semNota"
  | "pareceres.salvos"
  | "regras.atualizadas"
  | "anoLetivo.encerrado"
  | "anoLetivo.reaberto"
  | "turma.professorAdicionado"
  | "turma.professorRemovido"
  | "documento.emitido"
  | "documento.revogado"
  | "rematricula.confirmada"
  | "rematricula.desfeita"
  | "aluno.rematriculado"
  | "aluno.concluinte"
  | "aluno.rematriculaDesfeita"
  | "aluno.dadosPessoaisExportados";

/** One field's change; personal data is recorded as changed without its values (`de`/`para` null). */
export type Mudanca = { campo: string; de: string | null; para: string | null };

export type Atividade = {
  tipo: TipoAtividade;
  /** What changed; `nome` null once personal data is gone (a deleted student). */
  alvo: { colecao: string; id: string; nome: string | null };
  mudancas?: Mudanca[];
  /** A sentence about the change ("importado da planilha alunos.csv"), without personal data. */
  detalhe?: string;
};

/** Who makes a change, in which company: the session's, or recorded for work that outlives it. */
export type Autor = { idEmpresa: string; uid: string; nome: string };

/** An entry as a history reads it back (malformed fields read as empty). */
export const entrada = z.object({
  tipo: z.string(),
  em: z.instanceof(Timestamp).transform((t) => t.toDate()).nullable().catch(null),
  porNome: z.string().catch(""),
  detalhe: z.string().nullable().catch(null),
  mudancas: z.array(z.object({ campo: z.string(), de: z.string().nullable().catch(null), para: z.string().nullable().catch(null) })).catch([]),
});

export type EntradaHistorico = { id: string } & z.output<typeof entrada>;
