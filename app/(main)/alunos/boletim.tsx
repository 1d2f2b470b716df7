import { Fato, Fatos, SecaoDaFicha } from "@/components/ficha";
import { Tabela, type Coluna } from "@/components/tabela";
import { comoLink } from "@/components/botao";
import type { ShellContext } from "@/lib/shell/contexto";
import { boletimDoAluno } from "@/lib/boletins/dados";
import type { BoletimParaImpressao } from "@/lib/boletins/impressao";
import { boletimTexts } from "@/lib/messages";
import { RelatorioDeDesenvolvimento } from "@/app/(main)/alunos/relatorio-de-desenvolvimento";
import { pode } from "@/lib/empresas/papeis";
import { BaixarBoletim } from "@/app/(main)/alunos/documentos-formularios";
import { TIPOS_DE_DOCUMENTO } from "@/lib/documentos/tipos";

// `Boletim 2026` on a student's page: the table and the facts of the printed boletim (the same
// object the PDF prints: lib/boletins/impressao.ts), and `Baixar boletim (PDF)`: for the roles that
// issue it a form that POSTs (the issue of a verifiable document), for the others a link (a GET,
// which issues nothing).

const t = boletimTexts;

type Linha = BoletimParaImpressao["linhas"][number];

export function enderecoDoBoletim(idAluno: string, ano: number) {
  return `/alunos/${encodeURIComponent(idAluno)}/boletim/${ano}`;
}

function TabelaDoBoletim({ boletim }: { boletim: BoletimParaImpressao }) {
  const colunas: Coluna<Linha>[] = [
    { titulo: t.componente, celula: (l) => l.componente },
    ...boletim.colunas.map((titulo, i): Coluna<Linha> => ({ titulo, celula: (l) => l.etapas[i] })),
    { titulo: t.media, celula: (l) => l.media },
    ...(boletim.comRecuperacao ? [{ titulo: t.recuperacao, celula: (l: Linha) => l.recuperacao }] : []),
    { titulo: t.final, classe: "font-semibold", celula: (l) => l.final },
  ];
  return <Tabela legenda={t.legenda(boletim.ano)} colunas={colunas} linhas={boletim.linhas} chave={(l) => l.componente} estilo="secao" />;
}

/** One year's boletim of a student (nothing when it is not the role's to see). */
async function BoletimDoAno({ ctx, idAluno, ano }: { ctx: ShellContext; idAluno: string; ano: number }) {
  const boletim = await boletimDoAluno(ctx, idAluno, ano);
  if (!boletim) return null;
  const escola = boletim.escola.codigoInep ? `${boletim.escola.nome} (INEP ${boletim.escola.codigoInep})` : boletim.escola.nome;
  return (
    <SecaoDaFicha id={`boletim-${ano}`} titulo={t.titulo(ano)}>
      <div className="space-y-4" data-testid={`boletim-${ano}`}>
        <Fatos>
          <Fato rotulo={t.empresa} largo>
            {boletim.empresa}
          </Fato>
          <Fato rotulo={t.escola} largo>
            {escola}
          </Fato>
          <Fato rotulo={t.turma}>{boletim.turma}</Fato>
          <Fato rotulo={t.situacao} testId="situacao-no-boletim">
            {boletim.situacao}
          </Fato>
        </Fatos>
        {boletim.relatorio ? <RelatorioDeDesenvolvimento ano={ano} relatorio={boletim.relatorio} /> : boletim.semNotas ? <p>{t.semNotas}</p> : <TabelaDoBoletim boletim={boletim} />}
        {boletim.semNota && (
          <p className="text-sm" data-testid="sem-nota-no-boletim">
            {boletim.semNota}
          </p>
        )}
        <Fatos>
          <Fato rotulo={t.faltasNoAno} testId="faltas-no-ano">
            {t.faltas(boletim.faltas, boletim.justificadas)}
          </Fato>
          <Fato rotulo={t.frequenciaNoAno} testId="frequencia-no-ano">
            {boletim.frequencia}
          </Fato>
        </Fatos>
        {/* Who issues it as a document (lib/documentos/tipos.ts); the others download a copy without a code. */}
        {pode(ctx.papel, TIPOS_DE_DOCUMENTO.boletim.quemEmite) ? (
          <BaixarBoletim endereco={enderecoDoBoletim(idAluno, ano)} rotulo={t.baixar} />
        ) : (
          <a href={enderecoDoBoletim(idAluno, ano)} className={comoLink()} download>
            {t.baixar}
          </a>
        )}
      </div>
    </SecaoDaFicha>
  );
}

/** Every year's boletim of a student, newest first. */
export function BoletinsDoAluno({ ctx, idAluno, anos }: { ctx: ShellContext; idAluno: string; anos: readonly number[] }) {
  if (anos.length === 0) return null;
  return (
    <div className="space-y-6">
      {anos.map((ano) => (
        <BoletimDoAno key={ano} ctx={ctx} idAluno={idAluno} ano={ano} />
      ))}
    </div>
  );
}
