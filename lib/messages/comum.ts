// Part of lib/messages (import from "@/lib/messages"): the words every domain shares, said once.
import type { TipoAtividade } from "@/lib/atividades/schema";

/** The words of an activity's type read from the database (an unknown one is shown as it is). */
export function rotuloDe(rotulos: Partial<Record<TipoAtividade, string>>, tipo: string): string {
  return (rotulos as Record<string, string | undefined>)[tipo] ?? tipo;
}

/** How long a status message stays on screen (spec section 9). */
export const STATUS_MESSAGE_MS = 3000;

export const PRODUCT_NAME = "Gestão Escolar";
export const PRODUCT_DESCRIPTION = "Gestão de escolas e alunos por empresa.";

/** Words every list and form says alike (each domain's texts point here instead of repeating them). */
export const comumTexts = {
  anterior: "Anterior",
  proxima: "Próxima",
  pagina: (n: number) => `Página ${n}`,
  salvar: "Salvar",
  cancelar: "Cancelar",
  situacao: "Situação",
  /** Said to screen readers while a list loads (its skeleton is only grey blocks). */
  carregando: "Carregando…",
  /** A select whose options are read on demand, when they could not be (components/opcoes-sob-demanda.ts). */
  opcoesIndisponiveis: "Não foi possível carregar as opções agora. Tente de novo.",
  /** The × of a message that stays (components/mensagem.tsx). */
  fecharMensagem: "Fechar mensagem",
  /** A record sheet's empty fact. */
  naoInformado: "Não informado",
  editar: "Editar",
  /** A refusal's list cut short (components/formulario.tsx's DetalhesDaRecusa): "e mais 12". */
  eMais: (n: number) => `e mais ${MILHAR.format(n)}`,
} as const;

const MILHAR = new Intl.NumberFormat("pt-BR"); // made once: about 70 µs to make, each time
/** A number as pt-BR writes it (1.234). */
export const milhar = (n: number) => MILHAR.format(n);

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
  /** A form with a field its action does not know (added in the browser, or an old page): nothing is written. */
  formularioInvalido: "O formulário enviado não é válido. Recarregue a página.",
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
  /** Characters the documents' fonts cannot draw (issue 41: they printed as empty boxes). */
  naoImprimiveis: (caracteres: string) => `O nome contém caracteres que os documentos não conseguem imprimir: ${caracteres}.`,
  /** More combining marks on one letter than any writing needs (they drew over the document's title). */
  marcasDemais: "O nome tem sinais demais sobre uma mesma letra.",
} as const;

/** The limits on repeated attempts (lib/infra/limites/): sign-in, "Esqueceu a senha?", "Alterar senha", invitations. */
export const limiteTexts = {
  muitasTentativas: "Muitas tentativas. Tente novamente em alguns minutos.",
} as const;
