import "server-only";
import { cache } from "react";
import { redirect } from "next/navigation";
import { requireSession } from "@/lib/auth/require-session";
import { currentEmpresa } from "@/lib/empresa-atual";
import type { Session } from "@/lib/auth/session";
import type { Empresa } from "@/lib/firestore/documents";
import type { Papel } from "@/lib/papeis";

export type ShellContext = { session: Session; empresa: Empresa; papel: Papel };

/**
 * The shell needs a verified session and a current company the user is still linked to; without
 * either the user goes to /login or the picker. Memoised per request: the layout and the page
 * both call it, so every navigation is checked, once. The company always comes from here (the
 * server's session and database), never from the browser.
 */
export const requireShellContext = cache(async (): Promise<ShellContext> => {
  const session = await requireSession();
  const atual = await currentEmpresa(session);
  if (!atual) redirect("/listar-empresas");
  return { session, ...atual };
});
