"use server";

import { redirect, RedirectType } from "next/navigation";
import { z } from "zod";
import { rememberEmpresaAtual } from "@/lib/auth/session";
import { linkedEmpresaIds, setEmpresaAtual } from "@/lib/empresas/dados";
import { forgetRemovedEmpresa } from "@/lib/empresas/seletor";
import { UserFacingError, userFacingMessage } from "@/lib/infra/errors";
import { pickerTexts } from "@/lib/messages";
import { acao, ActionError, falhaDita } from "@/lib/infra/actions/guard";

// The picker's actions run before a company is chosen: the guard checks the session only.

/** What the picker shows after a failed selection; `at` makes each answer a new message. */
export type SelectState = { text: string; at: number } | null;

const selection = z.object({ idEmpresa: z.string().trim().min(1).max(128) });

const NOT_FOUND = 5; // gRPC status of an update on a missing document

/** Why a selection failed, after the picker's prefix; every failure is logged, refusals too. */
function motivo(error: unknown): string {
  console.error("[picker] could not select the company:", error);
  const message = error instanceof ActionError ? error.message : error instanceof Error ? userFacingMessage(error) : "";
  return message || pickerTexts.unknownError;
}

const selecionar = acao(
  {
    name: "picker.selecionar",
    permissao: "sessao",
    fields: ["idEmpresa"],
    schema: selection,
    sessaoExpirada: pickerTexts.sessionExpired,
    invalida: pickerTexts.invalidCompany,
    falha: motivo,
  },
  async ({ session }, { idEmpresa }) => {
    const linked = await linkedEmpresaIds(session.uid, session.email);
    if (!linked.includes(idEmpresa)) {
      console.warn("[picker] refused a company the user is not linked to", { uid: session.uid, idEmpresa });
      throw new UserFacingError(pickerTexts.notLinked);
    }
    await setEmpresaAtual(session.uid, idEmpresa).catch((error: unknown) => {
      if ((error as { code?: unknown }).code === NOT_FOUND) throw new UserFacingError(pickerTexts.userMissing);
      throw error;
    });
    await rememberEmpresaAtual(idEmpresa);
    return { ok: true };
  },
);

/**
 * Chooses the current company (spec 7, step 5) after checking, on the server, that the user is
 * linked to it: the browser's word is not enough.
 */
export async function selectEmpresa(_prev: unknown, formData: unknown): Promise<SelectState> {
  const resposta = await selecionar(formData);
  if ("erro" in resposta) return { text: pickerTexts.selectErrorPrefix + resposta.erro, at: Date.now() };
  redirect("/main", RedirectType.replace);
}

// The next visit tries again; the shell keeps refusing the removed company meanwhile. Without a
// session there is nothing to forget, and nothing is logged.
const esquecer = acao(
  { name: "picker.esquecer", permissao: "sessao", falha: falhaDita("[picker] could not clear a removed current company:", pickerTexts.unknownError) },
  async ({ session }) => {
    await forgetRemovedEmpresa(session);
    return { ok: true };
  },
);

/**
 * Called by the picker once it shows "Seu acesso à empresa ... foi removido.": forgets that
 * current company. Takes no input; the server decides from the session and the database.
 */
export async function forgetRemovedEmpresaAction(): Promise<void> {
  await esquecer();
}
