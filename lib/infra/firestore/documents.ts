import "server-only";

// The database's collections and what a document id may be. Each domain parses its own documents
// (its schema.ts); the company's rule for reading any record is lib/empresas/schema.ts.

export const COLLECTIONS = {
  usuarios: "usuarios",
  usuariosEmpresas: "usuarios_empresas",
  empresas: "empresas",
  escolas: "escolas",
  /** One document per (company, INEP code): the key that keeps a code unique in a company. */
  escolasInep: "escolas_inep",
  /** One document per (company, folded name, folded municipality): the key that keeps a school's name unique in its municipality. */
  escolasNome: "escolas_nome",
  /** A school's years: anos_letivos/{idEscola}__{ano}, with its etapas and special days. */
  anosLetivos: "anos_letivos",
  /** A year's turmas (its school and year on each). */
  turmas: "turmas",
  /** One document per (year, compared name): the key that keeps a turma's name unique in its year. */
  turmasNome: "turmas_nome",
  /** A student's place in a turma, from a day while `Cursando`, then ended (lib/enturmacoes/). */
  enturmacoes: "enturmacoes",
  /** A turma's roll call of a day: chamadas/{idTurma}__{dia}, with each student's mark (lib/chamadas/). */
  chamadas: "chamadas",
  /** A turma's grades of one component and etapa: notas/{idTurma}__{idComponente}__{etapa} (lib/notas/). */
  notas: "notas",
  /** A child's `Parecer descritivo` of one etapa: pareceres/{idTurma}__{etapa}__{idAluno} (lib/pareceres/). */
  pareceres: "pareceres",
  /** A closed year's final situations of a turma's students: resultados/{idTurma} (lib/encerramento/). */
  resultados: "resultados",
  /** A company's rules of evaluation: regras_de_avaliacao/{idEmpresa} (Configurações). */
  regrasDeAvaliacao: "regras_de_avaliacao",
  /** Documents issued (declarations, boletins): documentos/{code}, checked by anyone at /verificar (lib/documentos/). */
  documentos: "documentos",
  /** The very bytes of each document's PDF: documentos_arquivos/{code}, so `Baixar novamente` and a retry give them again (issue 41). */
  documentosArquivos: "documentos_arquivos",
  /** One document per (company, issuing form's token): the key that makes a retried issue give the document it issued (issue 41). */
  emissoes: "emissoes",
  /** A student's boletim of a year last issued: boletins_emitidos/{idAluno}__{ano}, its code and content's digest (issue 41: one boletim per content). */
  boletinsEmitidos: "boletins_emitidos",
  alunos: "alunos",
  /** One document per (company, CPF): the key that keeps a CPF unique in a company. */
  alunosCpf: "alunos_cpf",
  /** Spreadsheet imports: the verified rows (in `linhas`, until the import ends) and its progress. */
  importacoes: "importacoes",
  /** A school's rematrícula into a year: rematriculas/{idEscola}__{ano}, its plan, its run and who went where (lib/rematricula/). */
  rematriculas: "rematriculas",
  /** A company's recount of the frequência flags after a change of `Frequência mínima`: recontagens/{idEmpresa} (lib/chamadas/recontagem/). */
  recontagens: "recontagens",
  /** `Unificar alunos`'s move of the records that name the student that went, after its commit: unificacoes/{id} (lib/alunos/unificacao/). */
  unificacoes: "unificacoes",
  /** A company's next enrolment number per year. */
  sequencias: "sequencias",
  /** Who changed what, and when, in a company: the histories and the activity list. */
  atividades: "atividades",
  /**
   * A company's kept counts for Home (active schools, active students, students below the minimum):
   * contadores/{idEmpresa} holds the base, contadores/{idEmpresa}/fatias/{0..} the changes since
   * (lib/empresas/contadores.ts).
   */
  contadores: "contadores",
  /** Counters of recent attempts (sign-in, password e-mails, invitations): lib/infra/limites/. */
  limites: "limites",
} as const;

/**
 * Whether a value from outside (an address, a form) is a plain document id, as Firestore allows
 * one: no slash (it would name another path; the SDK throws on it), not `.` nor `..`, not of the
 * reserved `__x__` form, at most 200 characters here. Anything else names no record ("not found").
 */
export function isDocumentId(id: unknown): id is string {
  return typeof id === "string" && /^(?!\.\.?$)(?!__.*__$)[^/]{1,200}$/.test(id);
}
