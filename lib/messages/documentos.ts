// Part of lib/messages (import from "@/lib/messages"): the public check of an issued document
// (issue 26: /verificar, /verificar/<code>, `Conferir arquivo`). No sign-in: only what the paper
// printed is shown.
import { errorTexts, limiteTexts } from "./comum";

/**
 * A revocation's public reason, from a fixed list (lib/documentos/motivo-da-revogacao.ts): the
 * check and the student's page say the same words.
 */
export const motivosDaRevogacaoTexts = {
  emitidoPorEngano: "Emitido por engano",
  dadosIncorretos: "Dados incorretos",
  substituido: "Substituído por nova via",
  outro: "Outro motivo",
} as const;

export const verificacaoTexts = {
  titulo: "Verificar documento",
  explicacao: "Confira se uma declaração ou um boletim emitido por uma escola é autêntico e o que ele diz.",
  campoCodigo: "Código do documento",
  dicaCodigo: "Os 16 caracteres impressos no documento, com ou sem traços e espaços (por exemplo, K7QM-4XPA-9RTB-2WCE).",
  verificar: "Verificar",
  verificarOutro: "Verificar outro código",
  /** The type of each document, as the check names it. */
  tipos: {
    matricula: "Declaração de matrícula",
    frequencia: "Declaração de frequência",
    boletim: "Boletim",
    fichaDeMatricula: "Ficha de matrícula",
  },
  autentico: "Documento autêntico",
  autenticoDica: "Este código corresponde a um documento emitido pela escola. Confira se o papel diz o mesmo que esta página.",
  /** "Documento revogado em 24/11/2026. Motivo: Dados incorretos." (the reason from the fixed list, never the company's observation). */
  revogado: (dia: string, motivo: string) => `Documento revogado em ${dia}. Motivo: ${motivo}.`,
  motivos: motivosDaRevogacaoTexts,
  revogadoDica: "A escola cancelou este documento: ele não vale mais. O que ele dizia continua abaixo, para conferência.",
  naoEncontrado: "Nenhum documento encontrado com este código.",
  naoEncontradoDica: "Confira o código impresso no documento e digite-o novamente.",
  /** The sheet of what the paper said. */
  dados: "Dados do documento",
  tipo: "Tipo",
  codigo: "Código",
  escola: "Escola",
  codigoInep: "Código INEP",
  municipio: "Município/UF",
  /** "São Paulo/SP". */
  municipioUf: (municipio: string | null, uf: string | null) => [municipio, uf].filter(Boolean).join("/"),
  aluno: "Aluno(a)",
  /** "Emitido por Ana Souza em 23/11/2026 às 10:42" (São Paulo time). */
  emitido: (nome: string, dia: string, hora: string) => `Emitido por ${nome} em ${dia} às ${hora}`,
  conferir: {
    titulo: "Conferir arquivo",
    explicacao: "Recebeu este documento em PDF? Escolha o arquivo para saber se é exatamente o que a escola emitiu.",
    arquivo: "Arquivo PDF do documento",
    dica: "Até 5 MB. O arquivo é só comparado, nunca guardado.",
    botao: "Conferir arquivo",
    conferindo: "Conferindo o arquivo…",
    identico: "O arquivo é idêntico ao documento emitido.",
    /** The very file of a document since revoked (its day DD/MM/AAAA): not the green answer. */
    identicoRevogado: (dia: string) => `O arquivo é idêntico ao documento emitido, mas este documento foi revogado em ${dia}.`,
    diferente: "O arquivo não corresponde ao documento emitido (foi alterado ou é outro).",
    semArquivo: "Escolha o arquivo PDF do documento.",
    grande: "O arquivo tem mais de 5 MB: não é um documento emitido por aqui.",
  },
  muitasTentativas: limiteTexts.muitasTentativas,
  tentarNovamente: errorTexts.retry,
  /** The check while the database does not answer (503). */
  indisponivel: "Não foi possível verificar o documento agora. Tente novamente em alguns instantes.",
} as const;
