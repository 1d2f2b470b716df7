import Link from "next/link";
import { comoLink } from "@/components/botao";
import { FiltrosDaLista } from "@/components/filtros-da-lista";
import { lerEndereco, numeroDaPagina, paginasVizinhas } from "@/components/lista/endereco";
import { Paginacao } from "@/components/paginacao";
import { PaginaDeFormulario } from "@/components/pagina-de-formulario";
import { pode } from "@/lib/empresas/papeis";
import { pageRequest } from "@/lib/infra/paginacao";
import { actionTexts, alunoTexts, enturmacaoTexts, turmaTexts } from "@/lib/messages";
import { candidatosDaTurma } from "@/lib/enturmacoes/dados";
import { enturmarAction } from "@/app/(main)/escolas/turmas/actions";
import { EnturmarForm } from "@/app/(main)/escolas/turmas/enturmar-form";
import { enderecoDaTurma } from "@/app/(main)/escolas/turmas/turmas-do-ano";
import { lerPaginaDaTurma, tituloDaTurma, type PaginaDaTurmaProps } from "@/app/(main)/escolas/turmas/pagina-da-turma";

export const generateMetadata = tituloDaTurma;

const t = enturmacaoTexts;

type Props = PaginaDaTurmaProps & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `Enturmar alunos` (administrador, secretaria): the school's active students with no turma that year. */
export default async function EnturmarPage({ params, searchParams }: Props) {
  const { ctx, escola, turma, ano } = await lerPaginaDaTurma(params);
  const pagina = enderecoDaTurma(escola.id, turma.id);
  const caminho = `${pagina}/enturmar`;
  const recusa = !pode(ctx.papel, "escrever") ? actionTexts.semPermissao : ano.situacao === "encerrado" ? turmaTexts.erros.anoEncerrado : null;
  const endereco = lerEndereco(await searchParams);
  const busca = (endereco.q ?? "").slice(0, 200);
  const request = pageRequest(endereco);
  const numero = numeroDaPagina(request, endereco.pagina);
  const candidatos = recusa ? null : await candidatosDaTurma(ctx, escola.id, turma.ano, busca, request);
  const filtros = { busca: { id: "buscar-aluno", label: alunoTexts.buscar, value: busca }, seletores: [] };
  return (
    <PaginaDeFormulario titulo={t.tituloEnturmar(turma.nome)} recusa={recusa && { texto: recusa, href: pagina, link: turmaTexts.voltarParaTurma }}>
      <Link href={pagina} className={comoLink()}>
        {turmaTexts.voltarParaTurma}
      </Link>
      <p data-testid="vagas-livres">{t.vagasLivres(Math.max(turma.vagas - turma.cursando, 0))}</p>
      <FiltrosDaLista {...filtros} />
      {candidatos && (
        <>
          <EnturmarForm action={enturmarAction} idTurma={turma.id} candidatos={candidatos.items} vazio={busca ? alunoTexts.nadaEncontrado : t.semCandidatos} />
          <Paginacao label={t.paginacao} pagina={numero} {...paginasVizinhas(caminho, filtros, numero, candidatos)} />
        </>
      )}
    </PaginaDeFormulario>
  );
}
