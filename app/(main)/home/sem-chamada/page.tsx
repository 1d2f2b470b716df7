import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { comoLink } from "@/components/botao";
import { lerEndereco, numeroDaPagina, paginasVizinhas } from "@/components/lista/endereco";
import { Paginacao } from "@/components/paginacao";
import { LinkDoRegistro, Tabela, type Coluna } from "@/components/tabela";
import { requireShellContext } from "@/lib/shell/contexto";
import { pageRequest } from "@/lib/infra/paginacao";
import { formatarData } from "@/lib/campos/data";
import { frequenciaTexts } from "@/lib/messages";
import { opcoesDeEscola } from "@/lib/escolas/dados";
import { anosComAulaHoje, turmasSemChamada, vePaineis, type TurmaSemChamada } from "@/lib/chamadas/paineis";
import { enderecoDaTurma } from "@/app/(main)/escolas/_turmas/turmas-do-ano";

const t = frequenciaTexts;

export const metadata: Metadata = { title: t.painelSemChamada };

const CAMINHO = "/home/sem-chamada";

type Linha = TurmaSemChamada & { escola: string };

/** Home → `Turmas sem chamada hoje`: the turmas with class today and no roll call yet, the longest waiting first, 25 a page. */
export default async function SemChamadaPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const ctx = await requireShellContext();
  if (!vePaineis(ctx.papel)) notFound();
  const endereco = lerEndereco(await searchParams);
  const request = pageRequest(endereco);
  const numero = numeroDaPagina(request, endereco.pagina);
  const [aula, escolas] = await Promise.all([anosComAulaHoje(ctx), opcoesDeEscola(ctx)]);
  const pagina = await turmasSemChamada(ctx, aula, request);
  const nomes = new Map(escolas.map((e) => [e.id, e.nome]));
  const linhas: Linha[] = pagina.items.map((x) => ({ ...x, escola: nomes.get(x.idEscola) ?? "" }));
  const colunas: Coluna<Linha>[] = [
    { titulo: t.colunas.turma, celula: (l) => <LinkDoRegistro href={enderecoDaTurma(l.idEscola, l.id)}>{l.nome}</LinkDoRegistro> },
    { titulo: t.colunas.escola, celula: (l) => l.escola },
    { titulo: t.colunas.ultimaChamada, celula: (l) => (l.ultimaChamada ? formatarData(l.ultimaChamada) : t.nenhumaChamada) },
  ];
  const filtros = { busca: { value: "" }, seletores: [] };
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Link href="/home" className={comoLink()}>
          {t.voltarParaHome}
        </Link>
        <h1 className="text-2xl font-semibold">{t.painelSemChamada}</h1>
        <p className="text-suave">{aula.anos.length > 0 ? t.hoje(formatarData(aula.hoje)) : t.semAulaHoje}</p>
      </div>
      {aula.anos.length > 0 && <Tabela legenda={t.legendaSemChamada} colunas={colunas} linhas={linhas} chave={(l) => l.id} vazio={t.todasFeitas} />}
      <Paginacao label={t.paginasSemChamada} pagina={numero} {...paginasVizinhas(CAMINHO, filtros, numero, pagina)} />
    </div>
  );
}
