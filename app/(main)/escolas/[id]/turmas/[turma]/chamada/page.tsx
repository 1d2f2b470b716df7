import Link from "next/link";
import { botao, comoLink } from "@/components/botao";
import { CampoDeTexto } from "@/components/campo";
import { PaginaDeFormulario } from "@/components/pagina-de-formulario";
import { pode } from "@/lib/empresas/papeis";
import { hoje } from "@/lib/infra/relogio";
import { actionTexts, chamadaTexts } from "@/lib/messages";
import { chamadaDoDia } from "@/lib/chamadas/dados";
import { diaValido } from "@/lib/chamadas/schema";
import { ChamadaForm } from "@/app/(main)/escolas/_chamadas/chamada-form";
import { enderecoDaTurma } from "@/app/(main)/escolas/_turmas/turmas-do-ano";
import { lerPaginaDaTurma, tituloDaTurmaDoProfessor, type PaginaDaTurmaProps } from "@/app/(main)/escolas/_turmas/pagina-da-turma";
import { dentroDoPrazoDoProfessor } from "@/lib/regras/prazo-da-chamada";
import { donoDe } from "@/lib/chamadas/guardadas";

export const generateMetadata = tituloDaTurmaDoProfessor;

const t = chamadaTexts;

type Props = PaginaDaTurmaProps & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * `Fazer chamada`: the turma's roll call on a day (`?data=YYYY-MM-DD`, today in São Paulo by
 * default or when the address has no real day): administrador and secretaria any day of the year in
 * progress, a professor of the turma (the only turmas they reach) up to 7 days back.
 */
export default async function ChamadaPage({ params, searchParams }: Props) {
  const { ctx, escola, turma, ano } = await lerPaginaDaTurma(params, { professor: true });
  const pagina = enderecoDaTurma(escola.id, turma.id);
  const { data } = await searchParams;
  const dia = typeof data === "string" && diaValido(data) ? data : hoje();
  const recusa = pode(ctx.papel, "chamada") ? null : actionTexts.semPermissao;
  const foraDoPrazo = ctx.papel === "professor" && !dentroDoPrazoDoProfessor(dia, hoje());
  const chamada = recusa ? null : await chamadaDoDia(ctx, turma, ano, dia);
  return (
    <PaginaDeFormulario titulo={t.titulo(turma.nome)} recusa={recusa && { texto: recusa, href: pagina, link: t.voltarParaTurma }}>
      <Link href={pagina} className={comoLink()}>
        {t.voltarParaTurma}
      </Link>
      {/* A plain GET form: a new day is a new page (its own marks, its own version). */}
      <form method="get" action={`${pagina}/chamada`} className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 sm:max-w-xs">
          <CampoDeTexto id="data-da-chamada" label={t.data} name="data" type="date" defaultValue={dia} required />
        </div>
        <button type="submit" className={botao()}>
          {t.abrirData}
        </button>
      </form>
      {chamada &&
        (!chamada.aula ? (
          <p>{t.erros.semAula}</p>
        ) : foraDoPrazo ? (
          <p>{t.erros.prazo}</p>
        ) : chamada.alunos.length === 0 ? (
          <p>{t.nenhumAluno}</p>
        ) : (
          <ChamadaForm
            key={dia}
            dono={donoDe(ctx.session.uid, ctx.empresa.id)}
            idTurma={turma.id}
            dia={dia}
            alunos={chamada.alunos.map((a) => ({ id: a.id, nome: a.nome }))}
            marcas={chamada.marcas}
            versao={chamada.versao}
            salva={chamada.salva}
          />
        ))}
    </PaginaDeFormulario>
  );
}
