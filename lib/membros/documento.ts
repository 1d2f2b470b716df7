// The company's members, from its links (`usuarios_empresas`): one person per account (uid),
// with the links that name only their e-mail folded in, and people known only by an e-mail. Pure:
// the member list and the invariant checks group links alike.
import { menorPapel, type Papel } from "@/lib/empresas/papeis";

export type Vinculo = { id: string; idUsuario: string | null; email: string | null; papel: Papel };

export type Pessoa = {
  /** The uid, or "email:" and the e-mail for a person known only by it. */
  chave: string;
  uid: string | null;
  email: string | null;
  /** The role the shell gives: from the uid's links, else from the e-mail's (the least of them). */
  papel: Papel;
  vinculos: string[];
};

const minusculo = (email: string | null) => (email ? email.trim().toLowerCase() : null);

/**
 * `emailsDasContas`: the accounts' e-mails (uid → e-mail) when known, for uid links written
 * without `emailUsuario`: an e-mail-only link of the same address is still that person's.
 */
export function agruparPessoas(vinculos: readonly Vinculo[], emailsDasContas: ReadonlyMap<string, string> = new Map()): Pessoa[] {
  const porUid = new Map<string, Pessoa>();
  const porEmail = new Map<string, Pessoa>();
  for (const v of vinculos.filter((v) => v.idUsuario)) {
    const atual = porUid.get(v.idUsuario!);
    if (atual) {
      atual.papel = menorPapel(atual.papel, v.papel);
      atual.vinculos.push(v.id);
      atual.email ??= minusculo(v.email);
    } else porUid.set(v.idUsuario!, { chave: v.idUsuario!, uid: v.idUsuario, email: minusculo(v.email), papel: v.papel, vinculos: [v.id] });
  }
  for (const p of porUid.values()) p.email ??= minusculo(emailsDasContas.get(p.uid!) ?? null);
  const dono = new Map([...porUid.values()].filter((p) => p.email).map((p) => [p.email!, p]));
  for (const v of vinculos.filter((v) => !v.idUsuario)) {
    const email = minusculo(v.email);
    if (!email) continue;
    const dele = dono.get(email);
    if (dele) {
      dele.vinculos.push(v.id); // its role does not count: the shell reads the uid's links first
      continue;
    }
    const atual = porEmail.get(email);
    if (atual) {
      atual.papel = menorPapel(atual.papel, v.papel);
      atual.vinculos.push(v.id);
    } else porEmail.set(email, { chave: `email:${email}`, uid: null, email, papel: v.papel, vinculos: [v.id] });
  }
  return [...porUid.values(), ...porEmail.values()];
}

export const administradores = (pessoas: readonly Pessoa[]) => pessoas.filter((p) => p.papel === "administrador").length;
