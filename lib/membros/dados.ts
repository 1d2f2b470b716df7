import "server-only";
import type { Query, QuerySnapshot } from "firebase-admin/firestore";
import { adminAuth, db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import { usuarioEmpresaDoc } from "@/lib/empresas/schema";
import { linksByUid, withEmailFallback } from "@/lib/empresas/dados";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import { chunk } from "@/lib/infra/lotes";
import { agruparPessoas, type Vinculo } from "@/lib/membros/documento";
import type { Papel } from "@/lib/empresas/papeis";
import type { Membro } from "@/lib/membros/schema";

// The company's members, read: its links grouped by person, with names from the identity provider.

/** More links than this in one company is not a team of people: the list stops there. */
export const VINCULOS_MAX = 1000;

/** The account's e-mail, for grouping its links (null when the person has no account). */
export async function emailDaConta(uid: string): Promise<Map<string, string>> {
  const user = await withDeadline(adminAuth().getUser(uid), "identidade").catch(() => null);
  return new Map(user?.email ? [[uid, user.email]] : []);
}

export const vinculosDaEmpresa = (idEmpresa: string): Query =>
  db().collection(COLLECTIONS.usuariosEmpresas).where("idEmpresa", "==", idEmpresa).limit(VINCULOS_MAX);

export function vinculosDe(snapshot: QuerySnapshot): Vinculo[] {
  return snapshot.docs.flatMap((doc) => {
    const parsed = usuarioEmpresaDoc.safeParse(doc.data());
    if (!parsed.success) return [];
    return [{ id: doc.id, idUsuario: parsed.data.idUsuario || null, email: parsed.data.emailUsuario || null, papel: parsed.data.papel }];
  });
}

/** The members of a company, by name (people without a name last). */
export function listarMembros(idEmpresa: string): Promise<Membro[]> {
  return membrosDe(vinculosDaEmpresa(idEmpresa), "membros.listar");
}

/**
 * The company's professors with an account, by name: what a turma's `Adicionar professor` offers. Only the links
 * whose role is `professor` are read (not every member of a large company); the least role of a
 * person counts and professor is the least, so a person with such a link is a professor whatever
 * else they hold.
 */
export async function professoresDaEmpresa(idEmpresa: string): Promise<Membro[]> {
  return (await professores(idEmpresa))!;
}

/**
 * The account `uid` with its name, when the shell would give it the role `professor` in the company
 * (its links, the e-mail's when the uid has none, the least per company); else null. What
 * `Adicionar professor` checks: one person's links read, not the company's.
 */
export async function professorDaEmpresa(idEmpresa: string, uid: string): Promise<{ uid: string; nome: string | null } | null> {
  const buscaDaConta = withDeadline(adminAuth().getUser(uid), "identidade").catch((error: unknown) => {
    // No such account (or no possible one): not a professor. The provider's silence is an outage.
    const code = (error as { code?: unknown } | null)?.code;
    if (code === "auth/user-not-found" || code === "auth/invalid-uid") return null;
    throw error;
  });
  const [links, conta] = await Promise.all([linksByUid(uid), buscaDaConta]);
  if (!conta) return null;
  const vinculos = await withEmailFallback(links, conta.email ?? null);
  const papel: Papel | undefined = vinculos.find((v) => v.idEmpresa === idEmpresa)?.papel;
  return papel === "professor" ? { uid, nome: conta.displayName ?? null } : null;
}

/**
 * The same, when the company has at most `max` professor links (`max + 1` read at most); null when
 * it has more: the page that asked leaves the list to the control that needs it (read on demand).
 */
export function professoresAte(idEmpresa: string, max: number): Promise<Membro[] | null> {
  return professores(idEmpresa, max);
}

async function professores(idEmpresa: string, max?: number): Promise<Membro[] | null> {
  const papel: Papel = "professor";
  const query = vinculosDaEmpresa(idEmpresa).where("papel", "==", papel);
  const membros = await membrosDe(max === undefined ? query : query.limit(max + 1), "membros.professores", max);
  // A link known only by an e-mail (no account yet) cannot teach a turma: it is not offered.
  return membros && membros.filter((m) => m.uid);
}

async function membrosDe(query: Query, rotulo: string): Promise<Membro[]>;
async function membrosDe(query: Query, rotulo: string, max: number | undefined): Promise<Membro[] | null>;
async function membrosDe(query: Query, rotulo: string, max?: number): Promise<Membro[] | null> {
  const snapshot = await withDeadline(query.get(), "banco");
  registrarLeituras(rotulo, snapshot.size);
  if (max !== undefined && snapshot.size > max) return null;
  const vinculos = vinculosDe(snapshot);
  const uids = [...new Set(vinculos.flatMap((v) => (v.idUsuario ? [v.idUsuario] : [])))];
  const contas = new Map<string, { nome: string | null; email: string | null; pendente: boolean }>();
  for (const lote of chunk(uids, 100)) {
    const { users } = await withDeadline(adminAuth().getUsers(lote.map((uid) => ({ uid }))), "identidade");
    // Pending: an invited account that has no way in yet (no password chosen, no Google).
    for (const u of users) contas.set(u.uid, { nome: u.displayName ?? null, email: u.email ?? null, pendente: u.providerData.length === 0 });
  }
  const emails = new Map([...contas].flatMap(([uid, c]) => (c.email ? [[uid, c.email] as [string, string]] : [])));
  const pessoas = agruparPessoas(vinculos, emails);
  const collator = new Intl.Collator("pt-BR", { sensitivity: "base" });
  return pessoas
    .map((p) => {
      const conta = p.uid ? contas.get(p.uid) : undefined;
      return { ...p, email: conta?.email ?? p.email, nome: conta?.nome ?? null, pendente: conta?.pendente ?? false };
    })
    .sort((a, b) => (a.nome && b.nome ? collator.compare(a.nome, b.nome) : a.nome ? -1 : b.nome ? 1 : collator.compare(a.email ?? "", b.email ?? "")));
}
