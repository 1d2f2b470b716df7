import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { DeadlineError } from "@/lib/infra/deadline";
import { SessionCheckError } from "@/lib/auth/session";
import { IdentityUnavailableError } from "@/lib/auth/identity";
import { CABECALHO_CAMINHO } from "@/lib/infra/cabecalhos-do-pedido";

// When the database or the identity provider cannot answer a signed-in page, the person gets a
// 503 in Portuguese (app/indisponivel/route.ts), never a 500: a server component cannot set its
// status, so it is sent there, with the page to open again.

export const PAGINA_INDISPONIVEL = "/indisponivel";

/** gRPC codes of a database that does not answer (as opposed to a refusal of the request). */
const FORA_DO_AR = new Set([4 /* DEADLINE_EXCEEDED */, 8 /* RESOURCE_EXHAUSTED */, 13 /* INTERNAL */, 14 /* UNAVAILABLE */]);

/** Whether an error says a dependency is down or too slow (not a bug of ours, nor a refusal). */
export function dependenciaFora(error: unknown): boolean {
  if (error instanceof SessionCheckError || error instanceof DeadlineError || error instanceof IdentityUnavailableError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "number" && FORA_DO_AR.has(code);
}

/** A path of this app to go back to: "/..." but never "//host" nor "/\\host"; else Home. */
export function caminhoInterno(value: string | null | undefined): string {
  if (!value || value.length > 2000 || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return "/home";
  return value;
}

/** Sends the request to the 503 page when `error` is a dependency's outage; rethrows anything else. */
export async function indisponivelSeForaDoAr(error: unknown): Promise<never> {
  if (!dependenciaFora(error)) throw error;
  console.error("[pagina] a dependency is down, answering 503:", error);
  const caminho = caminhoInterno((await headers()).get(CABECALHO_CAMINHO));
  redirect(`${PAGINA_INDISPONIVEL}?voltar=${encodeURIComponent(caminho)}`);
}
