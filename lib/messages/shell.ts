// Part of lib/messages (import from "@/lib/messages"): the shell: its tabs, the top bar.

export const shellTexts = {
  /** Each tab's name and its welcome sentence (the tab's first heading); lib/shell/abas.ts orders them. */
  abas: {
    home: { label: "Home", welcome: "Bem-vindo à tela Home!" },
    alunos: { label: "Alunos", welcome: "Bem-vindo à tela de Alunos!" },
    escolas: { label: "Escolas", welcome: "Bem-vindo à tela de Escolas!" },
    configuracoes: { label: "Configurações", welcome: "Bem-vindo à tela de Configurações!" },
  },
  switchCompany: "Trocar empresa",
  logout: "Sair",
  youAreIn: "Você está em",
  switchShort: "Trocar",
  dismiss: "Fechar aviso",
  tabsLabel: "Seções",
} as const;
