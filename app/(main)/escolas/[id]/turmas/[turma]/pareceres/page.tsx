import Link from "next/link";
import { botao, comoLink } from "@/components/botao";
import { CampoDeSelecao } from "@/components/campo";
import { PaginaDeFormulario } from "@/components/pagina-de-formulario";
import { pode } from "@/lib/empresas/papeis";
import { diaDe, formatarData } from "@/lib/campos/data";
import { hoje } from "@/lib/infra/relogio";
import { anoLetivoTexts, pareceresTexts } from "@/lib/messages";
import { parametro } from "@/lib/infra/paginacao";
import { alunosDaTurma } from "@/lib/enturmacoes/dados";
import { regrasDoAno } from "@/lib/empresas/regras-de-avaliacao";
import { avaliadaPorParecer } from "@/lib/regras/pareceres";
import { etapaDoParecer, podeEscreverParecer } from "@/lib/pareceres/documento";
import { folhaDePareceres } from "@/lib/pareceres/dados";
import { anoSemPareceres } from "@/lib/pareceres/escrita";
import { PareceresForm } from "@/app/(main)/escolas/_pareceres/pareceres-form";
import { enderecoDaTurma } from "@/app/(main)/escolas/_turmas/turmas-do-ano";
import { lerPaginaDaTurma, tituloDaTurmaDoProfessor, type PaginaDaTurmaProps } from "@/app/(main)/escolas/_turmas/pagina-da-turma";

export const generateMetadata = tituloDaTurmaDoProfessor;

const t = pareceresTexts;

type Props = PaginaDaTurmaProps & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * `Pareceres descritivos`: a turma's pareceres of one etapa (`?etapa=0`…), for a turma evaluated
 * by parecer (lib/regras/pareceres.ts). The turma's professors write until the etapa ends plus 15
 * days, administrador and secretaria while the year is open; the others (consulta) read. Phone
 * first: one column, a text area per child.
 */
export default async function PareceresPage({ params, searchParams }: Props) {
  const [{ ctx, escola, turma, ano }, busca] = await Promise.all([lerPaginaDaTurma(params, { professor: true }), searchParams]);
  const pagina = enderecoDaTurma(escola.id, turma.id);
  const regras = await regrasDoAno(ctx.empresa.id, ano);
  const recusa = ano.etapas.length === 0 ? anoLetivoTexts.semDatasDasEtapas : !avaliadaPorParecer(turma.etapaDeEnsino, regras) ? t.erros.naoPorParecer : null;
  if (recusa) {
    return (
      <PaginaDeFormulario titulo={t.titulo(turma.nome)} recusa={{ texto: recusa, href: pagina, link: t.voltar }}>
        {null}
      </PaginaDeFormulario>
    );
  }
  const dia = hoje();
  // By default today's etapa, else the last one begun.
  const hojeNaEtapa = ano.etapas.findIndex((e) => e.inicio <= dia && dia <= e.fim);
  const padrao = hojeNaEtapa !== -1 ? hojeNaEtapa : Math.max(0, ano.etapas.filter((e) => e.inicio <= dia).length - 1);
  const etapa = etapaDoParecer(parametro(busca.etapa), ano.etapas.length) ?? padrao;
  const nomeDaEtapa = (i: number) => anoLetivoTexts.etapa(ano.tipoEtapas, i + 1);

  const fechado = anoSemPareceres(ano);
  const editavel = !fechado && podeEscreverParecer(ctx, turma, ano.etapas, etapa, dia) === "sim";
  const linhas = await folhaDePareceres(ctx.empresa.id, turma, ano, etapa, await alunosDaTurma(ctx, turma.id));
  return (
    <PaginaDeFormulario titulo={t.titulo(turma.nome)} recusa={null}>
      <Link href={pagina} className={comoLink()}>
        {t.voltar}
      </Link>
      {/* A plain GET form: another etapa is another page (its own texts and versions). */}
      <form method="get" action={`${pagina}/pareceres`} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <CampoDeSelecao id="etapa" label={t.etapa} name="etapa" defaultValue={`${etapa}`} opcoes={ano.etapas.map((_, i) => ({ value: `${i}`, label: nomeDaEtapa(i) }))} />
        <button type="submit" className={`w-full sm:w-auto ${botao()}`}>
          {t.abrir}
        </button>
      </form>
      <h2 className="text-lg font-semibold">{t.legenda(nomeDaEtapa(etapa))}</h2>
      <p className="text-sm text-suave">{t.ajuda}</p>
      {fechado === t.erros.anoEncerrado ? <p>{t.anoEncerrado}</p> : fechado ? <p>{fechado}</p> : !editavel && pode(ctx.papel, "chamada") && <p>{t.somenteLeitura}</p>}
      {linhas.length === 0 ? (
        <p>{t.semAlunos}</p>
      ) : (
        <PareceresForm
          key={etapa}
          idTurma={turma.id}
          etapa={`${etapa}`}
          editavel={editavel}
          legenda={t.legenda(nomeDaEtapa(etapa))}
          linhas={linhas.map((l) => ({ id: l.id, nome: l.nome, texto: l.texto, versao: l.versao, salvo: l.salvoPor && l.salvoEm ? t.salvoPor(l.salvoPor, formatarData(diaDe(l.salvoEm))) : null }))}
        />
      )}
    </PaginaDeFormulario>
  );
}
