import "server-only";
import { FieldValue, type Transaction } from "firebase-admin/firestore";
import type { z } from "zod";
import { db } from "@/lib/infra/firebase/admin";
import { semProfessorNasTurmas } from "@/lib/turmas/escrita";
import { transacao } from "@/lib/infra/firestore/transacao";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import { sendPasswordResetEmail } from "@/lib/auth/identity";
import { ActionError } from "@/lib/infra/actions/erro";
import { reservar } from "@/lib/infra/limites/contador";
import { configTexts, limiteTexts } from "@/lib/messages";
import { papelLabels, type Papel } from "@/lib/empresas/papeis";
import type { conviteInput } from "@/lib/membros/schema";
import { registrarAtividade } from "@/lib/atividades/escrita";
import { type Autor } from "@/lib/atividades/schema";
import { administradores, agruparPessoas, type Pessoa } from "@/lib/membros/documento";
import { emailDaConta, vinculosDaEmpresa, vinculosDe } from "@/lib/membros/dados";
import { mostrarLinkDoEmulador } from "@/lib/membros/convite";
import { apagarContaSemAcesso, ContaEmExclusao, contaDoEmail, emExclusao, garantirConta, MARCA, usuarioRef, type Conta } from "@/lib/membros/contas";

// The company's members, written (administrators only, checked by the actions). Every change reads
// the company's links inside its transaction, so "a company keeps at least one administrador"
// holds under concurrent demotions and removals: two of them serialize on the same links.

const erros = configTexts.membros.erros;


/** The link a person gets by invitation: one per (account, company), so a double invite collides. */
const vinculoRef = (uid: string, idEmpresa: string) => db().collection(COLLECTIONS.usuariosEmpresas).doc(`${uid}__${encodeURIComponent(idEmpresa)}`);

async function pessoasNaTransacao(tx: Transaction, idEmpresa: string, emails?: ReadonlyMap<string, string>): Promise<Pessoa[]> {
  return agruparPessoas(vinculosDe(await tx.get(vinculosDaEmpresa(idEmpresa))), emails);
}

/** The e-mail of the account a member key names (read before the transaction). */
const emailsDe = (chave: string) => (chave.startsWith("email:") ? Promise.resolve(new Map<string, string>()) : emailDaConta(chave));

const nomeDe = (p: Pessoa) => p.email ?? p.uid ?? "?";

/** An invitation that met a removal deleting the same account starts again this many times at most. */
const TENTATIVAS_DE_CONVITE = 10;

/**
 * Invites a person: an existing account gets a link (with its uid, so the picker finds it whatever
 * other links it has); a new e-mail gets an account without a password, its `usuarios` document,
 * the link, and the identity provider's password-reset e-mail (pt-BR) whose link opens the app's
 * /definir-senha (lib/membros/convite.ts). A company may invite 30 people an hour
 * (lib/infra/limites/): each invitation may create an account and send an e-mail. `origem`: the
 * app's origin, for the link printed on the emulators.
 */
export async function convidarMembro(ctx: Autor, input: z.output<typeof conviteInput>, origem?: string): Promise<void> {
  if (!(await reservar([{ tipo: "convite.empresa", chave: ctx.idEmpresa }]))) throw new ActionError(limiteTexts.muitasTentativas);
  const conta = await vincular(ctx, input);
  if (conta.semAcesso) {
    await sendPasswordResetEmail(input.email);
    await mostrarLinkDoEmulador(input.email, origem);
  }
}

/** The link, on the e-mail's account; again while a removal is deleting that account (lib/membros/contas.ts). */
async function vincular(ctx: Autor, input: z.output<typeof conviteInput>): Promise<Conta> {
  for (let tentativa = 1; ; tentativa++) {
    const conta = await contaDoEmail(input.email);
    try {
      await transacao(async (tx) => {
        const pessoas = await pessoasNaTransacao(tx, ctx.idEmpresa);
        if (emExclusao(await tx.get(usuarioRef(conta.uid)))) throw new ContaEmExclusao();
        if (pessoas.some((p) => p.uid === conta.uid || p.email === input.email)) throw new ActionError(configTexts.membros.jaMembro(input.email), "email");
        tx.create(vinculoRef(conta.uid, ctx.idEmpresa), { idUsuario: conta.uid, emailUsuario: input.email, idEmpresa: ctx.idEmpresa, papel: input.papel });
        tx.set(usuarioRef(conta.uid), { [MARCA]: FieldValue.delete() }, { merge: true });
        registrarAtividade(tx, ctx, { tipo: "membro.convidado", alvo: { colecao: COLLECTIONS.usuariosEmpresas, id: conta.uid, nome: input.email }, detalhe: papelLabels[input.papel] });
      });
    } catch (error) {
      if (!(error instanceof ContaEmExclusao) || tentativa >= TENTATIVAS_DE_CONVITE) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * tentativa));
      continue;
    }
    return garantirConta(conta, input.email);
  }
}

function exigirPessoa(pessoas: Pessoa[], chave: string): Pessoa {
  const pessoa = pessoas.find((p) => p.chave === chave);
  if (!pessoa) throw new ActionError(erros.naoEncontrado);
  return pessoa;
}

/** Changes a member's role (all their links), keeping at least one administrador. */
export async function alterarPapel(ctx: Autor, chave: string, novo: Papel): Promise<void> {
  const emails = await emailsDe(chave);
  await transacao(async (tx) => {
    const pessoas = await pessoasNaTransacao(tx, ctx.idEmpresa, emails);
    const pessoa = exigirPessoa(pessoas, chave);
    if (pessoa.papel === novo) return;
    if (pessoa.papel === "administrador" && administradores(pessoas) <= 1) throw new ActionError(erros.ultimoAdministrador);
    // No longer a professor: out of the turmas that name them (a later `Professor` starts with none).
    const tirarDasTurmas = pessoa.papel === "professor" && pessoa.uid ? await semProfessorNasTurmas(tx, ctx.idEmpresa, pessoa.uid) : null;
    for (const id of pessoa.vinculos) tx.update(db().collection(COLLECTIONS.usuariosEmpresas).doc(id), { papel: novo });
    tirarDasTurmas?.();
    registrarAtividade(tx, ctx, {
      tipo: "membro.papel",
      alvo: { colecao: COLLECTIONS.usuariosEmpresas, id: pessoa.chave, nome: nomeDe(pessoa) },
      mudancas: [{ campo: "papel", de: papelLabels[pessoa.papel], para: papelLabels[novo] }],
    });
  });
}

/**
 * Removes a member: every link of theirs to this company (by uid and by e-mail), so the picker's
 * e-mail fallback cannot bring the company back; never the last administrador. An invited person
 * removed before ever getting in loses the account made for the invitation once no company links
 * it any more (lib/membros/contas.ts).
 */
export async function removerMembro(ctx: Autor, chave: string): Promise<void> {
  const emails = await emailsDe(chave);
  const removida = await transacao(async (tx) => {
    const pessoas = await pessoasNaTransacao(tx, ctx.idEmpresa, emails);
    const pessoa = exigirPessoa(pessoas, chave);
    if (pessoa.papel === "administrador" && administradores(pessoas) <= 1) throw new ActionError(erros.ultimoAdministrador);
    const tirarDasTurmas = pessoa.uid ? await semProfessorNasTurmas(tx, ctx.idEmpresa, pessoa.uid) : null;
    for (const id of pessoa.vinculos) tx.delete(db().collection(COLLECTIONS.usuariosEmpresas).doc(id));
    tirarDasTurmas?.();
    registrarAtividade(tx, ctx, { tipo: "membro.removido", alvo: { colecao: COLLECTIONS.usuariosEmpresas, id: pessoa.chave, nome: nomeDe(pessoa) } });
    return pessoa;
  });
  // An invited person who never got in, and whom no company links any more, leaves no account
  // behind. The removal is done either way: a failure here is only logged.
  await apagarContaSemAcesso(removida).catch((error: unknown) => console.error("[membros] could not delete an unused invited account", error));
}
