"use server";

import { after } from "next/server";
import { z } from "zod";
import { formAction } from "@/lib/infra/actions/guard";
import { ActionError } from "@/lib/infra/actions/erro";
import { nomeDePessoaOuLugar } from "@/lib/campos/texto";
import { anoLetivoTexts, rematriculaTexts } from "@/lib/messages";
import { criarTurmaParaRetidos, criarTurmasDoAnoSeguinte, escolherDestino, prepararAnoSeguinte } from "@/lib/rematricula/preparar";
import { continuarDesfazer, continuarRematricula, iniciarDesfazer, iniciarRematricula } from "@/lib/rematricula/passos";
import { lerAnoPorId } from "@/lib/anos-letivos/dados";

// The rematrícula's actions (issue 27): administrador and secretaria prepare and confirm; only
// administrador undoes. Session, company, role and input are the guard's; the rules live in
// lib/rematricula/. A confirmation (and an undo) answers at once and runs after the response: the
// page follows its progress.

const t = rematriculaTexts;
const id = (mensagem: string) => z.string({ error: mensagem }).trim().min(1, mensagem).max(200, mensagem);
const idDoAno = z.object({ id: id(anoLetivoTexts.naoEncontrado) });

/** The closed year's rematrícula page (its school and number, read again: the form names only the year). */
async function paginaDaRematricula(ctx: Parameters<typeof lerAnoPorId>[0], idAno: string): Promise<string> {
  const ano = await lerAnoPorId(ctx, idAno);
  if (!ano) throw new ActionError(anoLetivoTexts.naoEncontrado);
  return `/escolas/${encodeURIComponent(ano.idEscola)}/anos/${ano.ano}/rematricula`;
}

/** `Preparar ano letivo 2027`: step 1, then the rematrícula's page. */
export const prepararAnoSeguinteAction = formAction({ name: "rematricula.preparar", permissao: "escrever", schema: idDoAno, fields: ["id"] }, async (ctx, { id: idAno }) => {
  await prepararAnoSeguinte(ctx, idAno);
  return { redirectTo: await paginaDaRematricula(ctx, idAno) };
});

const LISTA = 200;
/** A list field of step 2's form: at most one value per closed turma, each short. */
const lista = (max: number) => z.array(z.string({ error: t.erros.turma }).max(max, t.erros.turma), { error: t.erros.turma }).max(LISTA, t.erros.turma);
const turmasPedidas = z
  .object({
    id: id(anoLetivoTexts.naoEncontrado),
    marcadas: lista(200),
    origens: lista(200),
    nomes: lista(500),
    vagas: lista(20),
  })
  .refine((v) => v.origens.length === v.nomes.length && v.origens.length === v.vagas.length, { message: t.erros.turma, path: ["nomes"] });

/** `Criar turmas de 2027`: the ticked closed turmas' next turmas, with the names and places as edited. */
export const criarTurmasAction = formAction(
  { name: "rematricula.turmas", permissao: "escrever", schema: turmasPedidas, fields: ["id", "marcadas[]", "origens[]", "nomes[]", "vagas[]"] },
  async (ctx, input) => {
    const marcadas = new Set(input.marcadas);
    const pedidas = input.origens.flatMap((idOrigem, i) => (marcadas.has(idOrigem) ? [{ idOrigem, nome: input.nomes[i]!, vagas: input.vagas[i]! }] : []));
    const { criadas, reutilizadas } = await criarTurmasDoAnoSeguinte(ctx, input.id, pedidas);
    return { sucesso: t.turmasCriadas(criadas, reutilizadas), revalidar: await paginaDaRematricula(ctx, input.id) };
  },
);

/** The preview's offer: `Criar turma 5º ano A de 2027` for the retained students of a closed turma. */
export const criarTurmaParaRetidosAction = formAction(
  { name: "rematricula.turmaDosRetidos", permissao: "escrever", schema: idDoAno.extend({ origem: id(t.erros.turma) }), fields: ["id", "origem"] },
  async (ctx, { id: idAno, origem }) => {
    await criarTurmaParaRetidos(ctx, idAno, origem);
    return { sucesso: t.turmaDosRetidosCriada, revalidar: await paginaDaRematricula(ctx, idAno) };
  },
);

/** A row's `Turma de destino`: a turma of the next year, `nao` (`Não rematricular`), or "" (the proposed one). */
export const escolherDestinoAction = formAction(
  { name: "rematricula.destino", permissao: "escrever", schema: idDoAno.extend({ aluno: id(t.erros.destino(0)), destino: z.string().max(200).catch("") }), fields: ["id", "aluno", "destino"] },
  async (ctx, { id: idAno, aluno, destino }) => {
    await escolherDestino(ctx, idAno, aluno, destino);
    return { sucesso: t.destinoSalvo, revalidar: await paginaDaRematricula(ctx, idAno) };
  },
);

/** `Confirmar rematrícula de N alunos`: started here, run after the response (the page shows its progress). */
const confirmacao = idDoAno.extend({ versao: z.coerce.number({ error: t.erros.previaMudou }).int(t.erros.previaMudou).min(0, t.erros.previaMudou) });

export const confirmarRematriculaAction = formAction({ name: "rematricula.confirmar", permissao: "escrever", schema: confirmacao, fields: ["id", "versao"] }, async (ctx, { id: idAno, versao }) => {
  const { id: idRegistro, token } = await iniciarRematricula(ctx, idAno, versao);
  after(() => continuarRematricula(idRegistro, token));
  return { sucesso: t.iniciada, revalidar: await paginaDaRematricula(ctx, idAno) };
});

const desfazerInput = idDoAno.extend({ motivo: nomeDePessoaOuLugar({ obrigatorio: t.erros.motivo, tamanho: t.erros.motivo }) });

/** `Desfazer rematrícula` (administrador), on the next year's page, with its `Motivo`. */
export const desfazerRematriculaAction = formAction(
  { name: "rematricula.desfazer", permissao: "administrar", schema: desfazerInput, fields: ["id", "motivo"] },
  async (ctx, { id: idAnoDestino, motivo }) => {
    const { id: idRegistro, token } = await iniciarDesfazer(ctx, idAnoDestino, motivo);
    after(() => continuarDesfazer(idRegistro, token));
    const ano = await lerAnoPorId(ctx, idAnoDestino);
    return { sucesso: t.desfazendo, revalidar: ano ? `/escolas/${encodeURIComponent(ano.idEscola)}/anos/${ano.ano}` : "/escolas" };
  },
);
