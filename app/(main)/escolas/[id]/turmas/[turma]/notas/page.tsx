import Link from "next/link";
import { botao, comoLink } from "@/components/botao";
import { CampoDeSelecao } from "@/components/campo";
import { PaginaDeFormulario } from "@/components/pagina-de-formulario";
import { pode } from "@/lib/empresas/papeis";
import { hoje } from "@/lib/infra/relogio";
import { anoLetivoTexts, notasTexts, pareceresTexts } from "@/lib/messages";
import { parametro } from "@/lib/infra/paginacao";
import { alunosDaTurma } from "@/lib/enturmacoes/dados";
import { regrasDaEmpresa } from "@/lib/empresas/regras-de-avaliacao";
import { gradeDaEtapa, gradeDeNotas } from "@/lib/notas/dados";
import type { Componente } from "@/lib/turmas/componentes";
import { NotasDaEtapaForm } from "@/app/(main)/escolas/_notas/notas-da-etapa-form";
import { chaveValida } from "@/lib/notas/documento";
import { anoSemNotas, podeLancar } from "@/lib/notas/escrita";
import { avaliadaPorParecer } from "@/lib/regras/pareceres";
import type { ChaveDaEtapa } from "@/lib/regras/boletim";
import { NotasForm } from "@/app/(main)/escolas/_notas/notas-form";
import { enderecoDaTurma } from "@/app/(main)/escolas/_turmas/turmas-do-ano";
import { lerPaginaDaTurma, tituloDaTurmaDoProfessor, type PaginaDaTurmaProps } from "@/app/(main)/escolas/_turmas/pagina-da-turma";

export const generateMetadata = tituloDaTurmaDoProfessor;

const t = notasTexts;

type Props = PaginaDaTurmaProps & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * `Lançar notas`: a turma's grades of one component (`?componente=`) and one etapa (`?etapa=0`…,
 * `rec`), for the component's professor (or, with none named, any professor of the turma) until
 * the etapa ends plus 15 days, administrador and secretaria while the year is open; the others
 * (consulta, another professor) see the grid read-only.
 */
export default async function NotasPage({ params, searchParams }: Props) {
  const [{ ctx, escola, turma, ano }, busca] = await Promise.all([lerPaginaDaTurma(params, { professor: true }), searchParams]);
  const pagina = enderecoDaTurma(escola.id, turma.id);
  // A year still without its dates (the rematrícula creates the next one so) has no etapa to grade.
  if (ano.etapas.length === 0) {
    return (
      <PaginaDeFormulario titulo={t.titulo(turma.nome)} recusa={{ texto: anoLetivoTexts.semDatasDasEtapas, href: pagina, link: t.voltar }}>
        {null}
      </PaginaDeFormulario>
    );
  }
  const regras = ano.situacao === "encerrado" && ano.regras ? ano.regras : await regrasDaEmpresa(ctx.empresa.id);
  const dia = hoje();
  // A turma evaluated by parecer has no grades (Educação Infantil; 1º–3º ano by the company's choice).
  const porParecer = avaliadaPorParecer(turma.etapaDeEnsino, regras);
  const componentes = porParecer ? [] : turma.componentes;
  const meus = componentes.filter((c) => podeLancar(ctx, turma, c, ano, "0", "0000-01-01") !== "naoEProfessor");
  const pedido = componentes.find((c) => c.id === parametro(busca.componente));
  const componente = pedido ?? meus[0] ?? componentes[0];
  const hojeNaEtapa = ano.etapas.findIndex((e) => e.inicio <= dia && dia <= e.fim);
  const passadas = ano.etapas.filter((e) => e.inicio <= dia).length;
  const padrao = `${hojeNaEtapa !== -1 ? hojeNaEtapa : Math.max(0, passadas - 1)}`;
  const etapa: ChaveDaEtapa = chaveValida(parametro(busca.etapa) ?? padrao, ano.etapas.length, regras.recuperacaoFinal) ?? (padrao as ChaveDaEtapa);
  const nomeDaEtapa = (e: ChaveDaEtapa) => (e === "rec" ? t.recuperacaoFinal : anoLetivoTexts.etapa(ano.tipoEtapas, Number(e) + 1));
  const opcoesDeEtapa = [...ano.etapas.map((_, i) => `${i}` as ChaveDaEtapa), ...(regras.recuperacaoFinal ? (["rec"] as const) : [])];

  const fechado = anoSemNotas(ano);
  const podeEditar = (c: Componente) => !fechado && podeLancar(ctx, turma, c, ano, etapa, dia) === "sim";
  const editavel = componente ? podeEditar(componente) : false;
  // Without a component asked for, an etapa's grades are the whole turma's grid (issue 41); the recovery stays per component.
  const daEtapa = !pedido && etapa !== "rec" && componentes.length > 0;
  const entradas = componente ? await alunosDaTurma(ctx, turma.id) : [];
  const [grade, gradeDaTurma] = await Promise.all([
    componente && !daEtapa ? gradeDeNotas(ctx, turma, ano, componente, etapa, entradas) : null,
    daEtapa ? gradeDaEtapa(ctx, turma, ano, etapa as `${number}`, entradas, podeEditar) : null,
  ]);
  return (
    <PaginaDeFormulario titulo={t.titulo(turma.nome)} recusa={null}>
      <Link href={pagina} className={comoLink()}>
        {t.voltar}
      </Link>
      {porParecer ? (
        <p>
          {pareceresTexts.erros.porParecer}{" "}
          <Link href={`${pagina}/pareceres`} className={comoLink()}>
            {pareceresTexts.link}
          </Link>
        </p>
      ) : !componente ? (
        <p>{t.semComponentes}</p>
      ) : (
        <>
          {/* A plain GET form: another component or etapa is another page (its own sheet and version). */}
          <form method="get" action={`${pagina}/notas`} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <CampoDeSelecao
              id="componente"
              label={t.componente}
              name="componente"
              defaultValue={daEtapa ? "" : componente.id}
              opcoes={[{ value: "", label: t.todosOsComponentes }, ...componentes.map((c) => ({ value: c.id, label: c.nome }))]}
            />
            <CampoDeSelecao id="etapa" label={t.etapa} name="etapa" defaultValue={etapa} opcoes={opcoesDeEtapa.map((e) => ({ value: e, label: nomeDaEtapa(e) }))} />
            <button type="submit" className={botao()}>
              {t.abrir}
            </button>
          </form>
          <h2 className="text-lg font-semibold">{daEtapa ? t.legendaDaEtapa(nomeDaEtapa(etapa)) : t.legenda(componente.nome, nomeDaEtapa(etapa))}</h2>
          <p className="text-sm text-suave">{t.ajuda}</p>
          {fechado === t.erros.anoEncerrado ? <p>{t.anoEncerrado}</p> : fechado ? <p>{fechado}</p> : !editavel && pode(ctx.papel, "chamada") && <p>{t.somenteLeitura}</p>}
          {gradeDaTurma &&
            (gradeDaTurma.linhas.length === 0 ? (
              <p>{t.semAlunos}</p>
            ) : (
              <NotasDaEtapaForm
                key={etapa}
                idTurma={turma.id}
                etapa={etapa}
                colunas={gradeDaTurma.colunas}
                linhas={gradeDaTurma.linhas}
                marcaSemNota={!fechado && pode(ctx.papel, "escrever")}
                legenda={t.legendaDaEtapa(nomeDaEtapa(etapa))}
                nomeDaEtapa={nomeDaEtapa(etapa)}
              />
            ))}
          {grade && grade.linhas.length === 0 ? (
            <p>{etapa === "rec" ? t.semRecuperacao : t.semAlunos}</p>
          ) : (
            grade && (
              <NotasForm
                key={`${componente.id}:${etapa}`}
                idTurma={turma.id}
                idComponente={componente.id}
                etapa={etapa}
                versao={grade.versao}
                linhas={grade.linhas}
                editavel={editavel}
                marcaAusencia={etapa === "rec" && editavel && pode(ctx.papel, "escrever")}
                legenda={t.legenda(componente.nome, nomeDaEtapa(etapa))}
              />
            )
          )}
        </>
      )}
    </PaginaDeFormulario>
  );
}
