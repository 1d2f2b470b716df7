// One home for every Portuguese text the user sees, so the spec's exact wording is checked in one place.
// No server-only import: client components read from here too.

/** How long a status message stays on screen (spec section 9). */
export const STATUS_MESSAGE_MS = 3000;

export const PRODUCT_NAME = "Gestão Escolar";

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

export const pickerTexts = {
  heading: "Listar Empresas",
  loading: "CARREGANDO EMPRESAS...",
  nameFallback: "NOME DA EMPRESA",
  search: "Buscar empresa",
  noMatch: "Nenhuma empresa encontrada para a busca.",
  userNotFound: "Usuário não encontrado. Procure o administrador.",
  noCompanies: "Nenhuma empresa vinculada a este usuário.",
  loadFailed: "Não foi possível carregar as empresas.",
  retry: "Tentar novamente",
  logout: "Sair",
  current: "Empresa atual",
  accessRemoved: (nome: string) => `Seu acesso à empresa ${nome} foi removido.`,
  selectErrorPrefix: "Erro ao vincular empresa: ",
  unknownError: "Erro desconhecido",
  notLinked: "você não está vinculado a esta empresa.",
  invalidCompany: "empresa inválida.",
} as const;

export const shellTexts = {
  tabs: [
    { slug: "home", label: "Home", welcome: "Bem-vindo à tela Home!" },
    { slug: "alunos", label: "Alunos", welcome: "Bem-vindo à tela de Alunos!" },
    { slug: "escolas", label: "Escolas", welcome: "Bem-vindo à tela de Escolas!" },
    { slug: "configuracoes", label: "Configurações", welcome: "Bem-vindo à tela de Configurações!" },
  ],
  switchCompany: "Trocar empresa",
  logout: "Sair",
  youAreIn: "Você está em",
  switchShort: "Trocar",
  dismiss: "Fechar aviso",
  tabsLabel: "Seções",
} as const;

export const errorTexts = {
  unavailableTitle: "Algo deu errado",
  unavailable: "Não foi possível carregar esta página agora.",
  retry: "Tentar novamente",
  backToPicker: "Escolher empresa",
  notFoundTitle: "Página não encontrada",
  notFound: "O endereço que você abriu não existe.",
  backHome: "Voltar para o início",
} as const;
