import "server-only";
import { contar } from "@/lib/empresas/contadores";
import type { Transaction } from "firebase-admin/firestore";
import { db } from "@/lib/infra/firebase/admin";
import { transacao } from "@/lib/infra/firestore/transacao";
import { COLLECTIONS, isDocumentId } from "@/lib/infra/firestore/documents";
import { camposDerivados, camposGuardados, chaveInep, chaveNome, comparavel, mesmoNomeEMunicipio, type CamposEscola } from "@/lib/escolas/documento";
import { foldForSearch } from "@/lib/busca/texto";
import { ActionError } from "@/lib/infra/actions/erro";
import { transacaoDeCriacao, idDaCriacao, impressaoDoPedido, jaCriado } from "@/lib/infra/actions/criacao";
import { escolaTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { alteracaoDe, criacaoDe, registrarAtividade } from "@/lib/atividades/escrita";
import { mudancas } from "@/lib/atividades/documento";
import { escolaFrom, escolasCollection } from "@/lib/escolas/dados";
import type { Escola, EscolaInput } from "@/lib/escolas/schema";

// The company's schools, written. Each write is one transaction: the stale-edit check (`versao`),
// the key documents that keep an INEP code unique in the company and a name unique in its
// municipality under concurrent saves, the school and its activity record commit together or not
// at all.

const erros = escolaTexts.erros;

/** The key document of an INEP code in a company (its existence is the uniqueness). */
const inepKey = (idEmpresa: string, codigo: string) => db().collection(COLLECTIONS.escolasInep).doc(chaveInep(idEmpresa, codigo));

const CAMPOS = ["nome", "codigoInep", "municipio", "uf", "telefone"] as const;

/** Claims a code for a school in the transaction, or refuses it (read before any write). */
async function claimInep(tx: Transaction, idEmpresa: string, codigo: string, idEscola: string): Promise<() => void> {
  const key = inepKey(idEmpresa, codigo);
  const existing = await tx.get(key);
  if (existing.exists && existing.get("idEscola") !== idEscola) throw new ActionError(erros.inepDuplicado, "codigoInep");
  return () => tx.set(key, { idEmpresa, idEscola, codigoInep: codigo });
}

/** The key document of a name in a municipality, in a company (its existence is the uniqueness). */
const nomeKey = (idEmpresa: string, nome: string, municipio: string | null | undefined) =>
  db().collection(COLLECTIONS.escolasNome).doc(chaveNome(idEmpresa, nome, municipio));

type NomeEMunicipio = Pick<CamposEscola, "nome" | "municipio">;

/**
 * The rule "one name per municipality" (names and municipalities compared by `comparavel`: no
 * accents, no case). A school without a municipality takes no key and is compared with none: the
 * rule is about a name in a municipality, and with none recorded nothing says two such schools are
 * in the same place (a same-named school elsewhere is allowed).
 *
 * Claims the key of a school's name in its municipality in the transaction (reads only, before any
 * write; the returned function writes the key, or is null when there is nothing to write).
 * `novo`: the name or the municipality is new to this school (a create, or an edit that changes
 * either), so it is refused when another school of the company has them:
 * - by the key, unless the key is stale (its school deleted, moved to another company, or renamed
 *   or moved without the app): then it is taken over;
 * - by a query, for schools saved before the keys existed (or written by tools that write none): the
 *   company's schools of the same folded name (a range on `nomeOrdem`, whose prefix is that name:
 *   lib/busca/palavras.ts; index idEmpresa + nomeOrdem), their municipalities compared here. Such a
 *   school takes its key at its next save. (In a transaction, the query also holds its range.)
 * An edit that keeps its name and municipality is never refused for them (duplicates from before
 * the rule stay editable): it only takes the key when no one holds it.
 */
async function claimNome(tx: Transaction, idEmpresa: string, escola: NomeEMunicipio, idEscola: string, novo: boolean): Promise<(() => void) | null> {
  if (!comparavel(escola.municipio)) return null;
  const key = nomeKey(idEmpresa, escola.nome, escola.municipio);
  const existing = await tx.get(key);
  const dono: unknown = existing.get("idEscola");
  if (dono === idEscola) return null;
  if (typeof dono === "string" && isDocumentId(dono)) {
    const outra = escolaFrom(await tx.get(escolasCollection().doc(dono)), idEmpresa);
    if (outra && mesmoNomeEMunicipio(outra, escola)) {
      if (novo) throw new ActionError(erros.nomeDuplicado, "nome");
      return null;
    }
  }
  if (novo) {
    const dobrado = foldForSearch(escola.nome);
    const homonimas = await tx.get(
      escolasCollection()
        .where("idEmpresa", "==", idEmpresa)
        .where("nomeOrdem", ">=", `${dobrado}\u0000`)
        .where("nomeOrdem", "<", `${dobrado}\u0001`)
        .select("nome", "municipio"),
    );
    const clash = homonimas.docs.some(
      (d) => d.id !== idEscola && mesmoNomeEMunicipio({ nome: String(d.get("nome") ?? ""), municipio: typeof d.get("municipio") === "string" ? d.get("municipio") : null }, escola),
    );
    if (clash) throw new ActionError(erros.nomeDuplicado, "nome");
  }
  return () => tx.set(key, { idEmpresa, idEscola, nome: comparavel(escola.nome), municipio: comparavel(escola.municipio) });
}

/**
 * Creates a school. `token`: the create form's one-time token (the actions always pass one): the
 * school's id comes from it, so a retry or a replay gives this same school.
 */
export async function criarEscola(ctx: ShellContext, input: EscolaInput, token?: string): Promise<string> {
  const ref = token === undefined ? escolasCollection().doc() : escolasCollection().doc(idDaCriacao(ctx.empresa.id, token));
  const impressao = impressaoDoPedido(camposGuardados(input));
  await transacaoDeCriacao(async (tx) => {
    const existente = await tx.get(ref);
    if (existente.exists) return jaCriado(existente, ctx.empresa.id, impressao);
    const writeKey = input.codigoInep ? await claimInep(tx, ctx.empresa.id, input.codigoInep, ref.id) : null;
    const writeNome = await claimNome(tx, ctx.empresa.id, input, ref.id, true);
    tx.create(ref, {
      idEmpresa: ctx.empresa.id,
      ...camposGuardados(input),
      ...camposDerivados(input.nome),
      ativa: true,
      alunosAtivos: 0,
      ...criacaoDe(ctx.session.uid),
      impressaoDaCriacao: impressao,
    });
    writeKey?.();
    writeNome?.();
    contar(tx, ctx.empresa.id, { escolasAtivas: 1 });
    registrarAtividade(tx, ctx, { tipo: "escola.criada", alvo: { colecao: COLLECTIONS.escolas, id: ref.id, nome: input.nome } });
  });
  return ref.id;
}

/**
 * Reads the company's school in a transaction, or refuses as "not found". `contadaAtiva`: whether
 * Home's count of active schools counts it (its stored `ativa` is true; a missing field reads as
 * active but is not counted).
 */
async function escolaNaTransacao(tx: Transaction, ctx: ShellContext, id: string): Promise<Escola & { contadaAtiva: boolean }> {
  const doc = isDocumentId(id) ? await tx.get(escolasCollection().doc(id)) : null;
  const escola = doc ? escolaFrom(doc, ctx.empresa.id) : null;
  if (!escola) throw new ActionError(escolaTexts.naoEncontrada);
  return { ...escola, contadaAtiva: doc!.get("ativa") === true };
}

export async function atualizarEscola(ctx: ShellContext, id: string, versao: number, input: EscolaInput): Promise<void> {
  await transacao(async (tx) => {
    const atual = await escolaNaTransacao(tx, ctx, id);
    if (atual.versao !== versao) throw new ActionError(erros.alteradaPorOutro);
    const codigoMudou = atual.codigoInep !== (input.codigoInep ?? null);
    const writeKey = input.codigoInep && codigoMudou ? await claimInep(tx, ctx.empresa.id, input.codigoInep, id) : null;
    const nomeMudou = !mesmoNomeEMunicipio(atual, input);
    const writeNome = await claimNome(tx, ctx.empresa.id, input, id, nomeMudou);
    // The old name's key goes with the change, if it is this school's (an old duplicate's is not).
    const chaveAntiga = nomeMudou && comparavel(atual.municipio) ? await tx.get(nomeKey(ctx.empresa.id, atual.nome, atual.municipio)) : null;
    const novo = camposGuardados(input);
    tx.update(escolasCollection().doc(id), {
      ...novo,
      ...camposDerivados(input.nome),
      ...alteracaoDe(ctx.session.uid),
    });
    if (codigoMudou && atual.codigoInep) tx.delete(inepKey(ctx.empresa.id, atual.codigoInep));
    writeKey?.();
    if (chaveAntiga?.get("idEscola") === id) tx.delete(chaveAntiga.ref);
    writeNome?.();
    const campos = mudancas(atual, novo, CAMPOS);
    if (campos.length > 0) {
      registrarAtividade(tx, ctx, { tipo: "escola.atualizada", alvo: { colecao: COLLECTIONS.escolas, id, nome: input.nome }, mudancas: campos });
    }
  });
}

/** Deactivates or reactivates a school (no hard delete: students point at schools). */
export async function alterarSituacao(ctx: ShellContext, id: string, ativa: boolean): Promise<void> {
  await transacao(async (tx) => {
    const atual = await escolaNaTransacao(tx, ctx, id);
    if (atual.ativa === ativa && atual.contadaAtiva === ativa) return;
    // The counter is kept by the students' transactions, which lock this same document.
    if (!ativa && atual.alunosAtivos > 0) throw new ActionError(escolaTexts.erros.temAlunosAtivos);
    tx.update(escolasCollection().doc(id), {
      ativa,
      ...alteracaoDe(ctx.session.uid),
    });
    contar(tx, ctx.empresa.id, { escolasAtivas: Number(ativa) - Number(atual.contadaAtiva) });
    registrarAtividade(tx, ctx, {
      tipo: ativa ? "escola.reativada" : "escola.desativada",
      alvo: { colecao: COLLECTIONS.escolas, id, nome: atual.nome },
      mudancas: [{ campo: "ativa", de: String(atual.ativa), para: String(ativa) }],
    });
  });
}
