// Part of lib/messages (import from "@/lib/messages"): the documents a school issues from a
// student's page (issue 26): the section `Documentos`, the declarations' PDFs and their
// verification footer, issuing and revoking.
import { motivosDaRevogacaoTexts } from "./documentos";
import type { CodigoEtapaDeEnsino } from "@/lib/regras/etapas-de-ensino";

const MESES = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];

/** "23 de novembro de 2026" (a day YYYY-MM-DD). */
const porExtenso = (dia: string) => {
  const [ano, mes, d] = dia.split("-");
  return `${Number(d)} de ${MESES[Number(mes) - 1]} de ${ano}`;
};

export const documentoTexts = {
  secao: "Documentos",
  tipos: {
    matricula: "Declaração de matrícula",
    frequencia: "Declaração de frequência",
    boletim: "Boletim",
    fichaDeMatricula: "Ficha de matrícula",
  },
  emitirMatricula: "Emitir declaração de matrícula",
  emitirFrequencia: "Emitir declaração de frequência",
  emitindo: "Emitindo…",
  /** After a download: the list below has it. */
  emitido: (tipo: string, codigo: string) => `${tipo} emitida. Código ${codigo}.`,
  /** After `Baixar boletim (PDF)`: the boletim's code (a new one, or the last one given again). */
  boletimEmitido: (codigo: string) => `Boletim baixado. Código ${codigo}.`,
  periodo: "Período da frequência",
  de: "De",
  ate: "Até",
  periodoAjuda: "Em branco: do início do ano letivo até hoje.",
  legenda: "Documentos emitidos",
  nenhum: "Nenhum documento emitido.",
  colunas: { tipo: "Tipo", emitidoEm: "Emitido em", por: "Por", codigo: "Código", situacao: "Situação", acoes: "Ações" },
  situacoes: { valido: "Válido", revogado: "Revogado" },
  /** A boletim of the list: the current one of its year, or one replaced by a newer one (issue 41). */
  boletimAtual: "Atual",
  boletimSubstituido: "Substituído por um mais recente",
  baixarNovamente: "Baixar novamente",
  /** Its accessible name starts with its visible text (WCAG 2.5.3). */
  baixarNovamenteDocumento: (tipo: string, codigo: string) => `Baixar novamente ${tipo.toLowerCase()} ${codigo}`,
  /** Under `Revogado`: "em 24/11/2026 por Ana. Motivo: Emitido por engano." */
  revogadoEm: (data: string, por: string, motivo: string) => `em ${data}${por ? ` por ${por}` : ""}. Motivo: ${motivo}.`,
  /** After it, for the roles that read the register: the company's own note, never public. */
  observacaoNaLista: (observacao: string) => `Observação interna: ${observacao}`,
  revogar: "Revogar",
  revogarDocumento: (codigo: string) => `Revogar o documento ${codigo}`,
  motivo: "Motivo",
  motivoDica: "Público: aparece na verificação do documento, para quem tiver o código.",
  escolhaOMotivo: "Selecione…",
  motivos: motivosDaRevogacaoTexts,
  observacao: "Observação interna",
  observacaoDica: "Opcional. Fica só na empresa: não aparece na verificação pública.",
  confirmarRevogacao: "Confirmar revogação",
  revogado: "Documento revogado. Ele continua verificável e mostra a revogação.",
  /** The history's and the company's activity's detail: "Declaração de matrícula, código K7QM-4XPA-9RTB-2WCE". */
  detalhe: (tipo: string, codigo: string) => `${tipo}, código ${codigo}`,
  detalheRevogado: (tipo: string, codigo: string, motivo: string, observacao: string | null) =>
    `${tipo}, código ${codigo}. Motivo: ${motivo}.${observacao ? ` Observação interna: ${observacao}` : ""}`,
  erros: {
    naoEnturmado: "O aluno não está enturmado neste ano.",
    naoEncontrado: "Documento não encontrado.",
    jaRevogado: "Este documento já foi revogado.",
    motivo: "Escolha o motivo da revogação.",
    observacao: "A observação interna pode ter até 200 caracteres, sem caracteres invisíveis.",
    periodo: "Informe um período válido: datas De e Até no formato DD/MM/AAAA.",
    periodoInvertido: "A data De deve ser anterior ou igual à data Até.",
    periodoForaDoAno: (inicio: string, fim: string) => `O período deve estar dentro do ano letivo, de ${inicio} a ${fim}.`,
    periodoNoFuturo: "O período não pode terminar depois de hoje.",
    tipo: "Documento não encontrado.",
    /** An issue past the database's deadline: it may still commit; the form's token makes a retry give that same document. */
    talvezEmitido: "O serviço demorou a responder e o documento pode ter sido emitido. Pode repetir sem receio: ele não será emitido duas vezes.",
    /** `Baixar novamente` of a document whose file is not kept (or not found). */
    arquivoNaoGuardado: "Arquivo não encontrado. Documentos emitidos antes da guarda dos arquivos não podem ser baixados novamente.",
    /** A form that issued a document, sent again for another declaration or period. */
    formularioJaUsado: "Este formulário já emitiu um documento. Para emitir outro, recarregue a página.",
    origem: "Requisição recusada: ela não partiu desta aplicação.",
    grandeDemais: "Requisição grande demais.",
  },
  /** The PDFs. */
  pdf: {
    titulos: { matricula: "DECLARAÇÃO DE MATRÍCULA", frequencia: "DECLARAÇÃO DE FREQUÊNCIA" },
    tituloDoDocumento: (tipo: string, aluno: string) => `${tipo} — ${aluno}`,
    inep: (codigo: string) => `Código INEP: ${codigo}`,
    /** `escola` with its article ("na Escola …": escolaComArtigo), `etapa` with its ("no 5º ano (Ensino Fundamental)": etapaNaDeclaracao). */
    matricula: (a: { nome: string; matricula: string; nascimento: string; ano: number; turma: string; turno: string; escola: string; etapa: string }) =>
      `Declaramos, para os devidos fins, que ${a.nome}, matrícula ${a.matricula}, nascido(a) em ${a.nascimento}, está regularmente matriculado(a) ${a.escola}, ${a.etapa}, turno ${a.turno}, na turma ${a.turma}, no ano letivo de ${a.ano}.`,
    frequencia: (a: { nome: string; matricula: string; nascimento: string; ano: number; turma: string; turno: string; escola: string; etapa: string; de: string; ate: string; dias: number; faltas: number; frequencia: string }) =>
      `Declaramos, para os devidos fins, que ${a.nome}, matrícula ${a.matricula}, nascido(a) em ${a.nascimento}, matriculado(a) ${a.escola}, ${a.etapa}, turno ${a.turno}, na turma ${a.turma}, no ano letivo de ${a.ano}, teve no período de ${a.de} a ${a.ate} ${a.dias} ${a.dias === 1 ? "dia letivo registrado" : "dias letivos registrados"}, com ${a.faltas} ${a.faltas === 1 ? "falta" : "faltas"}, e frequência de ${a.frequencia}.`,
    /** The school with its article: "na Escola …", "no Colégio …". */
    naEscola: (nome: string, masculino: boolean) => `${masculino ? "no" : "na"} ${nome}`,
    /** Each etapa de ensino as the sentence says it, with its preposition. */
    etapas: {
      "ei-creche": "na Creche (Educação Infantil)",
      "ei-pre-escola": "na Pré-escola (Educação Infantil)",
      "ef-1": "no 1º ano (Ensino Fundamental)",
      "ef-2": "no 2º ano (Ensino Fundamental)",
      "ef-3": "no 3º ano (Ensino Fundamental)",
      "ef-4": "no 4º ano (Ensino Fundamental)",
      "ef-5": "no 5º ano (Ensino Fundamental)",
      "ef-6": "no 6º ano (Ensino Fundamental)",
      "ef-7": "no 7º ano (Ensino Fundamental)",
      "ef-8": "no 8º ano (Ensino Fundamental)",
      "ef-9": "no 9º ano (Ensino Fundamental)",
      "em-1": "na 1ª série (Ensino Médio)",
      "em-2": "na 2ª série (Ensino Médio)",
      "em-3": "na 3ª série (Ensino Médio)",
      "eja-ef": "na Educação de Jovens e Adultos (Ensino Fundamental)",
      "eja-em": "na Educação de Jovens e Adultos (Ensino Médio)",
    } satisfies Record<CodigoEtapaDeEnsino, string>,
    semDias: "Nenhum dia letivo registrado no período.",
    /** "São Paulo/SP, 23 de novembro de 2026." */
    localEData: (local: string | null, dia: string) => `${local ? `${local}, ` : ""}${porExtenso(dia)}.`,
  },
  /** The facts printed (and kept for the check), in the paper's order. */
  fatos: {
    matricula: "Matrícula",
    dataNascimento: "Data de nascimento",
    anoLetivo: "Ano letivo",
    turma: "Turma",
    turno: "Turno",
    periodo: "Período",
    /** Both days already DD/MM/AAAA. */
    periodoValor: (de: string, ate: string) => `${de} a ${ate}`,
    dias: "Dias letivos registrados",
    faltas: "Faltas",
    faltasValor: (total: number, justificadas: number) => `${total} (${justificadas} ${justificadas === 1 ? "justificada" : "justificadas"})`,
    frequencia: "Frequência",
  },
  /** The verification footer, shared by every verifiable PDF (the boletim's too). */
  rodape: {
    emitidoPor: (nome: string, data: string, hora: string) => `Emitido por ${nome} em ${data} às ${hora}`,
    codigo: (codigo: string) => `Código de verificação: ${codigo}`,
    confira: "Confira a autenticidade deste documento no endereço abaixo ou pelo QR code:",
  },
} as const;
