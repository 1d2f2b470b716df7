// A spreadsheet import, all or nothing over many commits: what the rest of the app uses of it.
// Import from "@/lib/alunos/planilha/importacao". Its parts:
// - registro.ts: the import's record and stored rows (schema, creation by Verificar, reading, the
//   fields every step writes);
// - passos.ts: its steps, from the start to the commit point and on to its end, declared as a job
//   of the long-job protocol (lib/infra/tarefas, docs/jobs.md);
// - retomada.ts: taking over an import whose server stopped halfway;
// - agenda.ts: when this process looks for a company's stopped imports (bounded memory).
export {
  FalhaDaImportacao,
  lerImportacao,
  LOTE,
  PARADA_MS,
  prepararImportacao,
  progressoDe,
  VALIDADE_DA_VERIFICACAO_MS,
  type Importacao,
} from "@/lib/alunos/planilha/importacao/registro";
export { continuarImportacao, iniciarImportacao, type Opcoes, type Passo } from "@/lib/alunos/planilha/importacao/passos";
/** For tests: a run stops there, as if its server died (the protocol's). */
export { Interrupcao } from "@/lib/infra/tarefas";
export { retomarImportacao, retomarImportacoesParadas } from "@/lib/alunos/planilha/importacao/retomada";
export { procurarImportacoesParadas } from "@/lib/alunos/planilha/importacao/agenda";
