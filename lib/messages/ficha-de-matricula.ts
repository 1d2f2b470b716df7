// Part of lib/messages (import from "@/lib/messages"): issue 43's paper and the family's access
// request: the `Ficha de matrícula (PDF)` (a verifiable document) and `Dados pessoais (LGPD)`
// (everything the company holds on a student, as a PDF and as JSON).

export const fichaDeMatriculaTexts = {
  /** An official document's name of a student with a nome social: the civil name, the nome social beside it. */
  nomeComSocial: (civil: string, social: string) => `${civil} (nome social: ${social})`,
  /** The button on the student's page (issues the document and downloads its PDF). */
  botao: "Ficha de matrícula (PDF)",
  /** After the download: its code in groups. */
  emitida: (codigo: string) => `Ficha de matrícula emitida. Código ${codigo}.`,
  titulo: "FICHA DE MATRÍCULA",
  /** The matrícula, printed after the name (the record's own, never typed). */
  matricula: "Matrícula",
  sim: "Sim",
  nao: "Não",
  naoInformado: "Não informado",
  /** Under the record: the family's statement and the signature lines. */
  declaracao: "Declaro que as informações acima são verdadeiras.",
  assinaturaResponsavel: "Assinatura do(a) responsável legal",
  assinaturaSecretaria: "Assinatura da secretaria escolar",
  /** Pages after the first: "Ficha de matrícula — Maria da Silva (continuação)". */
  continuacao: (nome: string) => `Ficha de matrícula — ${nome} (continuação)`,
} as const;

export const dadosPessoaisTexts = {
  /** The block on the student's sheet (administrador). */
  titulo: "Dados pessoais (LGPD)",
  explicacao: "Tudo o que a empresa guarda sobre o aluno (ficha, responsáveis, turmas, frequência, notas, documentos e histórico), para atender a um pedido de acesso da família (LGPD, art. 18). O download fica registrado na atividade.",
  baixarPdf: "Baixar em PDF",
  baixarJson: "Baixar em JSON",
  /** Accessible names: they start with the visible text (WCAG 2.5.3) and say what is downloaded. */
  baixarPdfRotulo: "Baixar em PDF os dados pessoais (LGPD)",
  baixarJsonRotulo: "Baixar em JSON os dados pessoais (LGPD)",
  /** The history's detail: "em PDF" / "em JSON". */
  detalhe: (formato: "PDF" | "JSON") => `Dados pessoais (LGPD) exportados em ${formato}`,
  /** The PDF. */
  pdf: {
    titulo: "DADOS PESSOAIS DO ALUNO (LGPD)",
    subtitulo: (empresa: string, quando: string) => `Dados mantidos por ${empresa}, gerado em ${quando}.`,
    base: "Atendimento ao direito de acesso do titular (Lei 13.709/2018, art. 18).",
    ficha: "Ficha do aluno",
    turmas: "Turmas",
    frequencia: "Frequência",
    notas: "Notas",
    documentos: "Documentos emitidos",
    historico: "Histórico",
    nenhum: "Nenhum registro.",
    /** "2026 · 5º ano A · Cursando desde 10/02/2026". */
    turma: (ano: number, turma: string, situacao: string, desde: string, ate: string | null) => `${ano} · ${turma} · ${situacao} desde ${desde}${ate ? ` até ${ate}` : ""}`,
    /** "2026 · 5º ano A · 1º bimestre: 40 dias, 2 faltas (1 justificada)". */
    frequenciaLinha: (ano: number, turma: string, etapa: string, dias: number, faltas: number, justificadas: number) =>
      `${ano} · ${turma} · ${etapa}: ${dias} ${dias === 1 ? "dia" : "dias"}, ${faltas} ${faltas === 1 ? "falta" : "faltas"} (${justificadas} ${justificadas === 1 ? "justificada" : "justificadas"})`,
    /** "2026 · Língua Portuguesa: 7,5 | 8,0 | — | — · média 7,8". */
    notaLinha: (ano: number, componente: string, etapas: string[], media: string) => `${ano} · ${componente}: ${etapas.join(" | ")} · média ${media}`,
    /** "Declaração de matrícula · K7QM-4XPA-9RTB-2WCE · 23/11/2026 · Válido". */
    documentoLinha: (tipo: string, codigo: string, quando: string, situacao: string) => `${tipo} · ${codigo} · ${quando} · ${situacao}`,
    /** "23/11/2026 10:42 · Ana Souza · Aluno atualizado". */
    historicoLinha: (quando: string, por: string, oQue: string) => `${quando} · ${por} · ${oQue}`,
    /** Each page's foot: "Dados pessoais (LGPD) — matrícula 2026000123 · página 2". */
    rodape: (matricula: string, pagina: number) => `Dados pessoais (LGPD) — matrícula ${matricula} · página ${pagina}`,
    /** A continuation page's first line. */
    continuacao: (nome: string) => `Dados pessoais (LGPD) — ${nome} (continuação)`,
    registro: "Registro como guardado",
    responsaveis: "Responsáveis",
    matriculasUnificadas: "Matrículas unificadas",
    relatorio: (etapa: string) => `Relatório de desenvolvimento — ${etapa}`,
    situacaoNoAno: (situacao: string, frequencia: string, faltas: string) => `Situação: ${situacao} · Frequência no ano: ${frequencia} · Faltas: ${faltas}`,
    valido: "Válido",
    revogado: (dia: string) => `Revogado em ${dia}`,
  },
} as const;
