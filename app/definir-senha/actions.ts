"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { IdentityUnavailableError } from "@/lib/auth/identity";
import { startSession } from "@/lib/auth/session";
import { setFlash } from "@/lib/infra/flash-server";
import { asFormData, campoDesconhecido, fields } from "@/lib/infra/actions/form-data";
import { mensagemDaFalha } from "@/lib/infra/actions/guard";
import type { FormState } from "@/lib/infra/actions/form-state";
import { concluir, reservar, type Reserva } from "@/lib/infra/limites/contador";
import { enderecoDe } from "@/lib/infra/limites/endereco";
import { actionTexts, conviteTexts, limiteTexts } from "@/lib/messages";
import { definirSenha, PAGINA_DEFINIR_SENHA } from "@/lib/membros/convite";
import { definirSenhaFields, definirSenhaInput } from "@/lib/membros/schema";

// "Definir senha" (/definir-senha): a public action, with no session yet (the guard's chain needs
// one), so it checks what the guard would: only its fields are read, parsed with zod, and its
// attempts counted like sign-ins, per client address (lib/infra/limites/, as app/login/actions.ts).
// The code is the person's proof; the e-mail is the provider's answer, never the browser's.

const resposta = (parcial: Partial<NonNullable<FormState>>, nome = ""): FormState => ({
  message: null,
  fieldErrors: {},
  values: { nome },
  at: Date.now(),
  ...parcial,
});

/** Sets the password and the name, signs the person in and opens the picker (or their only company). */
export async function definirSenhaAction(_prev: unknown, formData: unknown): Promise<FormState> {
  const form = asFormData(formData);
  const nome = String(form?.get("nome") ?? "").slice(0, 500);
  // `username`: the e-mail, hidden, for password managers; sent, never read.
  if (form && campoDesconhecido(form, [...definirSenhaFields, "username"])) return resposta({ message: actionTexts.formularioInvalido }, nome);
  const input = definirSenhaInput.safeParse(form ? fields(form, definirSenhaFields) : null);
  if (!input.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of input.error.issues) {
      const campo = String(issue.path[0] ?? "");
      if (campo === "oobCode") redirect(PAGINA_DEFINIR_SENHA);
      if (campo && !(campo in fieldErrors)) fieldErrors[campo] = issue.message;
    }
    return resposta({ fieldErrors }, nome);
  }

  let reserva: Reserva | null;
  try {
    reserva = await reservar([{ tipo: "login.endereco", chave: enderecoDe(await headers()) }]);
  } catch (error) {
    return resposta({ message: mensagemDaFalha(error, "convite.definirSenha") }, nome);
  }
  if (!reserva) return resposta({ message: limiteTexts.muitasTentativas }, nome);

  let expirado = false;
  try {
    const definicao = await definirSenha(input.data);
    if (definicao.ok) await Promise.all([startSession(definicao.idToken), concluir(reserva, "aceito")]);
    else {
      await concluir(reserva, "falhou");
      if (definicao.motivo === "fraca") return resposta({ fieldErrors: { novaSenha: conviteTexts.erros.senhaFraca } }, nome);
      console.warn("[convite] an expired, used or invalid code was sent");
      expirado = true;
    }
  } catch (error) {
    if (error instanceof IdentityUnavailableError) await concluir(reserva, "sem-resposta").catch(() => undefined);
    return resposta({ message: mensagemDaFalha(error, "convite.definirSenha") }, nome);
  }
  // The page, without a code, says the invitation expired (and offers the login).
  if (expirado) redirect(PAGINA_DEFINIR_SENHA);
  await setFlash("login");
  redirect("/listar-empresas");
}
