// Part of lib/messages (import from "@/lib/messages"): the Home tab.

export const homeTexts = {
  escolasAtivas: "Escolas ativas",
  alunosAtivos: "Alunos ativos",
  resumo: "A empresa em números",
  grafico: "Alunos por escola",
  graficoDescricao: "Alunos ativos de cada escola ativa.",
  graficoParcial: (mostradas: number, total: number) => `Alunos ativos das ${mostradas} escolas ativas com mais alunos (de ${total}).`,
  graficoVazio: "Ainda não há alunos ativos nas escolas.",
  graficoTabela: { escola: "Escola", alunos: "Alunos ativos" },
  atalhos: "Ir para",
  // One per tab, named unlike the tabs themselves (the tab bar stays the one "Escolas" link).
  links: [
    { href: "/alunos", label: "Ver os alunos" },
    { href: "/escolas", label: "Ver as escolas" },
    { href: "/configuracoes", label: "Abrir as configurações" },
  ],
} as const;
