// What the domains' integration tests share: the context an action or a page would have, and a
// refusal awaited and checked. Jest only (it uses Jest's `expect`).
import { ActionError } from "@/lib/infra/actions/erro";
import type { Papel } from "@/lib/empresas/papeis";
import type { ShellContext } from "@/lib/shell/contexto";
import { uniqueId } from "@/test/support/firebase";

/** A user acting in a company (ids unique per call unless given), as a secretary by default. */
export function contextoDeTeste(idEmpresa = uniqueId("emp"), papel: Papel = "secretaria"): ShellContext {
  return {
    session: { uid: uniqueId("u"), email: "secretaria@teste.escola", displayName: "Secretaria Teste", photoURL: null, sid: "s" },
    empresa: { id: idEmpresa, nome: "Empresa de Teste" },
    papel,
  };
}

/** The ActionError a piece of work is refused with (the test fails if it is not refused so). */
export async function recusa(work: Promise<unknown>): Promise<ActionError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ActionError);
  return error as ActionError;
}

type Esquema = { safeParse: (valores: unknown) => { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } } };

/** A refused form's messages, the first per field, as the action guard answers them (the test fails if it is accepted). */
export function errosDoFormulario(schema: Esquema, valores: unknown): Record<string, string> {
  const parsed = schema.safeParse(valores);
  expect(parsed.success).toBe(false);
  const porCampo: Record<string, string> = {};
  for (const issue of parsed.error!.issues) porCampo[String(issue.path[0])] ??= issue.message;
  return porCampo;
}
