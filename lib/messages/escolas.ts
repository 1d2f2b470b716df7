// Part of lib/messages (import from "@/lib/messages"): the Escolas tab.
import { comumTexts, milhar } from "./comum";

export const escolaTexts = {
  nova: "Nova escola",
  buscar: "Buscar escola",
  situacao: comumTexts.situacao,
  filtros: { ativas: "Ativas", inativas: "Inativas", todas: "Todas" },
  colunas: { nome: "Nome", codigoInep: "Código INEP", municipioUf: "Município/UF", situacao: "Situação" },
  ativa: "Ativa",
  inativa: "Inativa",
  legendaTabela: "Escolas da empresa",
  vazio: "Nenhuma escola cadastrada.",
  nadaEncontrado: "Nenhuma escola encontrada.",
  anterior: comumTexts.anterior,
  proxima: comumTexts.proxima,
  paginacao: "Páginas da lista de escolas",
  pagina: comumTexts.pagina,
  tituloNova: "Nova escola",
  campos: { nome: "Nome", codigoInep: "Código INEP", municipio: "Município", uf: "UF", telefone: "Telefone" },
  ufVazia: "Selecione",
  salvar: comumTexts.salvar,
  cancelar: comumTexts.cancelar,
  desativar: "Desativar",
  /** The "Desativar" dialog: its title, its question, and its buttons (Desativar / Cancelar). */
  desativarTitulo: "Desativar escola",
  desativarConfirmacao: (nome: string) => `Desativar a escola ${nome}?`,
  confirmarDesativacao: "Desativar",
  cancelarDesativacao: comumTexts.cancelar,
  reativar: "Reativar",
  somenteLeitura: "Você pode consultar esta escola, mas não alterá-la.",
  cadastrada: "Escola cadastrada.",
  atualizada: "Escola atualizada.",
  desativada: "Escola desativada.",
  reativada: "Escola reativada.",
  naoEncontrada: "Escola não encontrada.",
  voltarParaLista: "Voltar para a lista de escolas",
  voltarParaFicha: "Voltar para a escola",
  /** A school's sheet (/escolas/{id}); its form is at /escolas/{id}/editar. */
  dados: "Dados da escola",
  alunosAtivos: (n: number) => `${milhar(n)} ${n === 1 ? "aluno ativo" : "alunos ativos"}`,
  verAlunos: "Ver os alunos desta escola",
  erros: {
    nomeObrigatorio: "Informe o nome da escola.",
    nomeTamanho: "O nome deve ter entre 3 e 120 caracteres.",
    inep: "O código INEP tem 8 dígitos.",
    inepDuplicado: "Já existe uma escola com este código INEP.",
    nomeDuplicado: "Já existe uma escola com este nome neste município.",
    municipio: "O município deve ter até 80 caracteres.",
    uf: "UF inválida.",
    telefone: "Telefone inválido.",
    alteradaPorOutro: "Esta escola foi alterada por outra pessoa. Recarregue a página.",
    temAlunosAtivos: "Esta escola tem alunos ativos.",
    situacao: "Situação inválida.",
    corrija: "Corrija os campos indicados.",
  },
} as const;

/** The Escolas tab as a professor sees it: the schools of the turmas they teach, read-only. */
export const escolaDoProfessorTexts = {
  legendaTabela: "Escolas das suas turmas",
  vazio: "Você ainda não é professor de nenhuma turma.",
  /** A school's sheet: the professor's turmas there, each a link to its page. */
  suasTurmas: "Suas turmas nesta escola",
  somenteLeitura: "Você pode consultar esta escola, mas não alterá-la.",
} as const;
