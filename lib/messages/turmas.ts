// Part of lib/messages (import from "@/lib/messages"): the turmas of an ano letivo.
import type { CodigoEtapaDeEnsino } from "@/lib/turmas/etapas-de-ensino";
import type { Turno } from "@/lib/turmas/documento";
import { milhar } from "./comum";

/** The etapas de ensino as the forms and pages show them (the order is ETAPAS_DE_ENSINO's). */
export const etapaDeEnsinoTexts: Record<CodigoEtapaDeEnsino, string> = {
  "ei-creche": "Educação Infantil — Creche",
  "ei-pre-escola": "Educação Infantil — Pré-escola",
  "ef-1": "Ensino Fundamental — 1º ano",
  "ef-2": "Ensino Fundamental — 2º ano",
  "ef-3": "Ensino Fundamental — 3º ano",
  "ef-4": "Ensino Fundamental — 4º ano",
  "ef-5": "Ensino Fundamental — 5º ano",
  "ef-6": "Ensino Fundamental — 6º ano",
  "ef-7": "Ensino Fundamental — 7º ano",
  "ef-8": "Ensino Fundamental — 8º ano",
  "ef-9": "Ensino Fundamental — 9º ano",
  "em-1": "Ensino Médio — 1ª série",
  "em-2": "Ensino Médio — 2ª série",
  "em-3": "Ensino Médio — 3ª série",
  "eja-ef": "EJA — Ensino Fundamental",
  "eja-em": "EJA — Ensino Médio",
};


export const turmaTexts = {
  secao: "Turmas",
  nova: "Nova turma",
  nenhuma: "Nenhuma turma cadastrada neste ano.",
  legenda: "Turmas do ano letivo",
  tituloNova: (ano: number, escola: string) => `Nova turma — ${ano} — ${escola}`,
  /** The turma's page heading's context line: "Ano letivo 2026 — Escola X". */
  contexto: (ano: number, escola: string) => `Ano letivo ${ano} — ${escola}`,
  colunas: { turma: "Turma", etapaDeEnsino: "Etapa de ensino", turno: "Turno", vagas: "Vagas", horario: "Horário das aulas" },
  vagas: (alunos: number, vagas: number) => `${alunos} de ${vagas}`,
  campos: {
    nome: "Nome da turma",
    etapaDeEnsino: "Etapa de ensino",
    turno: "Turno",
    vagas: "Vagas",
    inicioAulas: "Início das aulas",
    fimAulas: "Fim das aulas",
    codigoInep: "Código INEP da turma",
  },
  etapaVazia: "Selecione a etapa de ensino",
  turnoVazio: "Selecione o turno",
  turnos: { matutino: "Matutino", vespertino: "Vespertino", noturno: "Noturno", integral: "Integral" } satisfies Record<Turno, string>,
  dados: "Dados da turma",
  cargaHoraria: (horas: number) => `Carga horária: ${milhar(horas)} h`,
  abaixoDaCarga: (minimo: number) => `Abaixo de ${milhar(minimo)} horas (LDB, art. 24).`,
  horario: (inicio: string, fim: string) => `${inicio} às ${fim}`,
  cadastrada: "Turma cadastrada.",
  atualizada: "Turma atualizada.",
  naoEncontrada: "Turma não encontrada.",
  voltarParaAno: "Voltar para o ano letivo",
  voltarParaTurma: "Voltar para a turma",
  somenteLeitura: "Você pode consultar esta turma, mas não alterá-la.",
  erros: {
    nome: "Informe o nome da turma.",
    nomeTamanho: "O nome da turma deve ter até 40 caracteres.",
    nomeDuplicado: "Já existe uma turma com este nome neste ano.",
    etapaDeEnsino: "Informe a etapa de ensino.",
    turno: "Informe o turno.",
    vagas: "Vagas deve ser um número entre 1 e 80.",
    hora: "Informe a hora no formato HH:MM.",
    fimAntesDoInicio: "O fim das aulas deve ser depois do início.",
    codigoInep: "O código INEP da turma tem até 10 dígitos.",
    vagasAbaixoDosAlunos: (n: number) => `A turma já tem ${n} ${n === 1 ? "aluno" : "alunos"}; as vagas não podem ser menos que isso.`,
    anoEncerrado: "Este ano letivo está encerrado.",
    alteradaPorOutro: "Esta turma foi alterada por outra pessoa. Recarregue a página.",
  },
} as const;

/** Students in turmas (enturmação): the turma's list, enrolling, moving, taking out. */
export const enturmacaoTexts = {
  secao: "Alunos da turma",
  legenda: "Alunos da turma",
  nenhum: "Nenhum aluno nesta turma.",
  colunas: { nome: "Nome", matricula: "Matrícula", situacao: "Situação na turma", desde: "Desde" },
  situacoes: { cursando: "Cursando", remanejado: "Remanejado", transferido: "Transferido", desligado: "Desligado" },
  enturmar: "Enturmar alunos",
  enturmarSelecionados: "Enturmar selecionados",
  enturmados: (n: number) => `${n} ${n === 1 ? "aluno enturmado" : "alunos enturmados"}.`,
  remanejar: "Remanejar",
  turmaDeDestino: "Turma de destino",
  remanejado: "Aluno remanejado.",
  tirar: "Tirar da turma",
  tirado: "Aluno tirado da turma.",
  /** A student's line in the sheet's `Turmas`: "2026 · 5º ano A · Escola Estadual São Bento · Cursando · desde 03/02/2026". */
  linha: (ano: number, turma: string, escola: string, situacao: string, desde: string) => `${ano} · ${turma} · ${escola} · ${situacao} · desde ${desde}`,
  /** How a history and the company's activity name the turma of a change: "5º ano A (2026)". */
  daTurma: (turma: string, ano: number) => `${turma} (${ano})`,
  erros: {
    semVagas: "Não há mais vagas nesta turma.",
    vagasDemais: (livres: number) => `A turma tem ${livres} ${livres === 1 ? "vaga" : "vagas"}; selecione no máximo ${livres}.`,
    jaEnturmado: (turma: string, ano: number) => `Este aluno já está na turma ${turma} em ${ano}.`,
    nenhumSelecionado: "Selecione ao menos um aluno.",
    demais: "Selecione no máximo 80 alunos de uma vez.",
    alunoNaoEncontrado: "Aluno não encontrado.",
    alunoInativo: "Só alunos ativos podem ser enturmados.",
    outraEscola: "O aluno é de outra escola.",
    naoCursando: "O aluno não está mais cursando esta turma.",
    mesmaTurma: "Escolha outra turma.",
    destino: "Escolha a turma de destino.",
    naoEncontrada: "Enturmação não encontrada.",
  },
} as const;
