import "server-only";
import type { Session } from "@/lib/auth/session";
import type { Empresa } from "@/lib/firestore/documents";
import { fetchEmpresas, linkedIdsByUid, readUsuario, withEmailFallback } from "@/lib/empresas";

/**
 * The user's current company, or null when there is none or the user is no longer linked to it
 * (the shell then sends the user to the picker, which explains).
 */
export async function currentEmpresa(session: Session): Promise<Empresa | null> {
  const [usuario, byUid] = await Promise.all([readUsuario(session.uid), linkedIdsByUid(session.uid)]);
  if (!usuario.exists || !usuario.idEmpresaAtual) return null;
  const linked = await withEmailFallback(byUid, session.email);
  if (!linked.includes(usuario.idEmpresaAtual)) return null;
  const [empresa] = await fetchEmpresas([usuario.idEmpresaAtual]);
  return empresa ?? { id: usuario.idEmpresaAtual, nome: null };
}
