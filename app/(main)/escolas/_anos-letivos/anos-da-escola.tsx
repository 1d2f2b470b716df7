import { SecaoDaFicha } from "@/components/ficha";
import { LinkDoRegistro, Tabela, type Coluna } from "@/components/tabela";
import { anoLetivoTexts } from "@/lib/messages";
import type { AnoLetivoResumo } from "@/lib/anos-letivos/schema";

const t = anoLetivoTexts;

/** The address of a school's year page. */
export const enderecoDoAno = (idEscola: string, ano: number) => `/escolas/${encodeURIComponent(idEscola)}/anos/${ano}`;

/** `Anos letivos` on a school's sheet: its years, newest first, each a link with its situation; `Novo ano letivo` for writers. */
export function AnosDaEscola({ idEscola, anos, escreve }: { idEscola: string; anos: AnoLetivoResumo[]; escreve: boolean }) {
  const colunas: Coluna<AnoLetivoResumo>[] = [
    { titulo: t.colunas.ano, celula: (a) => <LinkDoRegistro href={enderecoDoAno(idEscola, a.ano)}>{t.titulo(a.ano)}</LinkDoRegistro> },
    { titulo: t.colunas.situacao, celula: (a) => t.situacoes[a.situacao] },
  ];
  return (
    <SecaoDaFicha id="anos-letivos" titulo={t.secao} acao={escreve ? { href: `/escolas/${encodeURIComponent(idEscola)}/anos/novo`, texto: t.novo } : undefined}>
      <Tabela legenda={t.legenda} colunas={colunas} linhas={anos} chave={(a) => a.id} estilo="secao" vazio={<p>{t.nenhum}</p>} />
    </SecaoDaFicha>
  );
}
