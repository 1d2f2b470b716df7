// `Pareceres descritivos` (issue 41): the page where they are written, the boletim's `Relatório de
// desenvolvimento`, and the closing's pendência.
import { PARECER_MAX } from "@/lib/regras/pareceres";
import { milhar } from "./comum";

export const pareceresTexts = {
  /** The turma's link (instead of `Lançar notas`) and the page's title. */
  link: "Pareceres descritivos",
  titulo: (turma: string) => `Pareceres descritivos — ${turma}`,
  etapa: "Etapa",
  abrir: "Abrir",
  voltar: "Voltar para a turma",
  /** The list's accessible name: "Pareceres do 1º bimestre". */
  legenda: (etapa: string) => `Pareceres do ${etapa}`,
  ajuda: `Um texto por criança, de até ${milhar(PARECER_MAX)} caracteres, sobre o desenvolvimento dela nesta etapa. Deixe em branco quem ainda não tem parecer.`,
  /** The counter under each field: "1.234 de 5.000 caracteres". */
  contador: (n: number) => `${milhar(n)} de ${milhar(PARECER_MAX)} caracteres`,
  salvar: "Salvar pareceres",
  salvando: "Salvando…",
  salvos: "Pareceres salvos.",
  nadaMudou: "Nenhum parecer foi alterado.",
  semAlunos: "Nenhuma criança esteve na turma nesta etapa.",
  salvoPor: (nome: string, quando: string) => `Salvo por ${nome} em ${quando}`,
  somenteLeitura: "Somente leitura: os pareceres desta etapa não podem mais ser alterados por você.",
  anoEncerrado: "O ano letivo está encerrado: os pareceres são somente leitura.",
  /** The activity's detail: "Pareceres (1º bimestre): 3 alunos". */
  detalhe: (etapa: string, n: number) => `Pareceres (${etapa}): ${n} ${n === 1 ? "aluno" : "alunos"}`,
  erros: {
    tamanho: (n: number) => `O parecer tem ${milhar(n)} caracteres; o máximo é ${milhar(PARECER_MAX)}. Resuma o texto antes de salvar.`,
    caracteres: (caracteres: string) => `O parecer contém caracteres que o boletim não consegue imprimir: ${caracteres}. Retire-os antes de salvar.`,
    alterado: "Este parecer foi alterado por outra pessoa depois que você abriu a página. Copie o seu texto e recarregue a página.",
    alterados: "Há pareceres alterados por outra pessoa: confira os campos indicados. Nada foi salvo.",
    invalidos: "Não foi possível salvar os pareceres: confira os campos indicados. Nada foi salvo.",
    alunoForaDaTurma: "Uma das crianças não esteve nesta turma nesta etapa. Recarregue a página.",
    naoPorParecer: "Esta turma é avaliada por notas, não por parecer descritivo.",
    /** The grades of a turma evaluated by parecer (a company that chose it for 1º–3º ano mid-year). */
    porParecer: "Esta turma é avaliada por parecer descritivo, não por notas.",
    etapa: "Etapa inválida.",
    prazo: "O prazo para o professor escrever os pareceres desta etapa terminou (15 dias após o fim da etapa). Fale com a secretaria.",
    anoEncerrado: "O ano letivo está encerrado: os pareceres não podem ser alterados.",
    anoFechando: "O ano letivo está sendo encerrado. Tente novamente em alguns minutos.",
    semAno: "Os pareceres são escritos quando o ano letivo está em andamento.",
    invalido: "Não foi possível salvar os pareceres: recarregue a página.",
  },
  /** The boletim of a child evaluated by parecer. */
  relatorio: "Relatório de desenvolvimento",
  /** An etapa without the child's parecer. */
  semParecer: "Sem parecer registrado nesta etapa.",
  /** The verifiable document's fact of each etapa (the texts stay on the paper). */
  registrado: "parecer registrado",
  naoRegistrado: "sem parecer",
  /** The closing's pendência: "Faltam pareceres: 1º bimestre, 3 alunos". */
  faltam: (etapa: string, n: number) => `Faltam pareceres: ${etapa}, ${n} ${n === 1 ? "aluno" : "alunos"}`,
  /** The closing's link to that etapa's page: "Escrever os pareceres do 1º bimestre". */
  escrever: (etapa: string) => `Escrever os pareceres do ${etapa}`,
  /** The PDF's continuation pages: "Boletim 2026 — Ana Lima (continuação)". */
  continuacao: (titulo: string, aluno: string) => `${titulo} — ${aluno} (continuação)`,
} as const;
