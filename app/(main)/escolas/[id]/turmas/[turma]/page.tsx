import Link from "next/link";
import { comoLink } from "@/components/botao";
import { Fato, Fatos, SecaoDaFicha } from "@/components/ficha";
import { Mensagem } from "@/components/mensagem";
import { pode } from "@/lib/empresas/papeis";
import { enturmacaoTexts, etapaDeEnsinoTexts, turmaTexts } from "@/lib/messages";
import { formatarData } from "@/lib/campos/data";
import { alunosDaTurma } from "@/lib/enturmacoes/dados";
import { turmasDoAno } from "@/lib/turmas/dados";
import { remanejarAction, tirarDaTurmaAction } from "@/app/(main)/escolas/turmas/actions";
import { AlunosDaTurma } from "@/app/(main)/escolas/turmas/alunos-da-turma";
import { calendarioDoAno } from "@/lib/anos-letivos/documento";
import { cargaHoraria, cargaHorariaMinima } from "@/lib/regras/carga-horaria";
import { enderecoDoAno } from "@/app/(main)/escolas/anos-letivos/anos-da-escola";
import { enderecoDaTurma } from "@/app/(main)/escolas/turmas/turmas-do-ano";
import { lerPaginaDaTurma, tituloDaTurma, type PaginaDaTurmaProps } from "@/app/(main)/escolas/turmas/pagina-da-turma";

export const generateMetadata = tituloDaTurma;

const t = turmaTexts;

/**
 * A turma's page: its data (with `Editar` for writers), its carga horária against the law's
 * minimum, and `Alunos da turma` (with `Enturmar alunos`, `Remanejar`, `Tirar da turma` for writers).
 */
export default async function TurmaPage({ params }: PaginaDaTurmaProps) {
  const { ctx, escola, turma, ano } = await lerPaginaDaTurma(params);
  const escreve = pode(ctx.papel, "escrever") && ano.situacao !== "encerrado";
  const [entradas, turmasDoAnoLetivo] = await Promise.all([alunosDaTurma(ctx, turma.id), escreve ? turmasDoAno(ctx, turma.idAnoLetivo) : Promise.resolve([])]);
  const horas = cargaHoraria(calendarioDoAno(ano).total, turma.inicioAulas, turma.fimAulas);
  const minimo = cargaHorariaMinima(turma.etapaDeEnsino);
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <Link href={enderecoDoAno(escola.id, ano.ano)} className={comoLink()}>
          {t.voltarParaAno}
        </Link>
        <h1 className="text-2xl font-semibold [overflow-wrap:anywhere]">{turma.nome}</h1>
        <p className="text-suave">{t.contexto(ano.ano, escola.nome)}</p>
        {!pode(ctx.papel, "escrever") && <p className="text-sm text-suave">{t.somenteLeitura}</p>}
      </div>
      <SecaoDaFicha id="dados-da-turma" titulo={t.dados} editar={escreve ? `${enderecoDaTurma(escola.id, turma.id)}/editar` : undefined}>
        <Fatos>
          <Fato rotulo={t.campos.etapaDeEnsino}>{etapaDeEnsinoTexts[turma.etapaDeEnsino]}</Fato>
          <Fato rotulo={t.campos.turno}>{t.turnos[turma.turno]}</Fato>
          <Fato rotulo={t.campos.vagas} testId="vagas-da-turma">
            {t.vagas(turma.cursando, turma.vagas)}
          </Fato>
          <Fato rotulo={t.colunas.horario}>{t.horario(turma.inicioAulas, turma.fimAulas)}</Fato>
          <Fato rotulo={t.campos.codigoInep}>{turma.codigoInep}</Fato>
        </Fatos>
        <p className="font-semibold" data-testid="carga-horaria">
          {t.cargaHoraria(horas)}
        </p>
        {horas < minimo && <Mensagem tipo="aviso">{t.abaixoDaCarga(minimo)}</Mensagem>}
      </SecaoDaFicha>
      <SecaoDaFicha id="alunos-da-turma" titulo={enturmacaoTexts.secao} acao={escreve ? { href: `${enderecoDaTurma(escola.id, turma.id)}/enturmar`, texto: enturmacaoTexts.enturmar } : undefined}>
        <AlunosDaTurma
          linhas={entradas.map((e) => ({ id: e.id, idAluno: e.idAluno, nome: e.nomeAluno, matricula: e.matricula, situacao: e.situacao, desde: formatarData(e.desde) }))}
          destinos={turmasDoAnoLetivo.filter((x) => x.id !== turma.id).map((x) => ({ id: x.id, nome: x.nome }))}
          escreve={escreve}
          remanejar={remanejarAction}
          tirar={tirarDaTurmaAction}
        />
      </SecaoDaFicha>
    </div>
  );
}
