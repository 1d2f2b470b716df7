// One home for every Portuguese text the user sees, so the spec's exact wording is checked in one place.
// No server-only import: client components read from here too (type imports are erased).
import type { TipoAtividade } from "@/lib/atividades/registro";

/** The words of an activity's type read from the database (an unknown one is shown as it is). */
export function rotuloDe(rotulos: Partial<Record<TipoAtividade, string>>, tipo: string): string {
  return (rotulos as Record<string, string | undefined>)[tipo] ?? tipo;
}

/** How long a status message stays on screen (spec section 9). */
export const STATUS_MESSAGE_MS = 3000;

export const PRODUCT_NAME = "Gestão Escolar";
export const PRODUCT_DESCRIPTION = "Gestão de escolas e alunos por empresa.";

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
  sessionExpired: "sua sessão expirou. Entre novamente.",
  userMissing: "usuário não encontrado.",
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
  /** Completes "Erro ao fazer login: " when the error was not written for the user. */
  inesperadoNoServidor: "erro inesperado no servidor.",
} as const;

/** The outside services a request waits on, as a deadline's message names them. */
export const dependenciaTexts = {
  nomes: { banco: "o banco de dados", identidade: "o provedor de identidade" },
  naoRespondeu: (quem: string, prazo: string) => `${quem} não respondeu em ${prazo}.`,
  semContato: (quem: string) => `não foi possível contatar ${quem}.`,
  respondeuComErro: (quem: string, status: number) => `${quem} respondeu com erro (HTTP ${status}).`,
  semToken: (quem: string) => `${quem} respondeu sem token.`,
  sessaoNaoVerificada: "Não foi possível verificar a sessão.",
} as const;

/** What every company action may answer, whatever its tab. */
export const actionTexts = {
  semPermissao: "Você não tem permissão para esta ação.",
  sessaoExpirada: "Sua sessão expirou. Entre novamente.",
  semEmpresa: "Escolha uma empresa para continuar.",
  requisicaoInvalida: "Não foi possível ler o formulário. Recarregue a página e tente de novo.",
  erroInesperado: "Não foi possível salvar agora. Tente novamente em instantes.",
  indisponivel: "O serviço não respondeu a tempo. Tente novamente em instantes.",
  /** A create whose deadline passed: it may still commit, and its one-time token makes a retry safe. */
  talvezConcluido: "O serviço demorou a responder e o cadastro pode ter sido concluído. Pode repetir sem receio: ele não será feito duas vezes.",
  /** A create form sent again with other data after it made its record (an old form reused). */
  formularioJaUsado: "Este formulário já foi usado para um cadastro. Para um novo cadastro, abra o formulário outra vez.",
  /** A server action posted from another site (or a sandboxed page, Origin: null). */
  origemRecusada: "Requisição recusada: ela não partiu desta aplicação.",
  /** A server action id this deployment does not have (an old page after a new version, or a forged id). */
  acaoDesconhecida: "Esta ação não existe nesta versão da aplicação. Recarregue a página e tente de novo.",
  requisicaoMalformada: "Requisição inválida.",
  grandeDemais: "Requisição grande demais.",
} as const;

/** What any name field (a student's, a guardian's, a school's, a company's) may answer. */
export const nomeTexts = {
  caracteresInvalidos: "O nome contém caracteres inválidos.",
  poucasLetras: "O nome deve ter pelo menos 3 letras.",
} as const;

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
  alunosAtivos: (n: number) => `${new Intl.NumberFormat("pt-BR").format(n)} ${n === 1 ? "aluno ativo" : "alunos ativos"}`,
  verAlunos: "Ver os alunos desta escola",
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
    situacao: "Situação inválida.",
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
  eventos: {
    "aluno.criado": "Cadastro",
    "aluno.atualizado": "Alteração",
    "aluno.excluido": "Exclusão",
    "aluno.importado": "Cadastro",
  } satisfies Partial<Record<TipoAtividade, string>>,
  /** How the company's activity words a whole-CPF search that showed no student. */
  buscaPorCpf: {
    nenhum: "nenhum aluno encontrado",
    semPermissao: "nenhum aluno mostrado: este papel não busca por CPF",
  },
  por: (nome: string) => `por ${nome}`,
  vazioNoHistorico: "(vazio)",
  cpfAlterado: "CPF alterado",
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
  exportar: "Exportar CSV",
  importar: "Importar planilha",
} as const;

const milhar = (n: number) => new Intl.NumberFormat("pt-BR").format(n);
const alunos = (n: number) => `${milhar(n)} ${n === 1 ? "aluno" : "alunos"}`;

/** Alunos from and to spreadsheets (/alunos/importar and the CSV export). */
export const planilhaTexts = {
  titulo: "Importar planilha",
  explicacao: [
    "Cadastre muitos alunos de uma vez a partir de uma planilha salva como CSV (no Excel: Arquivo › Salvar como › CSV).",
    "A primeira linha tem os nomes das colunas. Nome completo, Data de nascimento (DD/MM/AAAA) e Escola (o nome ou o Código INEP) são obrigatórias; Turma, CPF, Nome do responsável, Telefone do responsável e E-mail do responsável são opcionais.",
    "Nada é gravado ao verificar. Na importação, ou todos os alunos da planilha são cadastrados, cada um com a sua matrícula, ou nenhum é.",
  ],
  baixarModelo: "Baixar modelo",
  arquivo: "Arquivo CSV",
  arquivoDica: "Até 5.000 alunos e 5 MB.",
  verificar: "Verificar",
  verificando: "Verificando…",
  prontos: (n: number) => `${alunos(n)} ${n === 1 ? "pronto" : "prontos"} para importar`,
  importarN: (n: number) => `Importar ${alunos(n)}`,
  importados: (n: number) => `${alunos(n)} ${n === 1 ? "importado" : "importados"}.`,
  verLista: "Ver a lista de alunos",
  voltarParaLista: "Voltar para a lista de alunos",
  outraPlanilha: "Importar outra planilha",
  problemas: "Problemas encontrados",
  semImportar: "Corrija a planilha e verifique de novo: nenhum aluno foi importado.",
  avisos: "Avisos",
  avisosDica: "Os avisos não impedem a importação.",
  ignoradas: (colunas: string[]) => `Colunas ignoradas: ${colunas.join(", ")}.`,
  maisProblemas: (n: number) => `E mais ${milhar(n)} ${n === 1 ? "problema" : "problemas"}.`,
  maisAvisos: (n: number) => `E mais ${milhar(n)} ${n === 1 ? "aviso" : "avisos"}.`,
  previa: "Primeiras linhas",
  linhaColuna: "Linha",
  progresso: "Progresso da importação",
  reservando: (feitas: number, total: number) => `Conferindo CPFs: ${milhar(feitas)} de ${milhar(total)} alunos`,
  gravando: (feitas: number, total: number) => `Gravando alunos: ${milhar(feitas)} de ${milhar(total)}`,
  comecando: "Começando a importação…",
  semResposta: "Sem resposta do servidor. Tentando de novo…",
  podeSair: "Você pode sair desta página: a importação continua e termina inteira ou não acontece.",
  linha: (n: number, texto: string) => `Linha ${n}: ${texto}`,
  erros: {
    vazio: "O arquivo está vazio.",
    naoCsv: "O arquivo não é um CSV.",
    grande: "O arquivo tem mais de 5 MB.",
    linhas: "A planilha tem mais de 5.000 linhas.",
    semAlunos: "A planilha não tem nenhum aluno.",
    semArquivo: "Escolha o arquivo CSV.",
    aspas: (linha: number) => `A planilha tem aspas sem fechamento (a partir da linha ${linha}).`,
    colunaFaltando: (coluna: string) => `A planilha não tem a coluna ${coluna}.`,
    colunaRepetida: (coluna: string) => `A planilha tem mais de uma coluna ${coluna}.`,
    escolaVazia: "Informe a escola.",
    escolaNaoEncontrada: (escola: string) => `Escola não encontrada: ${escola}.`,
    escolaInativa: (escola: string) => `A escola ${escola} está inativa.`,
    escolaAmbigua: (escola: string) => `Há mais de uma escola chamada ${escola}; use o Código INEP.`,
    cpfRepetido: (linha: number) => `O CPF já aparece na linha ${linha}.`,
    cpfDeOutro: "Já existe um aluno com este CPF.",
    expirada: "Esta verificação expirou. Verifique a planilha de novo.",
    jaImportada: "Esta planilha já foi importada ou está sendo importada.",
    naoEncontrada: "Importação não encontrada.",
    interrompida: "A importação foi interrompida e desfeita: nenhum aluno da planilha foi cadastrado. Verifique a planilha e importe de novo.",
    falhou: (motivo: string) => `Nenhum aluno da planilha foi cadastrado. ${motivo}`,
    escolaMudou: (escola: string) => `A escola ${escola} foi desativada ou removida durante a importação.`,
  },
  avisosTexto: {
    mesmoAluno: "já existe um aluno com este nome e data de nascimento.",
    mesmaLinha: (linha: number) => `mesmo nome e data de nascimento da linha ${linha}.`,
  },
  historico: (arquivo: string) => `importado da planilha ${arquivo}`,
} as const;

/** The Configurações tab: my account, the company, its members and its recent activity. */
export const configTexts = {
  conta: {
    titulo: "Minha conta",
    nome: "Nome",
    email: "E-mail",
    papel: "Papel nesta empresa",
    semNome: "(sem nome)",
    alterarSenha: "Alterar senha",
    senhaAtual: "Senha atual",
    novaSenha: "Nova senha",
    confirmarSenha: "Confirmar nova senha",
    senhaDica: "De 8 a 128 caracteres.",
    senhaAlterada: "Senha alterada.",
    google: "Você entra com a sua conta Google: não há senha para alterar aqui.",
    sairDeTodos: "Sair de todos os dispositivos",
    sairDeTodosDica: "Encerra todas as suas sessões, inclusive esta.",
    saiuDeTodos: "Você saiu de todos os dispositivos.",
    erros: {
      senhaAtualObrigatoria: "Informe a senha atual.",
      senhaAtualIncorreta: "Senha atual incorreta.",
      curta: "A nova senha deve ter pelo menos 8 caracteres.",
      longa: "A nova senha deve ter no máximo 128 caracteres.",
      igual: "A nova senha deve ser diferente da atual.",
      naoConferem: "As senhas não conferem.",
      muitasTentativas: "Muitas tentativas. Tente novamente mais tarde.",
      semSenha: "Esta conta não tem senha: ela entra com o Google.",
    },
  },
  empresa: {
    titulo: "Empresa",
    nome: "Nome da empresa",
    salvar: "Salvar",
    atualizada: "Empresa atualizada.",
    somenteLeitura: "Somente administradores alteram o nome da empresa.",
    erros: { nome: "O nome da empresa deve ter entre 3 e 120 caracteres.", naoEncontrada: "Empresa não encontrada." },
  },
  membros: {
    titulo: "Membros",
    legenda: "Membros da empresa",
    colunas: { nome: "Nome", email: "E-mail", papel: "Papel", acoes: "Ações" },
    semNome: "—",
    pendente: "convite pendente",
    alterarPapel: (quem: string) => `Papel de ${quem}`,
    salvarPapel: "Salvar papel",
    remover: "Remover",
    removerRotulo: (quem: string) => `Remover ${quem}`,
    removerConfirmacao: (quem: string) => `Remover ${quem} desta empresa? A pessoa perde o acesso na próxima página que abrir.`,
    confirmarRemocao: "Remover",
    cancelar: "Cancelar",
    papelAlterado: "Papel alterado.",
    removido: "Membro removido.",
    convidar: "Convidar membro",
    email: "E-mail",
    papel: "Papel",
    enviarConvite: "Enviar convite",
    conviteEnviado: (email: string) => `Convite enviado para ${email}.`,
    jaMembro: (email: string) => `${email} já é membro desta empresa.`,
    erros: {
      email: "E-mail inválido.",
      papel: "Papel inválido.",
      ultimoAdministrador: "A empresa precisa de pelo menos um administrador.",
      naoEncontrado: "Membro não encontrado.",
    },
  },
  atividade: {
    titulo: "Atividade recente",
    vazia: "Nenhuma alteração registrada.",
    tipos: {
      "escola.criada": "cadastrou a escola",
      "escola.atualizada": "alterou a escola",
      "escola.desativada": "desativou a escola",
      "escola.reativada": "reativou a escola",
      "aluno.criado": "cadastrou o aluno",
      "aluno.atualizado": "alterou o aluno",
      "aluno.excluido": "excluiu um aluno",
      "alunos.importados": "importou a planilha",
      "alunos.exportados": "exportou a lista de alunos",
      "aluno.cpfMostrado": "viu o CPF do aluno",
      "alunos.buscaPorCpf": "buscou um aluno pelo CPF:",
      "empresa.atualizada": "alterou o nome da empresa para",
      "membro.convidado": "convidou",
      "membro.papel": "alterou o papel de",
      "membro.removido": "removeu",
      // Every type the company's activity lists has its words (an import's students are one entry).
    } satisfies Record<Exclude<TipoAtividade, "aluno.importado">, string>,
  },
} as const;

/** The limits on repeated attempts (lib/infra/limites/): sign-in, "Esqueceu a senha?", "Alterar senha", invitations. */
export const limiteTexts = {
  muitasTentativas: "Muitas tentativas. Tente novamente em alguns minutos.",
} as const;

/** Issue 20's limits on "Verificar" (lib/alunos/planilha/uma-por-vez.ts). */
export const planilhaLimiteTexts = {
  emAndamento: "Uma verificação já está em andamento. Aguarde o resultado.",
} as const;

/** Issue 20: a header row wider than any students' spreadsheet (lib/alunos/planilha/ler.ts). */
export const planilhaColunasTexts = {
  demais: "A planilha tem mais de 1.000 colunas.",
} as const;
