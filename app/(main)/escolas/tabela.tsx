import type { ReactNode } from "react";
import { LinkDoRegistro, Tabela, type Coluna } from "@/components/tabela";
import { escolaTexts } from "@/lib/messages";
import type { EscolaResumo } from "@/lib/escolas/schema";

const c = escolaTexts.colunas;
const municipioUf = (e: EscolaResumo) => [e.municipio, e.uf].filter(Boolean).join("/") || "—";

const colunas: Coluna<EscolaResumo>[] = [
  { titulo: c.nome, celula: (e) => <LinkDoRegistro href={`/escolas/${encodeURIComponent(e.id)}`}>{e.nome}</LinkDoRegistro> },
  { titulo: c.codigoInep, classe: "whitespace-nowrap", celula: (e) => e.codigoInep ?? "—" },
  { titulo: c.municipioUf, celula: municipioUf },
  { titulo: c.situacao, classe: "whitespace-nowrap", celula: (e) => (e.ativa ? escolaTexts.ativa : escolaTexts.inativa) },
];

/** The schools of a page. On a phone, a card each (components/tabela.tsx). */
export function TabelaEscolas({ escolas, vazio, legenda = escolaTexts.legendaTabela }: { escolas: EscolaResumo[]; vazio: ReactNode; legenda?: string }) {
  return <Tabela legenda={legenda} colunas={colunas} linhas={escolas} chave={(e) => e.id} vazio={vazio} />;
}
