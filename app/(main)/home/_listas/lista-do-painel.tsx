import "server-only";
import Link from "next/link";
import { notFound } from "next/navigation";
import { comoLink } from "@/components/botao";
import { lerEndereco, numeroDaPagina, paginasVizinhas } from "@/components/lista/endereco";
import { Paginacao } from "@/components/paginacao";
import { Tabela, type Coluna } from "@/components/tabela";
import { requireShellContext, type ShellContext } from "@/lib/shell/contexto";
import { pageRequest, type Page, type PageRequest } from "@/lib/infra/paginacao";
import { frequenciaTexts } from "@/lib/messages";
import { opcoesDeEscola } from "@/lib/escolas/dados";
import { vePaineis } from "@/lib/chamadas/paineis";

// Home's paged lists behind its panels (`Frequência abaixo do mínimo`, `Turmas sem chamada hoje`):
// one page, each list only its query and columns. Who may open them (the roles that see the
// panels: anyone else is "not found"), the page asked for in the address (25 rows, by cursors),
// each row's school by name, `Voltar para Home`, the heading, the table and its pages.

export type PaginaDoPainelProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A row of a panel's list: the query's, with its school's name. */
export type LinhaDoPainel<T> = T & { escola: string };

/**
 * The panel's page: `ler` answers the page asked for (and whatever else the list says), read with
 * the schools' names at once; a role that does not see the panels is "not found".
 */
export async function lerPainel<L extends { pagina: Page<{ idEscola: string }> }>(
  searchParams: PaginaDoPainelProps["searchParams"],
  ler: (ctx: ShellContext, request: PageRequest) => Promise<L>,
): Promise<L & { numero: number; linhas: LinhaDoPainel<L["pagina"]["items"][number]>[] }> {
  const ctx = await requireShellContext();
  if (!vePaineis(ctx.papel)) notFound();
  const endereco = lerEndereco(await searchParams);
  const request = pageRequest(endereco);
  const [lido, escolas] = await Promise.all([ler(ctx, request), opcoesDeEscola(ctx)]);
  const nomes = new Map(escolas.map((e) => [e.id, e.nome]));
  const linhas = lido.pagina.items.map((x) => ({ ...(x as L["pagina"]["items"][number]), escola: nomes.get(x.idEscola) ?? "" }));
  return { ...lido, numero: numeroDaPagina(request, endereco.pagina), linhas };
}

const SEM_FILTROS = { busca: { value: "" }, seletores: [] };

/** The list: `tabela` false when there is nothing to list at all today (`descricao` says why). */
export function ListaDoPainel<T extends { id: string }>({
  caminho,
  textos,
  tabela = true,
  colunas,
  linhas,
  numero,
  pagina,
}: {
  caminho: string;
  /** The heading, the sentence under it, the table's caption, its empty text, the name of its page links. */
  textos: { titulo: string; descricao: string; legenda: string; vazio: string; paginas: string };
  tabela?: boolean;
  colunas: readonly Coluna<T>[];
  linhas: readonly T[];
  numero: number;
  pagina: Pick<Page<unknown>, "anterior" | "proxima">;
}) {
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Link href="/home" className={comoLink()}>
          {frequenciaTexts.voltarParaHome}
        </Link>
        <h1 className="text-2xl font-semibold">{textos.titulo}</h1>
        <p className="text-suave">{textos.descricao}</p>
      </div>
      {tabela && <Tabela legenda={textos.legenda} colunas={colunas} linhas={linhas} chave={(l) => l.id} vazio={textos.vazio} />}
      <Paginacao label={textos.paginas} pagina={numero} {...paginasVizinhas(caminho, SEM_FILTROS, numero, pagina)} />
    </div>
  );
}
