// Grades (`Lançar notas`), the boletim's screen and the closing of the year.
import type { TipoDeEtapas } from "@/lib/regras/calendario";
import type { SituacaoFinal } from "@/lib/regras/situacao-final";

const abreviacao: Record<TipoDeEtapas, string> = { bimestres: "bim.", trimestres: "tri.", semestres: "sem." };

export const situacaoFinalTexts: Record<SituacaoFinal, string> = {
  aprovado: "Aprovado",
  reprovado: "Reprovado",
  "reprovado-frequencia": "Reprovado por frequência",
  concluido: "Concluído",
};

export const notasTexts = {
  lancar: "Lançar notas",
  titulo: (turma: string) => `Lançar notas — ${turma}`,
  componente: "Componente",
  etapa: "Etapa",
  recuperacaoFinal: "Recuperação final",
  abrir: "Abrir",
  salvar: "Salvar notas",
  salvando: "Salvando…",
  salvas: "Notas salvas.",
  legenda: (componente: string, etapa: string) => `Notas de ${componente} — ${etapa}`,
  semAlunos: "Nenhum aluno esteve na turma nesta etapa.",
  semComponentes: "Esta turma não tem componentes curriculares com notas.",
  semRecuperacao: "Nenhum aluno está em recuperação neste componente.",
  ajuda: "Notas de 0 a 10, com até uma casa decimal (ex.: 7,5). Deixe em branco quem ainda não tem nota.",
  somenteLeitura: "Somente leitura: as notas desta etapa não podem mais ser alteradas por você.",
  anoEncerrado: "O ano letivo está encerrado: as notas são somente leitura.",
  mediaDoAluno: (media: string) => `Média anual: ${media}`,
  voltar: "Voltar para a turma",
  erros: {
    nota: "Nota inválida: use um número de 0 a 10, com até uma casa decimal.",
    alteradas: "Estas notas foram alteradas por outra pessoa. Recarregue a página.",
    alunoForaDaTurma: "Um dos alunos não esteve nesta turma nesta etapa. Recarregue a página.",
    foraDaRecuperacao: "Este aluno não está em recuperação neste componente.",
    semNotaSemIngresso: (nome: string) => `${nome} já estava no ano letivo no início desta etapa: lance a nota.`,
    semNotaEmTodas: (nome: string) => `${nome} precisa de nota em ao menos uma etapa do ano.`,
    componente: "Componente não encontrado nesta turma.",
    etapa: "Etapa inválida.",
    prazo: "O prazo para o professor lançar as notas desta etapa terminou (15 dias após o fim da etapa). Fale com a secretaria.",
    anoEncerrado: "O ano letivo está encerrado: as notas não podem ser alteradas.",
    anoFechando: "O ano letivo está sendo encerrado. Tente novamente em alguns minutos.",
    semAno: "As notas são lançadas quando o ano letivo está em andamento.",
    invalido: "Não foi possível salvar as notas: confira os campos.",
  },
  /** The recovery grid's mark, per student (its accessible name starts with the visible text). */
  naoCompareceu: "Não compareceu à recuperação",
  naoCompareceuDe: (nome: string) => `Não compareceu à recuperação: ${nome}`,
  /** A student's etapa without a grade because they joined later: "Sem nota (ingressou em 04/05/2026)". */
  semNota: (ingresso: string) => `Sem nota (ingressou em ${ingresso})`,
  semNotaDe: (ingresso: string, nome: string) => `Sem nota (ingressou em ${ingresso}): ${nome}`,
  detalheSemNota: (etapa: string, ingresso: string) => `${etapa}: Sem nota (ingressou em ${ingresso})`,
  detalheSemNotaRemovida: (etapa: string) => `${etapa}: Sem nota removido`,
  /** The whole etapa's grid: its heading, and a component's refusal. */
  legendaDaEtapa: (etapa: string) => `Notas — ${etapa}`,
  aluno: "Aluno",
  /** A cell of the whole etapa's grid: "Ana Lima — Matemática". */
  celula: (aluno: string, componente: string) => `${aluno} — ${componente}`,
  todosOsComponentes: "Todos os componentes",
  erroDoComponente: (componente: string, erro: string) => `${componente}: ${erro}`,
  detalhe: (componente: string, etapa: string, n: number) => `Notas de ${componente} (${etapa}): ${n} ${n === 1 ? "aluno" : "alunos"}`,
} as const;

export const boletimTexts = {
  /** "Boletim 2026". */
  titulo: (ano: number) => `Boletim ${ano}`,
  /** `1º bim.`, `1º tri.`, `1º sem.` */
  coluna: (tipo: TipoDeEtapas, n: number) => `${n}º ${abreviacao[tipo]}`,
  componente: "Componente",
  media: "Média",
  recuperacao: "Recuperação",
  /** An etapa's cell marked `Sem nota (ingressou em …)`, and the sentence under the table naming those etapas. */
  semNotaNaEtapa: "Sem nota",
  semNota: (ingresso: string, etapas: readonly string[]) => `Sem nota (ingressou em ${ingresso}): ${etapas.join(", ")}.`,
  observacao: "Observação",
  /** The recovery's cell of a student marked `Não compareceu à recuperação`. */
  naoCompareceu: "Não compareceu",
  final: "Final",
  faltasNoAno: "Faltas no ano",
  faltas: (total: string, justificadas: string) => `${total} (${justificadas} ${justificadas === "1" ? "justificada" : "justificadas"})`,
  frequenciaNoAno: "Frequência no ano",
  situacao: "Situação",
  cursando: "Cursando",
  baixar: "Baixar boletim (PDF)",
  boletinsDaTurma: "Boletins da turma (PDF)",
  legenda: (ano: number) => `Notas do boletim de ${ano}`,
  semNotas: "Educação Infantil: avaliação sem notas (LDB, art. 31).",
  turma: "Turma",
  escola: "Escola",
  empresa: "Empresa",
  matricula: "Matrícula",
  anoLetivo: "Ano letivo",
  semBoletim: "O boletim aparece aqui quando o aluno estiver em uma turma.",
} as const;

export const encerramentoTexts = {
  encerrar: "Encerrar ano letivo",
  titulo: (ano: number) => `Encerrar ano letivo ${ano}`,
  previa: "Prévia do encerramento",
  faltam: (componente: string, etapa: string, n: number) => `Faltam notas: ${componente}, ${etapa}, ${n} ${n === 1 ? "aluno" : "alunos"}`,
  /** Students entitled to the final recovery without its grade (nor `Não compareceu`): "Falta a recuperação final: Matemática, 2 alunos". */
  faltaRecuperacao: (componente: string, n: number) => `Falta a recuperação final: ${componente}, ${n} ${n === 1 ? "aluno" : "alunos"}`,
  /** The link to that component's recovery grid. */
  lancarRecuperacao: (componente: string) => `Lançar a recuperação final de ${componente}`,
  /** Students the grades leave without a result, none of the other pendências naming them. */
  semResultado: (nomes: readonly string[]) => `Sem situação final (confira as notas e as etapas “Sem nota”): ${nomes.join(", ")}.`,
  /** Who fails and why: "Reprovado: Ana Lima (Matemática 4,5)", "Reprovado por frequência: João Souza (72,3%)". */
  reprovado: (nome: string, componentes: string) => `Reprovado: ${nome} (${componentes})`,
  reprovadoPorFrequencia: (nome: string, frequencia: string) => `Reprovado por frequência: ${nome} (${frequencia})`,
  /** Closing before the last etapa's end: the administrador's question, the others' refusal. */
  antecipado: (fim: string) => `O ano letivo termina em ${fim}. Encerrar mesmo assim?`,
  nadaFalta: "Todas as notas foram lançadas.",
  resumo: (n: number) => `${n} ${n === 1 ? "aluno receberá" : "alunos receberão"} a situação final.`,
  confirmar: "Confirmar encerramento",
  aviso: "Depois de encerrado, as notas e as chamadas do ano ficam somente leitura.",
  encerrado: (ano: number, n: number) => `Ano letivo ${ano} encerrado: ${n} ${n === 1 ? "aluno recebeu" : "alunos receberam"} a situação final.`,
  comPendencias: "Há notas faltando: lance-as antes de encerrar o ano.",
  semTurmas: "Este ano letivo não tem turmas.",
  porSituacao: "Situação final",
  reabrir: "Reabrir ano letivo",
  motivo: "Motivo",
  reaberto: (ano: number) => `Ano letivo ${ano} reaberto.`,
  /** `Reabrir ano letivo` asked again, and said while it runs (issue 41). */
  reabrirPergunta: (ano: number) => `Reabrir o ano letivo de ${ano}? As situações finais do encerramento deixam de valer até que ele seja encerrado de novo.`,
  reabrindo: "Reabrindo o ano letivo…",
  voltar: "Voltar para o ano letivo",
  erros: {
    naoEmAndamento: "Só um ano letivo em andamento pode ser encerrado.",
    emCurso: "O encerramento deste ano letivo já está em andamento.",
    pendencias: "Há notas faltando: confira a prévia.",
    naoEncerrado: "Este ano letivo não está encerrado.",
    motivo: "Informe o motivo da reabertura.",
    mudou: "O ano letivo mudou durante o encerramento. Tente novamente.",
    antecipado: (fim: string) => `O ano letivo termina em ${fim}. Só o administrador pode encerrá-lo antes.`,
    antecipadoSemConfirmacao: (fim: string) => `O ano letivo termina em ${fim}. Confirme o encerramento antecipado.`,
  },
  detalheReaberto: (motivo: string) => `Motivo: ${motivo}`,
} as const;
