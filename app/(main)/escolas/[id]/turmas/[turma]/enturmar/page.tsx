import Link from "next/link";
import { comoLink } from "@/components/botao";
import { FiltrosDaLista } from "@/components/filtros-da-lista";
import { lerEndereco, numeroDaPagina, paginasVizinhas } from "@/components/lista/endereco";
import { Paginacao } from "@/components/paginacao";
import { PaginaDeFormulario } from "@/components/pagina-de-formulario";
import { pode } from "@/lib/empresas/papeis";
import { pageRequest } from "@/lib/infra/paginacao";
import { actionTexts, alunoTexts, enturmacaoTexts, turmaTexts } from "@/lib/messages";
import { candidatosDaTurma, SEM_TURMA_ANTERIOR } from "@/lib/enturmacoes/dados";
import { turmasDoAno } from "@/lib/turmas/dados";
import { idDoAno } from "@/lib/anos-letivos/documento";
import { enturmarAction } from "@/app/(main)/escolas/_turmas/actions";
import { EnturmarForm } from "@/app/(main)/escolas/_turmas/enturmar-form";
import { enderecoDaTurma } from "@/app/(main)/escolas/_turmas/turmas-do-ano";
import { lerPaginaDaTurma, tituloDaTurma, type PaginaDaTurmaProps } from "@/app/(main)/escolas/_turmas/pagina-da-turma";

export const generateMetadata = tituloDaTurma;

const t = enturmacaoTexts;

/** The ages the filter offers (on the data de corte: from creche to the end of ensino médio, and EJA's first years). */
const IDADES = Array.from({ length: 17 }, (_, i) => i + 2);

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
  // Filters by last turma (the school's turmas of the year before) and age on the data de corte.
  const anteriores = recusa ? [] : await turmasDoAno(ctx, idDoAno(escola.id, turma.ano - 1));
  const ultima = [SEM_TURMA_ANTERIOR, ...anteriores.map((x) => x.id)].includes(endereco.ultima ?? "") ? endereco.ultima! : "";
  const idade = IDADES.includes(Number(endereco.idade)) ? String(Number(endereco.idade)) : "";
  const c = t.candidato;
  const candidatos = recusa
    ? null
    : await candidatosDaTurma(ctx, escola.id, turma.ano, busca, request, { ultimaTurma: ultima || undefined, idade: idade ? Number(idade) : undefined });
  const filtros = {
    busca: { id: "buscar-aluno", label: alunoTexts.buscar, value: busca },
    seletores: [
      {
        id: "filtro-ultima-turma",
        name: "ultima",
        label: c.filtroUltimaTurma(turma.ano - 1),
        value: ultima,
        padrao: "",
        options: [{ value: "", label: c.todas }, ...anteriores.map((x) => ({ value: x.id, label: x.nome })), { value: SEM_TURMA_ANTERIOR, label: c.semTurmaAnterior }],
      },
      { id: "filtro-idade", name: "idade", label: c.idade(turma.ano), value: idade, padrao: "", options: [{ value: "", label: c.todas }, ...IDADES.map((n) => ({ value: String(n), label: c.anos(n) }))] },
    ],
  };
  return (
    <PaginaDeFormulario titulo={t.tituloEnturmar(turma.nome)} recusa={recusa && { texto: recusa, href: pagina, link: turmaTexts.voltarParaTurma }}>
      <Link href={pagina} className={comoLink()}>
        {turmaTexts.voltarParaTurma}
      </Link>
      <p data-testid="vagas-livres">{t.vagasLivres(Math.max(turma.vagas - turma.cursando, 0))}</p>
      <FiltrosDaLista {...filtros} />
      {candidatos && (
        <>
          <EnturmarForm action={enturmarAction} idTurma={turma.id} ano={turma.ano} candidatos={candidatos.items} vazio={busca ? alunoTexts.nadaEncontrado : t.semCandidatos} />
          <Paginacao label={t.paginacao} pagina={numero} {...paginasVizinhas(caminho, filtros, numero, candidatos)} />
        </>
      )}
    </PaginaDeFormulario>
  );
}
