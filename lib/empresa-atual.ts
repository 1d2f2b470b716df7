import "server-only";
import type { Session } from "@/lib/auth/session";
import type { Empresa } from "@/lib/firestore/documents";
import { fetchEmpresas, readUsuarioAndLinks } from "@/lib/empresas";

/**
 * The user's current company, or null when there is none or the user is no longer linked to it
 * (the shell then sends the user to the picker, which explains).
 */
export async function currentEmpresa(session: Session): Promise<Empresa | null> {
  const { usuario, linked } = await readUsuarioAndLinks(session.uid, session.email);
  if (!usuario.exists || !usuario.idEmpresaAtual || !linked.includes(usuario.idEmpresaAtual)) return null;
  const [empresa] = await fetchEmpresas([usuario.idEmpresaAtual]);
  return empresa ?? { id: usuario.idEmpresaAtual, nome: null };
}
