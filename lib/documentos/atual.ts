// Which boletim of a year is the current one (issue 41), for the student's `Documentos` list: the
// newest not revoked. A new boletim is issued only when what it prints changed since the last one
// (lib/boletins/emissao.ts), so the newest replaces the ones before. A declaration, or a boletim
// issued before its year was kept on the document, is neither (null). Which kinds are one per year
// is the registry's (lib/documentos/tipos.ts, `umPorAno`). Pure.
import { TIPOS_DE_DOCUMENTO, type TipoDeDocumento } from "@/lib/documentos/tipos";

type Marcavel = { tipo: TipoDeDocumento; ano: number | null; revogadoEm: Date | null };

/** For each document of a list ordered newest first: true (the current boletim of its year), false (a boletim replaced or revoked), null (not a boletim of a known year). */
export function marcarAtuais(lista: readonly Marcavel[]): (boolean | null)[] {
  const vistos = new Set<string>();
  return lista.map((d) => {
    if (!TIPOS_DE_DOCUMENTO[d.tipo].umPorAno || d.ano === null) return null;
    const chave = `${d.tipo}:${d.ano}`;
    if (d.revogadoEm || vistos.has(chave)) return false;
    vistos.add(chave);
    return true;
  });
}
