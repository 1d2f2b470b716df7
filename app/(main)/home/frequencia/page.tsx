import type { Metadata } from "next";
import Link from "next/link";
import { comoLink } from "@/components/botao";
import { LinkDoRegistro, type Coluna } from "@/components/tabela";
import { frequenciaTexts } from "@/lib/messages";
import { alunosAbaixoDoMinimo, type AlunoAbaixoDoMinimo } from "@/lib/chamadas/paineis";
import { enderecoDaTurma } from "@/app/(main)/escolas/_turmas/turmas-do-ano";
import { ValorDaFrequencia } from "@/app/(main)/escolas/_turmas/frequencia-da-turma";
import { lerPainel, ListaDoPainel, type LinhaDoPainel, type PaginaDoPainelProps } from "@/app/(main)/home/_listas/lista-do-painel";

const t = frequenciaTexts;

export const metadata: Metadata = { title: t.painelAbaixo };

const colunas: Coluna<LinhaDoPainel<AlunoAbaixoDoMinimo>>[] = [
  { titulo: t.colunas.aluno, celula: (l) => <LinkDoRegistro href={`/alunos/${encodeURIComponent(l.idAluno)}`}>{l.nome}</LinkDoRegistro> },
  {
    titulo: t.colunas.turma,
    celula: (l) => (
      <Link href={enderecoDaTurma(l.idEscola, l.idTurma)} className={comoLink("discreto")}>
        {l.turma}
      </Link>
    ),
  },
  { titulo: t.colunas.escola, celula: (l) => l.escola },
  { titulo: t.colunas.frequencia, celula: (l) => <ValorDaFrequencia frequencia={l.frequencia} abaixo /> },
];

/** Home → `Frequência abaixo do mínimo`: the students `Cursando` below the minimum, 25 a page in name order. */
export default async function FrequenciaAbaixoPage({ searchParams }: PaginaDoPainelProps) {
  const lido = await lerPainel(searchParams, async (ctx, request) => ({ pagina: await alunosAbaixoDoMinimo(ctx, request) }));
  const textos = { titulo: t.painelAbaixo, descricao: t.doAno, legenda: t.legendaAbaixo, vazio: t.nenhumAbaixo, paginas: t.paginasAbaixo };
  return <ListaDoPainel caminho="/home/frequencia" textos={textos} colunas={colunas} {...lido} />;
}
