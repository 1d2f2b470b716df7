// The long-job protocol, written once (docs/jobs.md): import from "@/lib/infra/tarefas".
// - protocolo.ts: the heartbeat, the errors that leave a run where it is, the retries;
// - tarefa.ts: the engine a kind of job is declared with (`definirTarefa`).
export {
  Aguardar,
  batida,
  comInsistencia,
  deixada,
  FimDoPrazo,
  Interrupcao,
  PARADA_MS,
  parada,
  PosseTransferida,
  type Opcoes,
  type Passo,
  type Registro,
} from "@/lib/infra/tarefas/protocolo";
export { definirTarefa, type Campos, type Desfazer, type Etapa, type Lote, type Percurso, type Tarefa, type Tipo, type Trabalho } from "@/lib/infra/tarefas/tarefa";
