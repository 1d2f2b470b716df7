import type { Metadata } from "next";
import { LinkDoRegistro, type Coluna } from "@/components/tabela";
import { formatarData } from "@/lib/campos/data";
import { frequenciaTexts } from "@/lib/messages";
import { anosComAulaHoje, turmasSemChamada, type TurmaSemChamada } from "@/lib/chamadas/paineis";
import { enderecoDaTurma } from "@/app/(main)/escolas/_turmas/turmas-do-ano";
import { lerPainel, ListaDoPainel, type LinhaDoPainel, type PaginaDoPainelProps } from "@/app/(main)/home/_listas/lista-do-painel";

const t = frequenciaTexts;

export const metadata: Metadata = { title: t.painelSemChamada };

const colunas: Coluna<LinhaDoPainel<TurmaSemChamada>>[] = [
  { titulo: t.colunas.turma, celula: (l) => <LinkDoRegistro href={enderecoDaTurma(l.idEscola, l.id)}>{l.nome}</LinkDoRegistro> },
  { titulo: t.colunas.escola, celula: (l) => l.escola },
  { titulo: t.colunas.ultimaChamada, celula: (l) => (l.ultimaChamada ? formatarData(l.ultimaChamada) : t.nenhumaChamada) },
];

/** Home → `Turmas sem chamada hoje`: the turmas with class today and no roll call yet, the longest waiting first, 25 a page. */
export default async function SemChamadaPage({ searchParams }: PaginaDoPainelProps) {
  const { aula, ...lido } = await lerPainel(searchParams, async (ctx, request) => {
    const aula = await anosComAulaHoje(ctx);
    return { aula, pagina: await turmasSemChamada(ctx, aula, request) };
  });
  // With no class today there is nothing to list: the sentence says so, no table.
  const comAula = aula.anos.length > 0;
  const textos = { titulo: t.painelSemChamada, descricao: comAula ? t.hoje(formatarData(aula.hoje)) : t.semAulaHoje, legenda: t.legendaSemChamada, vazio: t.todasFeitas, paginas: t.paginasSemChamada };
  return <ListaDoPainel caminho="/home/sem-chamada" textos={textos} tabela={comAula} colunas={colunas} {...lido} />;
}
