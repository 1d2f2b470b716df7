import type { Metadata } from "next";
import { requireShellContext, type ShellContext } from "@/lib/shell/contexto";

// A record's page (/escolas/{id}, /alunos/{id}): what its address says and its title. Server only
// (it reads the session's company).

/** A record page's props: the id in its address. */
export type PaginaDoRegistroProps = { params: Promise<{ id: string }> };

/**
 * A record page's generateMetadata: the record's name as the page's title, or "… não encontrado"
 * (another company's record too: its existence is not revealed). `ler` is the page's own reader
 * (memoised per request, so the page reads the record once).
 */
export function tituloDoRegistro(ler: (ctx: ShellContext, id: string) => Promise<{ nome: string } | null>, naoEncontrado: string) {
  return async ({ params }: PaginaDoRegistroProps): Promise<Metadata> => {
    const registro = await ler(await requireShellContext(), (await params).id);
    return { title: registro?.nome ?? naoEncontrado };
  };
}
