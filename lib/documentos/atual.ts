// Which boletim of a year is the current one (issue 41), for the student's `Documentos` list: the
// newest not revoked. A new boletim is issued only when what it prints changed since the last one
// (lib/boletins/emissao.ts), so the newest replaces the ones before. A declaration, or a boletim
// issued before its year was kept on the document, is neither (null). Pure.

type Marcavel = { tipo: string; ano: number | null; revogadoEm: Date | null };

/** For each document of a list ordered newest first: true (the current boletim of its year), false (a boletim replaced or revoked), null (not a boletim of a known year). */
export function marcarAtuais(lista: readonly Marcavel[]): (boolean | null)[] {
  const vistos = new Set<number>();
  return lista.map((d) => {
    if (d.tipo !== "boletim" || d.ano === null) return null;
    if (d.revogadoEm || vistos.has(d.ano)) return false;
    vistos.add(d.ano);
    return true;
  });
}
