// Part of lib/messages (import from "@/lib/messages"): the boletim's PDF (`Baixar boletim (PDF)`,
// `Boletins da turma (PDF)`). Its table and summary say what the screen says, in the screen's own
// words (boletimTexts); what only the printed page has is here.
import { boletimTexts } from "./notas";

export const boletimPdfTexts = {
  /** The page's title: "Boletim 2026", as on the screen. */
  titulo: boletimTexts.titulo,
  /** The document's title (the viewer's window): "Boletim 2026 — João Conceição". */
  tituloDoDocumento: (ano: number, aluno: string) => `Boletim ${ano} — ${aluno}`,
  /** The turma's file's title: "Boletins 2026 — 5º ano A". */
  tituloDaTurma: (ano: number, turma: string) => `Boletins ${ano} — ${turma}`,
  /** Under the school's name: its INEP code. */
  inep: (codigo: string) => `Código INEP: ${codigo}`,
  aluno: "Aluno(a)",
  matricula: "Matrícula",
  turma: boletimTexts.turma,
  anoLetivo: "Ano letivo",
  componente: boletimTexts.componente,
  media: boletimTexts.media,
  recuperacao: boletimTexts.recuperacao,
  final: boletimTexts.final,
  faltasNoAno: boletimTexts.faltasNoAno,
  /** "12 (3 justificadas)". */
  faltas: boletimTexts.faltas,
  frequenciaNoAno: boletimTexts.frequenciaNoAno,
  situacao: boletimTexts.situacao,
  /** Educação Infantil: the sentence that replaces the table. */
  semNotas: boletimTexts.semNotas,
  /** The footer: "Emitido em 26/11/2026". */
  emitidoEm: (data: string) => `Emitido em ${data}`,
  /** `Boletins da turma (PDF)`: each page says it is a working copy, not a document (issue 41). */
  copiaDeTrabalho: "CÓPIA DE TRABALHO — SEM VALOR DE DOCUMENTO",
  copiaDeTrabalhoDica: (data: string) => `Gerada em ${data}, sem código de verificação. O boletim com valor de documento é o de cada aluno: Baixar boletim (PDF), na página do aluno.`,
  /** A turma's file with no student in it (still one page, so the file opens). */
  nenhumAluno: "Nenhum aluno nesta turma.",
  /** A GET of the boletim by a role that issues it: issuing is the page's button (a POST). */
  emitaPeloBotao: "Para emitir o boletim, use o botão Baixar boletim (PDF) na página do aluno.",
  /** The routes' 404. */
  naoEncontrado: "Boletim não encontrado.",
} as const;
