// Part of lib/messages (import from "@/lib/messages"): the shell: its tabs, the top bar.
import { comumTexts } from "./comum";

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
  /** `Sair` on a device that keeps roll calls, or with no connection (components/logout-button.tsx). */
  saida: {
    pergunta: {
      titulo: "Sair deste aparelho?",
      pergunta: "Há chamadas não enviadas neste aparelho. Sair mesmo assim?",
      confirmar: "Sair mesmo assim",
      cancelar: comumTexts.cancelar,
    },
    saiu: "Você saiu deste aparelho.",
    semConexao: "Sem conexão agora: a saída termina no servidor quando a conexão voltar. Nada desta conta fica aberto aqui.",
    concluindo: "Concluindo a saída…",
  },
  youAreIn: "Você está em",
  switchShort: "Trocar",
  dismiss: "Fechar aviso",
  tabsLabel: "Seções",
} as const;
