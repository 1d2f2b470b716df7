"use server";

import { redirect, RedirectType } from "next/navigation";
import { z } from "zod";
import { rememberEmpresaAtual, verifySession } from "@/lib/auth/session";
import { linkedEmpresaIds, setEmpresaAtual } from "@/lib/empresas/dados";
import { forgetRemovedEmpresa } from "@/lib/empresas/seletor";
import { UserFacingError, userFacingMessage } from "@/lib/infra/errors";
import { pickerTexts } from "@/lib/messages";
import { asFormData, fields } from "@/lib/infra/actions/form-data";

/** What the picker shows after a failed selection; `at` makes each answer a new message. */
export type SelectState = { text: string; at: number } | null;

const selection = z.object({ idEmpresa: z.string().trim().min(1).max(128) });

const NOT_FOUND = 5; // gRPC status of an update on a missing document

/**
 * Chooses the current company (spec 7, step 5) after checking, on the server, that the user is
 * linked to it: the browser's word is not enough.
 */
export async function selectEmpresa(_prev: unknown, formData: unknown): Promise<SelectState> {
  const fail = (reason: string): SelectState => ({ text: pickerTexts.selectErrorPrefix + reason, at: Date.now() });
  try {
    const session = await verifySession();
    if (!session) throw new UserFacingError(pickerTexts.sessionExpired);
    const form = asFormData(formData);
    const input = selection.safeParse(form ? fields(form, ["idEmpresa"]) : null);
    if (!input.success) throw new UserFacingError(pickerTexts.invalidCompany);
    const { idEmpresa } = input.data;

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
  } catch (error) {
    console.error("[picker] could not select the company:", error);
    const message = error instanceof Error ? userFacingMessage(error) : "";
    return fail(message || pickerTexts.unknownError);
  }
  redirect("/main", RedirectType.replace);
}

/**
 * Called by the picker once it shows "Seu acesso à empresa ... foi removido.": forgets that
 * current company. Takes no input; the server decides from the session and the database.
 */
export async function forgetRemovedEmpresaAction(): Promise<void> {
  try {
    const session = await verifySession();
    if (session) await forgetRemovedEmpresa(session);
  } catch (error) {
    // The next visit tries again; the shell keeps refusing the removed company meanwhile.
    console.error("[picker] could not clear a removed current company:", error);
  }
}
