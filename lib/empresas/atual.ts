import "server-only";
import type { Session } from "@/lib/auth/session";
import type { Empresa } from "@/lib/empresas/schema";
import type { Papel } from "@/lib/empresas/papeis";
import { lerEmpresa, readUsuarioAndLinks } from "@/lib/empresas/dados";

/** The company the user works in now, and the user's role in it (from the user's link). */
export type EmpresaAtual = { empresa: Empresa; papel: Papel };

/**
 * The user's current company and role there, or null when there is none or the user is no longer
 * linked to it (the shell then sends the user to the picker, which explains). The role is read
 * from the database on every request, so a change of role counts at the user's next request.
 */
export async function currentEmpresa(session: Pick<Session, "uid" | "email">, hint: string | null = null): Promise<EmpresaAtual | null> {
  // With a hint of the current company, the company is read in the same round trip as the user's
  // document and links; the document stays the truth (a stale hint costs one more round trip).
  const [{ usuario, vinculos }, hinted] = await Promise.all([
    readUsuarioAndLinks(session.uid, session.email),
    hint ? lerEmpresa(hint) : Promise.resolve(null),
  ]);
  if (!usuario.exists || !usuario.idEmpresaAtual) return null;
  const idEmpresa = usuario.idEmpresaAtual;
  const vinculo = vinculos.find((v) => v.idEmpresa === idEmpresa);
  if (!vinculo) return null;
  const empresa = hint === idEmpresa ? hinted : await lerEmpresa(idEmpresa);
  return { empresa: empresa ?? { id: idEmpresa, nome: null }, papel: vinculo.papel };
}
