import "server-only";
import { FieldValue, type DocumentReference } from "firebase-admin/firestore";
import { registroNaTransacao, transacao } from "@/lib/infra/firestore/transacao";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import { ActionError } from "@/lib/infra/actions/erro";
import { daEmpresa } from "@/lib/empresas/schema";
import { pode, professorDaTurma } from "@/lib/empresas/papeis";
import { hoje } from "@/lib/infra/relogio";
import { actionTexts, anoLetivoTexts, pareceresTexts, turmaTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { autorDe, registrarAtividade } from "@/lib/atividades/escrita";
import { anoFrom, anosCollection } from "@/lib/anos-letivos/dados";
import type { AnoLetivo } from "@/lib/anos-letivos/schema";
import { turmaNaTransacao } from "@/lib/turmas/escrita";
import { enturmacaoFrom, enturmacoesCollection, ENTRADAS_NA_TURMA } from "@/lib/enturmacoes/dados";
import { regrasNaTransacao } from "@/lib/empresas/regras-de-avaliacao";
import { naFolhaDaEtapa } from "@/lib/notas/documento";
import { anoFechadoPara } from "@/lib/encerramento/trava";
import { avaliadaPorParecer, lerParecer } from "@/lib/regras/pareceres";
import { etapaDoParecer, idDoParecer, podeEscreverParecer } from "@/lib/pareceres/documento";
import { pareceresCollection } from "@/lib/pareceres/dados";
import { parecerDoc, type PareceresInput } from "@/lib/pareceres/schema";

// `Salvar pareceres`: one transaction reads the turma, its year (in progress, not being closed),
// the company's rules (the turma must be evaluated by parecer), the turma's entries and the
// parecer of each child sent, then writes the changed ones. Each child's parecer has its own
// version: a save that finds another version than the one its page opened at, for a child whose
// text it changes, is refused whole and names those children (two people writing different
// children never clash); a text equal to the one stored is no change (a retry of a save that went
// through is answered as it was). An invalid text is named back before anything is read.

const erros = pareceresTexts.erros;

/** Why a year takes no parecer now, or null. */
export const anoSemPareceres = (ano: Pick<AnoLetivo, "situacao" | "encerrandoDesde">, agora = new Date()): string | null => anoFechadoPara(ano, erros, agora);

/** Why a text was refused, as said next to its field. */
export type ParecerInvalido = { id: string; erro: string };

export type PareceresSalvos =
  | { versoes: Record<string, number>; salvos: number; invalidos?: undefined; alterados?: undefined }
  | { invalidos: ParecerInvalido[]; versoes?: undefined; alterados?: undefined }
  | { alterados: string[]; versoes?: undefined; invalidos?: undefined };

export async function salvarPareceres(ctx: ShellContext, input: PareceresInput): Promise<PareceresSalvos> {
  const textos = new Map<string, { texto: string; versao: number }>();
  const invalidos: ParecerInvalido[] = [];
  for (const p of input.pareceres) {
    const lido = lerParecer(p.texto);
    if ("erro" in lido) invalidos.push({ id: p.id, erro: lido.erro === "tamanho" ? erros.tamanho(lido.tamanho) : erros.caracteres(lido.caracteres.slice(0, 5).join(" ")) });
    else textos.set(p.id, { texto: lido.texto, versao: p.versao });
  }
  if (invalidos.length > 0) return { invalidos };
  const dia = hoje();
  const autor = autorDe(ctx);
  return transacao(async (tx) => {
    const turma = await turmaNaTransacao(tx, ctx, input.idTurma);
    const daTurma = pode(ctx.papel, "escrever") || professorDaTurma(ctx, turma) !== null;
    if (!daTurma) throw new ActionError(actionTexts.semPermissao);
    const ano = await registroNaTransacao(tx, anosCollection(), turma.idAnoLetivo, (d) => anoFrom(d, ctx.empresa.id), turmaTexts.naoEncontrada);
    const regras = await regrasNaTransacao(tx, ctx.empresa.id);
    if (!avaliadaPorParecer(turma.etapaDeEnsino, regras)) throw new ActionError(erros.naoPorParecer);
    const etapa = etapaDoParecer(input.etapa, ano.etapas.length);
    if (etapa === null) throw new ActionError(erros.etapa);
    const fechado = anoSemPareceres(ano);
    if (fechado) throw new ActionError(fechado);
    const permissao = podeEscreverParecer(ctx, turma, ano.etapas, etapa, dia);
    if (permissao === "naoEProfessor") throw new ActionError(actionTexts.semPermissao);
    if (permissao === "prazo") throw new ActionError(erros.prazo);

    const ids = [...textos.keys()];
    const refs = ids.map((id) => pareceresCollection().doc(idDoParecer(turma.id, etapa, id)));
    const [entradas, guardados] = await Promise.all([
      tx.get(enturmacoesCollection().where("idEmpresa", "==", ctx.empresa.id).where("idTurma", "==", turma.id).limit(ENTRADAS_NA_TURMA)),
      tx.getAll(...refs),
    ]);
    registrarLeituras("pareceres.salvar", 3 + entradas.size + guardados.length);
    const periodo = ano.etapas[etapa]!;
    const naFolha = new Set(
      entradas.docs.flatMap((d) => {
        const e = enturmacaoFrom(d, ctx.empresa.id);
        return e && naFolhaDaEtapa(e, periodo) ? [e.idAluno] : [];
      }),
    );
    if (ids.some((id) => !naFolha.has(id))) throw new ActionError(erros.alunoForaDaTurma);

    const versoes: Record<string, number> = {};
    const alterados: string[] = [];
    const mudancas: { ref: DocumentReference; id: string; texto: string; versao: number }[] = [];
    ids.forEach((id, i) => {
      const guardado = daEmpresa(guardados[i]!, parecerDoc, ctx.empresa.id);
      const atual = { texto: guardado?.texto ?? "", versao: guardado?.versao ?? 0 };
      const enviado = textos.get(id)!;
      versoes[id] = atual.versao;
      // The text stored already: a retry of a save that went through, or nothing changed here.
      if (enviado.texto === atual.texto) return;
      if (enviado.versao !== atual.versao) alterados.push(id);
      else mudancas.push({ ref: refs[i]!, id, texto: enviado.texto, versao: atual.versao + 1 });
    });
    if (alterados.length > 0) return { alterados };
    for (const m of mudancas) {
      versoes[m.id] = m.versao;
      tx.set(m.ref, {
        idEmpresa: ctx.empresa.id,
        idTurma: turma.id,
        idEscola: turma.idEscola,
        idAnoLetivo: turma.idAnoLetivo,
        ano: turma.ano,
        idAluno: m.id,
        etapa,
        texto: m.texto,
        versao: m.versao,
        salvoPor: autor.uid,
        salvoPorNome: autor.nome,
        salvoEm: FieldValue.serverTimestamp(),
      });
    }
    if (mudancas.length > 0) {
      registrarAtividade(tx, autor, {
        tipo: "pareceres.salvos",
        alvo: { colecao: COLLECTIONS.turmas, id: turma.id, nome: `${turma.nome} (${turma.ano})` },
        detalhe: pareceresTexts.detalhe(anoLetivoTexts.etapa(ano.tipoEtapas, etapa + 1), mudancas.length),
      });
    }
    return { versoes, salvos: mudancas.length };
  });
}
