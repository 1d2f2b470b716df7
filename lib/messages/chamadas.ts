// Part of lib/messages (import from "@/lib/messages"): the daily roll call (chamada) and frequência.

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

export const chamadaTexts = {
  fazer: "Fazer chamada",
  titulo: (turma: string) => `Chamada — ${turma}`,
  data: "Data",
  abrirData: "Abrir data",
  legenda: "Alunos da chamada",
  marcas: { presente: "Presente", falta: "Falta", justificada: "Falta justificada" },
  salvar: "Salvar chamada",
  salvando: "Salvando…",
  nenhumAluno: "Nenhum aluno cursando esta turma nesta data.",
  /**
   * "Chamada salva: 32 presentes, 3 faltas." A justified absence is an absence (counted among the
   * faltas), said apart when there is one: "Chamada salva: 32 presentes, 3 faltas (1 justificada)."
   */
  salva: (presentes: number, faltas: number, justificadas: number) =>
    `Chamada salva: ${plural(presentes, "presente", "presentes")}, ${plural(faltas + justificadas, "falta", "faltas")}${
      justificadas > 0 ? ` (${plural(justificadas, "justificada", "justificadas")})` : ""
    }.`,
  /** Who saved the day's roll call, and at what time in São Paulo: "Salva por Ana Souza às 07:42". */
  salvaPor: (nome: string, hora: string) => `Salva por ${nome} às ${hora}`,
  naoSalva: "Chamada ainda não feita nesta data.",
  recuperada: "Chamada não enviada recuperada deste aparelho.",
  conflito: "Outra pessoa salvou esta chamada depois que você marcou neste aparelho. As marcas mostradas são as salvas.",
  usarDoAparelho: "Usar as marcas deste aparelho",
  semConexao: "Sem conexão. A chamada ficou guardada neste aparelho e será enviada quando a conexão voltar.",
  enviada: "Chamada enviada.",
  voltarParaTurma: "Voltar para a turma",
  minhasTurmas: "Minhas turmas",
  voltarParaMinhasTurmas: "Voltar para Minhas turmas",
  chamadaDeHoje: { feita: "Chamada de hoje: feita", pendente: "Chamada de hoje: pendente" },
  semTurmas: "Você ainda não está em nenhuma turma em andamento. A secretaria da escola inclui os professores em cada turma.",
  /** The turma's activity: "chamada de 23/11/2026: 3 faltas". */
  detalhe: (dia: string, faltas: number) => `chamada de ${dia}: ${plural(faltas, "falta", "faltas")}`,
  /** The turma's activity when days became `Não letivo`: "chamadas de 21/04/2026 e 22/04/2026 (Greve)". */
  desconsideradas: (dias: readonly string[], motivo: string) =>
    `${dias.length === 1 ? "chamada de" : "chamadas de"} ${dias.length === 1 ? dias[0] : `${dias.slice(0, -1).join(", ")} e ${dias.at(-1)}`} (${motivo})`,
  erros: {
    semAula: "Não há aula nesta data.",
    prazo: "Prazo para alterar esta chamada encerrado.",
    alteradaPorOutro: "Esta chamada foi alterada por outra pessoa. Recarregue a página.",
    alunoForaDaTurma: "A chamada tem um aluno que não está nesta turma nesta data.",
    marcaInvalida: "Marque cada aluno como Presente, Falta ou Falta justificada.",
    data: "Informe uma data válida.",
  },
} as const;

export const frequenciaTexts = {
  secao: "Frequência",
  etapa: "Etapa",
  anoTodo: "Ano letivo",
  ver: "Ver",
  legenda: "Frequência dos alunos da turma",
  colunas: {
    aluno: "Aluno",
    faltas: "Faltas",
    justificadas: "Faltas justificadas",
    frequencia: "Frequência",
    turma: "Turma",
    escola: "Escola",
    ultimaChamada: "Última chamada",
  },
  abaixoDoMinimo: "Abaixo do mínimo",
  semMinimo: "Sem frequência mínima (Creche).",
  semChamada: "Nenhuma chamada registrada neste período.",
  semAlunos: "A frequência aparece aqui quando a turma tiver alunos.",
  painelAbaixo: "Frequência abaixo do mínimo",
  painelSemChamada: "Turmas sem chamada hoje",
  alunosAbaixo: (n: number) => plural(n, "aluno", "alunos"),
  turmasSemChamada: (n: number) => plural(n, "turma", "turmas"),
  verListaAlunos: "Ver lista dos alunos",
  verListaTurmas: "Ver lista das turmas",
  nenhumAbaixo: "Nenhum aluno abaixo do mínimo.",
  todasFeitas: "Todas as turmas com aula hoje já fizeram a chamada.",
  semAulaHoje: "Hoje não é dia letivo em nenhuma escola.",
  /** Issue 42: while a new `Frequência mínima` is applied to the stored flags (Configurações, Home's count). */
  recalculando: "Recalculando a frequência dos alunos…",
  /** A turma's `Última chamada` before its first roll call. */
  nenhumaChamada: "Nenhuma",
  /** The lists' pages (Home → `Ver lista`). */
  legendaAbaixo: "Alunos com frequência abaixo do mínimo",
  legendaSemChamada: "Turmas sem chamada hoje",
  paginasAbaixo: "Páginas dos alunos abaixo do mínimo",
  paginasSemChamada: "Páginas das turmas sem chamada hoje",
  /** Below a list's heading: what its frequência is. */
  doAno: "Frequência no ano letivo, dos alunos cursando.",
  hoje: (dia: string) => `Turmas com aula hoje (${dia}) ainda sem chamada.`,
  voltarParaHome: "Voltar para a Home",
} as const;
