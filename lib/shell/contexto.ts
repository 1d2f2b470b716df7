import "server-only";
import { cache } from "react";
import { notFound, redirect } from "next/navigation";
import { requireSession } from "@/lib/auth/require-session";
import { indisponivelSeForaDoAr } from "@/lib/infra/indisponivel";
import { currentEmpresa } from "@/lib/empresas/atual";
import { sealedClaims, type Session } from "@/lib/auth/session";
import type { Empresa } from "@/lib/empresas/schema";
import { pode, type Papel } from "@/lib/empresas/papeis";

export type ShellContext = { session: Session; empresa: Empresa; papel: Papel };

/**
 * The shell needs a verified session and a current company the user is still linked to; without
 * either the user goes to /login or the picker. Memoised per request: the layout and the page
 * both call it, so every navigation is checked, once. The company always comes from here (the
 * server's session and database), never from the browser.
 */
export const requireShellContext = cache(async (): Promise<ShellContext> => {
  // The user's document, links and company are read while the session is verified (one round
  // trip instead of three); nothing is used unless the session holds and is the same user.
  const claims = await sealedClaims();
  const [session, atual] = await Promise.all([
    requireSession(),
    claims ? currentEmpresa(claims, claims.emp) : Promise.resolve(null),
  ]).catch(indisponivelSeForaDoAr); // the database or the identity provider down: a 503, not a 500
  if (!atual || session.uid !== claims?.uid) redirect("/listar-empresas");
  return { session, ...atual };
});

/**
 * A page of the company's register (every school, student, year): the shell's context of a role
 * that reads it (`ler`), else not found. A professor reads only through the turmas they teach: the
 * pages open to them (Home, the Escolas and Alunos tabs, a school's and a student's sheet, their
 * turmas' pages and roll calls, `Minha conta`) call requireShellContext and check that reach.
 */
export const requireLeitor = cache(async (): Promise<ShellContext> => {
  const ctx = await requireShellContext();
  if (!pode(ctx.papel, "ler")) notFound();
  return ctx;
});
