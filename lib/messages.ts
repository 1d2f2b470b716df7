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

/** What every company action may answer, whatever its tab. */
export const actionTexts = {
  semPermissao: "Você não tem permissão para esta ação.",
  sessaoExpirada: "Sua sessão expirou. Entre novamente.",
  semEmpresa: "Escolha uma empresa para continuar.",
  requisicaoInvalida: "Não foi possível ler o formulário. Recarregue a página e tente de novo.",
  erroInesperado: "Não foi possível salvar agora. Tente novamente em instantes.",
  indisponivel: "O serviço não respondeu a tempo. Tente novamente em instantes.",
} as const;

export const homeTexts = {
  escolasAtivas: "Escolas ativas",
  alunosAtivos: "Alunos ativos",
  resumo: "A empresa em números",
  atalhos: "Ir para",
  // One per tab, named unlike the tabs themselves (the tab bar stays the one "Escolas" link).
  links: [
    { href: "/alunos", label: "Ver os alunos" },
    { href: "/escolas", label: "Ver as escolas" },
    { href: "/configuracoes", label: "Abrir as configurações" },
  ],
} as const;

export const escolaTexts = {
  nova: "Nova escola",
  buscar: "Buscar escola",
  situacao: "Situação",
  filtros: { ativas: "Ativas", inativas: "Inativas", todas: "Todas" },
  colunas: { nome: "Nome", codigoInep: "Código INEP", municipioUf: "Município/UF", situacao: "Situação" },
  ativa: "Ativa",
  inativa: "Inativa",
  legendaTabela: "Escolas da empresa",
  vazio: "Nenhuma escola cadastrada.",
  nadaEncontrado: "Nenhuma escola encontrada.",
  anterior: "Anterior",
  proxima: "Próxima",
  paginacao: "Páginas da lista de escolas",
  pagina: (n: number) => `Página ${n}`,
  tituloNova: "Nova escola",
  campos: { nome: "Nome", codigoInep: "Código INEP", municipio: "Município", uf: "UF", telefone: "Telefone" },
  ufVazia: "Selecione",
  salvar: "Salvar",
  cancelar: "Cancelar",
  desativar: "Desativar",
  reativar: "Reativar",
  somenteLeitura: "Você pode consultar esta escola, mas não alterá-la.",
  cadastrada: "Escola cadastrada.",
  atualizada: "Escola atualizada.",
  desativada: "Escola desativada.",
  reativada: "Escola reativada.",
  naoEncontrada: "Escola não encontrada.",
  voltarParaLista: "Voltar para a lista de escolas",
  erros: {
    nomeObrigatorio: "Informe o nome da escola.",
    nomeTamanho: "O nome deve ter entre 3 e 120 caracteres.",
    inep: "O código INEP tem 8 dígitos.",
    inepDuplicado: "Já existe uma escola com este código INEP.",
    municipio: "O município deve ter até 80 caracteres.",
    uf: "UF inválida.",
    telefone: "Telefone inválido.",
    alteradaPorOutro: "Esta escola foi alterada por outra pessoa. Recarregue a página.",
    temAlunosAtivos: "Esta escola tem alunos ativos.",
    corrija: "Corrija os campos indicados.",
  },
} as const;

export const alunoTexts = {
  novo: "Novo aluno",
  tituloNovo: "Novo aluno",
  buscar: "Buscar aluno",
  escola: "Escola",
  todas: "Todas",
  situacao: "Situação",
  filtros: { ativos: "Ativos", transferidos: "Transferidos", inativos: "Inativos", todos: "Todos" },
  situacoes: { ativo: "Ativo", transferido: "Transferido", inativo: "Inativo" },
  encontrados: (n: number) => `${new Intl.NumberFormat("pt-BR").format(n)} ${n === 1 ? "aluno" : "alunos"}`,
  colunas: { nome: "Nome", matricula: "Matrícula", escola: "Escola", turma: "Turma", situacao: "Situação" },
  legendaTabela: "Alunos da empresa",
  vazio: "Nenhum aluno cadastrado.",
  nadaEncontrado: "Nenhum aluno encontrado.",
  paginacao: "Páginas da lista de alunos",
  anterior: "Anterior",
  proxima: "Próxima",
  pagina: (n: number) => `Página ${n}`,
  campos: {
    nome: "Nome completo",
    dataNascimento: "Data de nascimento",
    idEscola: "Escola",
    turma: "Turma",
    cpf: "CPF",
    responsavelNome: "Nome do responsável",
    responsavelTelefone: "Telefone do responsável",
    responsavelEmail: "E-mail do responsável",
    situacao: "Situação",
  },
  escolaVazia: "Selecione a escola",
  escolaInativa: (nome: string) => `${nome} (inativa)`,
  matricula: "Matrícula",
  salvar: "Salvar",
  cancelar: "Cancelar",
  voltarParaLista: "Voltar para a lista de alunos",
  somenteLeitura: "Você pode consultar este aluno, mas não alterá-lo.",
  mostrarCpf: "Mostrar CPF",
  ocultarCpf: "Ocultar CPF",
  cpfDica: "Deixe como está para manter o CPF; apague para removê-lo.",
  cadastrado: (matricula: string) => `Aluno cadastrado. Matrícula ${matricula}.`,
  atualizado: "Aluno atualizado.",
  excluido: "Aluno excluído.",
  naoEncontrado: "Aluno não encontrado.",
  historico: "Histórico",
  semHistorico: "Nenhuma alteração registrada.",
  excluir: "Excluir aluno",
  excluirConfirmacao: "Excluir este aluno? A ficha e os dados pessoais do histórico serão apagados. Esta ação não pode ser desfeita.",
  confirmarExclusao: "Excluir",
  cancelarExclusao: "Cancelar",
  erros: {
    nomeObrigatorio: "Informe o nome do aluno.",
    nomeTamanho: "O nome deve ter entre 3 e 120 caracteres.",
    dataNascimento: "Data de nascimento inválida.",
    escola: "Escolha a escola.",
    cpf: "CPF inválido.",
    cpfDuplicado: "Já existe um aluno com este CPF.",
    telefone: "Telefone inválido.",
    email: "E-mail inválido.",
    turma: "A turma deve ter até 40 caracteres.",
    responsavelNome: "O nome do responsável deve ter até 120 caracteres.",
    situacao: "Situação inválida.",
    alteradoPorOutro: "Este aluno foi alterado por outra pessoa. Recarregue a página.",
  },
} as const;
