"use server";

import { after } from "next/server";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { acao, falhaDita, formAction } from "@/lib/infra/actions/guard";
import { encerrarTodasAsSessoes } from "@/lib/auth/session";
import { setFlash } from "@/lib/infra/flash-server";
import { actionTexts, configTexts } from "@/lib/messages";
import { autorDe } from "@/lib/atividades/escrita";
import { alterarSenha } from "@/lib/conta/escrita";
import { alterarSenhaFields, alterarSenhaInput } from "@/lib/conta/schema";
import { renomearEmpresa } from "@/lib/empresas/escrita";
import { empresaInput } from "@/lib/empresas/schema";
import { regrasFields, regrasInput, salvarRegras } from "@/lib/empresas/regras-de-avaliacao";
import { continuarRecontagem } from "@/lib/chamadas/recontagem/passos";
import { alterarPapel, convidarMembro, removerMembro } from "@/lib/membros/escrita";
import { linkDeConvite, origemDe, reenviarConvite } from "@/lib/membros/convite";
import { conviteDoMembroInput, conviteInput, papelInput, remocaoInput } from "@/lib/membros/schema";

// The Configurações tab's actions. Each goes through the guard (session, company, role, input);
// the rules live in lib/conta, lib/empresa and lib/membros.

const AQUI = "/configuracoes";

/** Everyone's own password; the passwords typed are never sent back. */
export const alterarSenhaAction = formAction(
  { name: "conta.senha", permissao: "conta", schema: alterarSenhaInput, fields: alterarSenhaFields, secretos: alterarSenhaFields },
  async (ctx, input) => {
    await alterarSenha(ctx.session, input);
    return { sucesso: configTexts.conta.senhaAlterada, revalidar: AQUI };
  },
);

const encerrarTodas = acao(
  { name: "conta.sairDeTodos", permissao: "conta", falha: falhaDita("[conta] could not end every session:", actionTexts.indisponivel) },
  async (ctx) => {
    await encerrarTodasAsSessoes(ctx.session.uid);
    return { ok: true };
  },
);

/** "Sair de todos os dispositivos": every session of the user ends, this one too. */
export async function sairDeTodosAction(): Promise<{ erro: string } | undefined> {
  const resposta = await encerrarTodas();
  if ("erro" in resposta) return resposta;
  await setFlash("saiuDeTodos");
  redirect("/login");
}

export const salvarEmpresaAction = formAction(
  { name: "empresa.nome", permissao: "administrar", schema: empresaInput, fields: ["nome", "nomeNosDocumentos"] },
  async (ctx, { nome, nomeNosDocumentos }) => {
    await renomearEmpresa(ctx, nome, nomeNosDocumentos ?? null);
    return { sucesso: configTexts.empresa.atualizada, revalidar: AQUI };
  },
);

/**
 * `Regras de avaliação` (administrators): média para aprovação, frequência mínima, recuperação
 * final. A new `Frequência mínima` recounts the stored flags after the response (the page says
 * `Recalculando a frequência dos alunos…` until it ends).
 */
export const salvarRegrasAction = formAction(
  { name: "empresa.regras", permissao: "administrar", schema: regrasInput, fields: regrasFields },
  async (ctx, input) => {
    await salvarRegras(ctx, input, { recontar: (token) => after(() => continuarRecontagem(ctx.empresa.id, token)) });
    return { sucesso: configTexts.regras.salvas, revalidar: AQUI };
  },
);

export const convidarMembroAction = formAction(
  { name: "membros.convidar", permissao: "administrar", schema: conviteInput, fields: ["email", "papel"] },
  async (ctx, input) => {
    await convidarMembro(autorDe(ctx), input, origemDe(await headers()));
    return { sucesso: configTexts.membros.conviteEnviado(input.email), revalidar: AQUI };
  },
);

/** "Reenviar convite": a new e-mail to a pending invitee (counted with the invitations). */
export const reenviarConviteAction = formAction(
  { name: "membros.reenviarConvite", permissao: "administrar", schema: conviteDoMembroInput, fields: ["membro"] },
  async (ctx, { membro }) => {
    const email = await reenviarConvite(autorDe(ctx), membro, origemDe(await headers()));
    return { sucesso: configTexts.membros.reenviado(email), revalidar: AQUI };
  },
);

/** "Copiar link": the link to /definir-senha with a new code, for the browser to copy. */
export const copiarLinkDoConviteAction = acao(
  { name: "membros.copiarLink", permissao: "administrar", schema: conviteDoMembroInput },
  async (ctx, { membro }) => ({ link: await linkDeConvite(autorDe(ctx), membro, origemDe(await headers())) }),
);

export const alterarPapelAction = formAction(
  { name: "membros.papel", permissao: "administrar", schema: papelInput, fields: ["membro", "papel"] },
  async (ctx, { membro, papel }) => {
    await alterarPapel(autorDe(ctx), membro, papel);
    return { sucesso: configTexts.membros.papelAlterado, revalidar: AQUI };
  },
);

export const removerMembroAction = formAction(
  { name: "membros.remover", permissao: "administrar", schema: remocaoInput, fields: ["membro"] },
  async (ctx, { membro }) => {
    await removerMembro(autorDe(ctx), membro);
    return { sucesso: configTexts.membros.removido, revalidar: AQUI };
  },
);
