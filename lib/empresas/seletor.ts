import "server-only";
import type { Session } from "@/lib/auth/session";
import type { Empresa } from "@/lib/empresas/schema";
import { pickerTexts } from "@/lib/messages";
import { clearEmpresaAtual, fetchEmpresas, readUsuarioAndLinks, sortByNome } from "@/lib/empresas/dados";

// What the company picker shows on open (spec section 4), in at most two sequential round trips
// to the database, three when the e-mail fallback is needed.

export type PickerState =
  | { kind: "go-to-shell" }
  | { kind: "user-not-found" }
  | { kind: "list"; empresas: Empresa[]; currentId: string | null; removedNome: string | null };

export async function loadPicker(session: Session, { switching }: { switching: boolean }): Promise<PickerState> {
  const { uid, email } = session;
  // Round trip 1 (1b with the e-mail fallback): the user's document and links.
  const { usuario, linked } = await readUsuarioAndLinks(uid, email);
  if (!usuario.exists) {
    console.error(`[picker] user document usuarios/${uid} not found`);
    return { kind: "user-not-found" };
  }

  const current = usuario.idEmpresaAtual;
  const currentIsLinked = current !== null && linked.includes(current);
  if (currentIsLinked && !switching) return { kind: "go-to-shell" };
  const removed = current !== null && !currentIsLinked ? current : null;

  if (linked.length === 0 && !removed) {
    console.error(`[picker] no company linked to user ${uid}`);
    return { kind: "list", empresas: [], currentId: null, removedNome: null };
  }

  // Round trip 2: every batch of companies at once (plus the removed one, for its name).
  // Rendering writes nothing (a prefetch renders too): the page forgets the removed company
  // through forgetRemovedEmpresa() once it is on screen.
  const empresas = await fetchEmpresas(removed ? [...linked, removed] : linked);
  if (removed) console.error(`[picker] user ${uid} lost the link to company ${removed}`);
  const linkedSet = new Set(linked);
  return {
    kind: "list",
    empresas: sortByNome(empresas.filter((e) => linkedSet.has(e.id))),
    currentId: currentIsLinked ? current : null,
    removedNome: removed ? (empresas.find((e) => e.id === removed)?.nome ?? pickerTexts.nameFallback) : null,
  };
}

/**
 * Clears the user's current company if the user is no longer linked to it; idempotent. Returns
 * whether it cleared anything.
 */
export async function forgetRemovedEmpresa(session: Session): Promise<boolean> {
  const { usuario, linked } = await readUsuarioAndLinks(session.uid, session.email);
  if (!usuario.exists || !usuario.idEmpresaAtual || linked.includes(usuario.idEmpresaAtual)) return false;
  await clearEmpresaAtual(session.uid);
  console.error(`[picker] current company ${usuario.idEmpresaAtual} of user ${session.uid} cleared: link removed`);
  return true;
}
