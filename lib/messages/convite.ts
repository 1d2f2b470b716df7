// Part of lib/messages (import from "@/lib/messages"): the invitation's own page, /definir-senha,
// where an invited person chooses a name and a password (and anyone following a password-reset
// e-mail, once the production action URL points there).

/** "Definir senha": the page an invitation's link opens. */
export const conviteTexts = {
  titulo: "Definir senha",
  /** The invited person's greeting; `empresas` already joined ("A, B e C"). */
  convidado: (empresas: string) => `Você foi convidado para ${empresas}.`,
  /** An account that already has a password (a password-reset e-mail opened here). */
  redefinicao: "Escolha uma nova senha para a sua conta.",
  conta: (email: string) => `Conta: ${email}`,
  nome: "Seu nome",
  novaSenha: "Nova senha",
  confirmarSenha: "Confirmar senha",
  senhaDica: "De 8 a 128 caracteres.",
  definir: "Definir senha",
  expirado: "Este convite expirou ou já foi usado. Peça um novo convite ao administrador.",
  irParaLogin: "Ir para a página de login",
  erros: {
    nomeObrigatorio: "Informe o seu nome.",
    nomeTamanho: "O nome deve ter entre 3 e 120 caracteres.",
    senhaFraca: "Esta senha é fraca demais. Escolha outra, mais longa.",
  },
} as const;
