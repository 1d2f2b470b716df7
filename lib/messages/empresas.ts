// Part of lib/messages (import from "@/lib/messages"): the company picker (tenancy).

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
  sessionExpired: "sua sessão expirou. Entre novamente.",
  userMissing: "usuário não encontrado.",
} as const;

/** The operator's command line (npm run admin) about companies. */
export const adminTexts = {
  idRepetido: (id: string) => `Já existe uma empresa com o id ${id}; tente de novo.`,
  empresaNaoEncontrada: (id: string) => `Empresa não encontrada: ${id}.`,
} as const;
