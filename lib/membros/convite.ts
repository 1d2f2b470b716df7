import "server-only";
import type { z } from "zod";
import { adminAuth } from "@/lib/infra/firebase/admin";
import { getServerEnv } from "@/lib/infra/env";
import { withDeadline } from "@/lib/infra/deadline";
import { ActionError } from "@/lib/infra/actions/erro";
import { reservar } from "@/lib/infra/limites/contador";
import { confirmPasswordReset, providerErrorCode, sendPasswordResetEmail, signInWithPassword, verifyPasswordResetCode } from "@/lib/auth/identity";
import { fetchEmpresas, linkedEmpresaIds, readUsuario, setEmpresaAtual } from "@/lib/empresas/dados";
import { configTexts, limiteTexts, pickerTexts } from "@/lib/messages";
import type { Autor } from "@/lib/atividades/schema";
import { agruparPessoas } from "@/lib/membros/documento";
import { emailDaConta, vinculosDaEmpresa, vinculosDe } from "@/lib/membros/dados";
import type { definirSenhaInput } from "@/lib/membros/schema";

// Invitations, from the link to a signed-in person. The link is the identity provider's
// password-reset code opened on the app's own page, /definir-senha?oobCode=...: the e-mail's link
// goes there in production (the project's action URL, docs/configuracoes.md), and on the emulators
// the server prints it. The page reads `oobCode` only (the action URL's `mode`, `apiKey`, `lang`
// and `continueUrl` are ignored).

export const PAGINA_DEFINIR_SENHA = "/definir-senha";

/** The origin when the request does not name one (the dev server's). */
const ORIGEM_PADRAO = "http://localhost:3000";

/** The app's origin as the request names it: the forwarded host, else the host (as Next compares an action's Origin). */
export function origemDe(cabecalhos: Headers): string {
  const primeiro = (nome: string) => cabecalhos.get(nome)?.split(",")[0]?.trim() || null;
  const host = primeiro("x-forwarded-host") ?? primeiro("host");
  if (!host || !/^[A-Za-z0-9.\-[\]:]+$/.test(host)) return ORIGEM_PADRAO;
  const protocolo = primeiro("x-forwarded-proto") === "https" ? "https" : "http";
  return `${protocolo}://${host}`;
}

/** The link to the app's page for a code. */
export const linkDaPagina = (origem: string, oobCode: string) => `${origem}${PAGINA_DEFINIR_SENHA}?oobCode=${encodeURIComponent(oobCode)}`;

/** The code of a provider's action link (the emulator's, Firebase's action URL, or ours), or null. */
export function codigoDoLink(link: string): string | null {
  try {
    return new URL(link).searchParams.get("oobCode") || null;
  } catch {
    return null;
  }
}

/**
 * On the emulators no e-mail leaves: the Auth emulator keeps the messages it would send. The
 * invitation's link, to the app's page, is printed on the server's console for the developer.
 */
export async function mostrarLinkDoEmulador(endereco: string, origem: string = ORIGEM_PADRAO): Promise<void> {
  const env = getServerEnv();
  if (!env.FIREBASE_AUTH_EMULATOR_HOST) return;
  try {
    const url = `http://${env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${env.FIREBASE_PROJECT_ID}/oobCodes`;
    const { oobCodes } = (await (await fetch(url, { cache: "no-store" })).json()) as { oobCodes: { email: string; requestType: string; oobCode: string }[] };
    const codigo = oobCodes.filter((c) => c.email === endereco && c.requestType === "PASSWORD_RESET").at(-1)?.oobCode;
    if (codigo) console.info(`[convite] (emulador) link do convite para ${endereco}: ${linkDaPagina(origem, codigo)}`);
  } catch {
    // Only a convenience.
  }
}

const erros = configTexts.membros.erros;

/**
 * A member of the company (by the list's key) who has no way in yet: an invited account without a
 * password or Google. Anyone else is refused (not found, or already in).
 */
async function convidadoPendente(idEmpresa: string, chave: string): Promise<{ uid: string; email: string }> {
  const [snapshot, emails] = await Promise.all([
    withDeadline(vinculosDaEmpresa(idEmpresa).get(), "banco"),
    chave.startsWith("email:") ? new Map<string, string>() : emailDaConta(chave),
  ]);
  const pessoa = agruparPessoas(vinculosDe(snapshot), emails).find((p) => p.chave === chave);
  if (!pessoa?.uid) throw new ActionError(erros.naoEncontrado);
  const conta = await withDeadline(adminAuth().getUser(pessoa.uid), "identidade").catch((error: unknown) => {
    if ((error as { code?: string })?.code === "auth/user-not-found") throw new ActionError(erros.naoEncontrado);
    throw error;
  });
  if (conta.providerData.length > 0 || !conta.email) throw new ActionError(erros.naoPendente);
  return { uid: conta.uid, email: conta.email };
}

/**
 * "Reenviar convite": a new e-mail (a new code) to a pending invitee. Counted with the
 * invitations (30 an hour per company): each sends an e-mail. Nothing is recorded in the activity.
 */
export async function reenviarConvite(ctx: Autor, chave: string, origem?: string): Promise<string> {
  const { email } = await convidadoPendente(ctx.idEmpresa, chave);
  if (!(await reservar([{ tipo: "convite.empresa", chave: ctx.idEmpresa }]))) throw new ActionError(limiteTexts.muitasTentativas);
  await sendPasswordResetEmail(email);
  await mostrarLinkDoEmulador(email, origem);
  return email;
}

/**
 * "Copiar link": a new code for a pending invitee, made by the server (firebase-admin), as a link
 * to the app's page, for the administrator to send by other means. No e-mail leaves.
 */
export async function linkDeConvite(ctx: Autor, chave: string, origem: string): Promise<string> {
  const { email } = await convidadoPendente(ctx.idEmpresa, chave);
  const link = await withDeadline(adminAuth().generatePasswordResetLink(email), "identidade");
  const codigo = codigoDoLink(link);
  if (!codigo) throw new Error("[convite] the provider's link carries no oobCode");
  return linkDaPagina(origem, codigo);
}

/** What the page shows for a code: the form, for whom and which companies, or that it expired. */
export type Convite =
  | { valido: false }
  | {
      valido: true;
      email: string;
      /** The companies of the person's links, by name. */
      empresas: string[];
      /** Invited and not in yet (no password, no Google): greeted as invited; else a password reset. */
      pendente: boolean;
      nome: string | null;
    };

const naoEncontrada = (error: unknown) => (error as { code?: string })?.code === "auth/user-not-found";

/** Checks a code with the identity provider (without using it) and reads whom it is for. */
export async function lerConvite(oobCode: string): Promise<Convite> {
  const codigo = await verifyPasswordResetCode(oobCode);
  if (!codigo.ok) return { valido: false };
  const conta = await withDeadline(adminAuth().getUserByEmail(codigo.email), "identidade").catch((error: unknown) => {
    if (naoEncontrada(error)) return null;
    throw error;
  });
  if (!conta) return { valido: false };
  const empresas = await fetchEmpresas(await linkedEmpresaIds(conta.uid, codigo.email));
  const collator = new Intl.Collator("pt-BR", { sensitivity: "base" });
  return {
    valido: true,
    email: codigo.email,
    empresas: empresas.map((e) => e.nome ?? pickerTexts.nameFallback).sort(collator.compare),
    pendente: conta.providerData.length === 0,
    nome: conta.displayName ?? null,
  };
}

export type Definicao = { ok: true; idToken: string } | { ok: false; motivo: "expirado" | "fraca" };

/**
 * "Definir senha": sets the password with the code (using it up), the person's name, their only
 * company as the current one (so the picker opens it at once, as it does for a returning user),
 * and signs them in with the new password: the caller starts the session with the ID token.
 */
export async function definirSenha(input: z.output<typeof definirSenhaInput>): Promise<Definicao> {
  const feito = await confirmPasswordReset(input.oobCode, input.novaSenha);
  if (!feito.ok) return { ok: false, motivo: providerErrorCode(feito.code) === "WEAK_PASSWORD" ? "fraca" : "expirado" };
  const conta = await withDeadline(adminAuth().getUserByEmail(feito.email), "identidade");
  const [, ids, usuario] = await Promise.all([
    withDeadline(adminAuth().updateUser(conta.uid, { displayName: input.nome }), "identidade"),
    linkedEmpresaIds(conta.uid, feito.email),
    readUsuario(conta.uid),
  ]);
  if (ids.length === 1 && usuario.exists && usuario.idEmpresaAtual !== ids[0]) await setEmpresaAtual(conta.uid, ids[0]!);
  const entrada = await signInWithPassword(feito.email, input.novaSenha);
  if (!entrada.ok) throw new Error(`[convite] sign-in right after setting the password was refused: ${providerErrorCode(entrada.code)}`);
  return { ok: true, idToken: entrada.idToken };
}
