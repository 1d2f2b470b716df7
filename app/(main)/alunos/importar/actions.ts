"use server";

import { after } from "next/server";
import { redirect } from "next/navigation";
import { z } from "zod";
import { acao, ActionError, type ActionContext } from "@/lib/infra/actions/guard";
import { formatarData } from "@/lib/campos/data";
import { planilhaTexts } from "@/lib/messages";
import { verificarPlanilha } from "@/lib/alunos/planilha/verificar";
import { LIMITE_BYTES } from "@/lib/alunos/planilha/ler";
import { continuarImportacao, iniciarImportacao, prepararImportacao } from "@/lib/alunos/planilha/importacao";
import { umaVerificacaoPorVez } from "@/lib/alunos/planilha/uma-por-vez";
import { PROBLEMAS_MOSTRADOS, type VerificacaoState } from "@/lib/alunos/planilha/tipos";

// The import's two actions (administrador and secretaria): "Verificar" checks a file and, when it
// has no problem, keeps its rows for "Importar N alunos", which starts the import and leaves it
// running on the server (the page follows its progress; closing it changes nothing).

const erros = planilhaTexts.erros;

/** A file name as the history shows it: its base name, printable, at most 120 characters. */
function nomeDoArquivo(nome: string): string {
  const base = nome.split(/[\\/]/).pop() ?? "";
  return base.replace(/[\p{Cc}\p{Cf}]/gu, "").trim().slice(0, 120) || "planilha.csv";
}

/**
 * The file sent to "Verificar", if any: checked inside the turn (`verificar`), as before the guard;
 * and "Importar só as linhas novas", on when its checkbox was sent at all.
 */
const arquivoEnviado = z.object({ arquivo: z.unknown(), soNovas: z.unknown() }).transform(({ arquivo, soNovas }) => ({
  arquivo: arquivo as FormDataEntryValue | undefined,
  soNovas: typeof soNovas === "string",
}));

const verificarNaVez = acao(
  { name: "alunos.planilha.verificar", permissao: "escrever", fields: ["arquivo", "soNovas"], schema: arquivoEnviado, invalida: erros.semArquivo },
  // One at a time per person: a second tab, or a script with the session, waits its turn.
  (ctx, { arquivo, soNovas }) => umaVerificacaoPorVez(ctx.session.uid, () => verificar(ctx, arquivo, soNovas)),
);

export async function verificarPlanilhaAction(_prev: unknown, formData: unknown): Promise<VerificacaoState> {
  const resposta = await verificarNaVez(formData);
  return "erro" in resposta ? { erro: resposta.erro, at: Date.now() } : resposta;
}

async function verificar(ctx: ActionContext, arquivo: FormDataEntryValue | null | undefined, soNovas: boolean): Promise<Extract<VerificacaoState, { arquivo: string }>> {
  if (!(arquivo instanceof File) || (arquivo.size === 0 && !arquivo.name)) throw new ActionError(erros.semArquivo);
  if (arquivo.size > LIMITE_BYTES) throw new ActionError(erros.grande);
  const nome = nomeDoArquivo(arquivo.name);
  const verificacao = await verificarPlanilha(ctx, new Uint8Array(await arquivo.arrayBuffer()), { soNovas, arquivo: nome });
  const semProblemas = verificacao.problemas.length === 0 && verificacao.validas.length > 0;
  // The rows left out are decided here and kept with the import (only their count).
  const importacao = semProblemas ? await prepararImportacao(ctx, nome, verificacao.validas, { jaCadastrados: verificacao.jaCadastrados }) : null;
  return {
    arquivo: nome,
    prontos: verificacao.validas.length,
    problemas: verificacao.problemas.slice(0, PROBLEMAS_MOSTRADOS),
    maisProblemas: Math.max(0, verificacao.problemas.length - PROBLEMAS_MOSTRADOS),
    avisos: verificacao.avisos.slice(0, PROBLEMAS_MOSTRADOS),
    maisAvisos: Math.max(0, verificacao.avisos.length - PROBLEMAS_MOSTRADOS),
    duplicados: verificacao.duplicados.slice(0, PROBLEMAS_MOSTRADOS),
    maisDuplicados: Math.max(0, verificacao.duplicados.length - PROBLEMAS_MOSTRADOS),
    ignoradas: verificacao.ignoradas,
    soNovas,
    jaCadastrados: verificacao.jaCadastrados,
    previa: verificacao.validas.slice(0, 5).map((v) => ({
      linha: v.linha,
      nome: v.nome,
      dataNascimento: formatarData(v.dataNascimento),
      escola: v.escolaNome,
      turma: v.turma?.nome ?? "",
      duplicado: !!v.duplicadoDe,
    })),
    importacao,
    at: Date.now(),
  };
}

/**
 * A stored verification's id (any other value names none: iniciarImportacao refuses it), and
 * `Cadastrar mesmo assim` (the rows that may be students already registered), on when sent at all.
 */
const importacaoPedida = z.object({ importacao: z.string().catch(""), confirmado: z.unknown() }).transform(({ importacao, confirmado }) => ({ importacao, confirmado: typeof confirmado === "string" }));

const iniciar = acao(
  { name: "alunos.planilha.importar", permissao: "escrever", fields: ["importacao", "confirmado"], schema: importacaoPedida, invalida: erros.naoEncontrada },
  async (ctx, { importacao: id, confirmado }) => {
    const token = await iniciarImportacao(ctx, id, { confirmado });
    // The rest runs after the answer: the browser follows it, and may leave.
    after(() => continuarImportacao(id, token));
    return { id };
  },
);

/** "Importar N alunos": starts the stored verification's import and goes to its progress. */
export async function importarPlanilhaAction(_prev: unknown, formData: unknown): Promise<{ erro: string; at: number } | null> {
  const resposta = await iniciar(formData);
  if ("erro" in resposta) return { erro: resposta.erro, at: Date.now() };
  redirect(`/alunos/importar?importacao=${encodeURIComponent(resposta.id)}`);
}
