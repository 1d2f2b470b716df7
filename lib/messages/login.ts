// Part of lib/messages (import from "@/lib/messages"): the login card and the status messages of signing in and out.

export const loginTexts = {
  title: "Login",
  emailLabel: "Email",
  passwordLabel: "Senha",
  showPassword: "Mostrar senha",
  hidePassword: "Ocultar senha",
  forgotPassword: "Esqueceu a senha?",
  submit: "Entrar",
  divider: "ou",
  google: "Entrar com Google",
} as const;

export const statusTexts = {
  loginSuccess: "Login bem-sucedido!",
  logoutSuccess: "Logout bem-sucedido!",
  loginFailed: "Erro ao fazer login com email e senha.",
  loginErrorPrefix: "Erro ao fazer login: ",
  googleFailed: "Erro ao fazer login com Google.",
  resetSent: "Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha.",
  resetNeedsEmail: "Informe um e-mail válido para redefinir a senha.",
  resetFailed: "Não foi possível pedir a redefinição de senha agora. Tente novamente em instantes.",
  sessionExpired: "Sua sessão expirou. Entre novamente.",
} as const;
