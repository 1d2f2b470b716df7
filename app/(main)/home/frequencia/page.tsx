import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { comoLink } from "@/components/botao";
import { lerEndereco, numeroDaPagina, paginasVizinhas } from "@/components/lista/endereco";
import { Paginacao } from "@/components/paginacao";
import { LinkDoRegistro, Tabela, type Coluna } from "@/components/tabela";
import { requireShellContext } from "@/lib/shell/contexto";
import { pageRequest } from "@/lib/infra/paginacao";
import { frequenciaTexts } from "@/lib/messages";
import { opcoesDeEscola } from "@/lib/escolas/dados";
import { alunosAbaixoDoMinimo, vePaineis, type AlunoAbaixoDoMinimo } from "@/lib/chamadas/paineis";
import { enderecoDaTurma } from "@/app/(main)/escolas/_turmas/turmas-do-ano";
import { ValorDaFrequencia } from "@/app/(main)/escolas/_turmas/frequencia-da-turma";

const t = frequenciaTexts;

export const metadata: Metadata = { title: t.painelAbaixo };

const CAMINHO = "/home/frequencia";

type Linha = AlunoAbaixoDoMinimo & { escola: string };

/** Home → `Frequência abaixo do mínimo`: the students `Cursando` below the minimum, 25 a page in name order. */
export default async function FrequenciaAbaixoPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const ctx = await requireShellContext();
  if (!vePaineis(ctx.papel)) notFound();
  const endereco = lerEndereco(await searchParams);
  const request = pageRequest(endereco);
  const numero = numeroDaPagina(request, endereco.pagina);
  const [pagina, escolas] = await Promise.all([alunosAbaixoDoMinimo(ctx, request), opcoesDeEscola(ctx)]);
  const nomes = new Map(escolas.map((e) => [e.id, e.nome]));
  const linhas: Linha[] = pagina.items.map((a) => ({ ...a, escola: nomes.get(a.idEscola) ?? "" }));
  const colunas: Coluna<Linha>[] = [
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
  const filtros = { busca: { value: "" }, seletores: [] };
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Link href="/home" className={comoLink()}>
          {t.voltarParaHome}
        </Link>
        <h1 className="text-2xl font-semibold">{t.painelAbaixo}</h1>
        <p className="text-suave">{t.doAno}</p>
      </div>
      <Tabela legenda={t.legendaAbaixo} colunas={colunas} linhas={linhas} chave={(l) => l.id} vazio={t.nenhumAbaixo} />
      <Paginacao label={t.paginasAbaixo} pagina={numero} {...paginasVizinhas(CAMINHO, filtros, numero, pagina)} />
    </div>
  );
}
