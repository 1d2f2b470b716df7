import type { Metadata } from "next";
import { PaginaDeFormulario } from "@/components/pagina-de-formulario";
import { CampoDeTexto } from "@/components/campo";
import { botao } from "@/components/botao";
import { requireShellContext } from "@/lib/shell/contexto";
import { pode } from "@/lib/empresas/papeis";
import { ActionError } from "@/lib/infra/actions/erro";
import { actionTexts, alunoTexts } from "@/lib/messages";
import { alunoDaMatricula } from "@/lib/alunos/dados";
import { escolasPorId } from "@/lib/escolas/dados";
import { previaDaUnificacao } from "@/lib/alunos/unificacao/escrita";
import { linhasDaUnificacao } from "@/lib/alunos/unificacao/plano";
import { unificarAlunosAction } from "@/app/(main)/alunos/actions";
import { UnificarForm } from "@/app/(main)/alunos/unificar/unificar-form";

const t = alunoTexts.unificacao;

export const metadata: Metadata = { title: t.titulo };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const texto = (v: string | string[] | undefined) => (typeof v === "string" ? v.trim().slice(0, 40) : "");

/**
 * `Unificar alunos` (administrador): the two matrículas (a GET form: the preview is an address),
 * then the preview and its confirmation (UnificarForm). Another company's matrícula is "not found".
 */
export default async function UnificarAlunosPage({ searchParams }: Props) {
  const ctx = await requireShellContext();
  const admin = pode(ctx.papel, "administrar");
  const params = await searchParams;
  const [matFica, matSai] = [texto(params.fica), texto(params.sai)];
  const pedidos = admin && matFica && matSai;
  const [fica, sai] = pedidos ? await Promise.all([alunoDaMatricula(ctx, matFica), alunoDaMatricula(ctx, matSai)]) : [null, null];
  let previa: Awaited<ReturnType<typeof previaDaUnificacao>> | null = null;
  let recusa: string | null = null;
  if (fica && sai) {
    try {
      previa = await previaDaUnificacao(ctx, fica.id, sai.id);
    } catch (error) {
      if (!(error instanceof ActionError)) throw error;
      recusa = error.message;
    }
  }
  const escolas = previa ? new Map((await escolasPorId(ctx, [previa.fica.idEscola, previa.sai.idEscola], 2)).map((e) => [e.id, e.nome])) : undefined;
  return (
    <PaginaDeFormulario titulo={t.titulo} recusa={admin ? null : { texto: actionTexts.semPermissao, href: "/alunos", link: alunoTexts.voltarParaLista }}>
      <p>{t.explicacao}</p>
      <form method="get" action="/alunos/unificar" className="grid gap-5 sm:grid-cols-2">
        <CampoDeTexto id="unificar-fica" name="fica" label={t.fica} defaultValue={matFica} autoComplete="off" error={pedidos && !fica ? t.naoEncontrado : undefined} />
        <CampoDeTexto id="unificar-sai" name="sai" label={t.sai} defaultValue={matSai} autoComplete="off" error={pedidos && !sai ? t.naoEncontrado : (recusa ?? undefined)} />
        <div className="sm:col-span-2">
          <button type="submit" className={botao({ tamanho: "grande" })}>
            {t.verPrevia}
          </button>
        </div>
      </form>
      {previa && (
        <UnificarForm
          key={`${previa.fica.id}:${previa.sai.id}`}
          action={unificarAlunosAction}
          fica={previa.fica.id}
          sai={previa.sai.id}
          linhas={linhasDaUnificacao(previa.fica, previa.sai, {}, ctx.papel, escolas)}
          movidos={previa.movidos}
          impedimento={previa.impedimento}
        />
      )}
    </PaginaDeFormulario>
  );
}
