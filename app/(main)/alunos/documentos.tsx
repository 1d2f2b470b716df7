import { SecaoDaFicha } from "@/components/ficha";
import { botao } from "@/components/botao";
import { Tabela, type Coluna } from "@/components/tabela";
import type { ShellContext } from "@/lib/shell/contexto";
import { pode } from "@/lib/empresas/papeis";
import { FUSO, diaDe, formatarData } from "@/lib/campos/data";
import { hoje } from "@/lib/infra/relogio";
import { lerEscola } from "@/lib/escolas/dados";
import { lerAnoPorId } from "@/lib/anos-letivos/dados";
import { baixaDeNovo, documentosDoAluno, type DocumentoDaLista } from "@/lib/documentos/dados";
import { codigoEmGrupos, codigoMascarado } from "@/lib/documentos/codigo";
import { emissaoDaDeclaracao, TIPOS_DE_DECLARACAO, TIPOS_DE_DOCUMENTO, TIPOS_DE_FICHA } from "@/lib/documentos/tipos";
import { veAFichaInteira } from "@/lib/alunos/ficha-de-matricula";
import { documentoTexts } from "@/lib/messages";
import { novoTokenDeCriacao } from "@/lib/infra/actions/criacao";
import { revogarDocumentoAction } from "@/app/(main)/alunos/documentos-actions";
import { EmitirDocumentos, EmitirFichaDeMatricula, RevogarDocumento } from "@/app/(main)/alunos/documentos-formularios";

// `Documentos` on a student's page (issue 26): administrador and secretaria issue the declarations;
// every role that sees the student (consulta, the student's professors) sees the list: `Tipo`,
// `Emitido em`, `Por`, `Código` (masked for a professor: lib/documentos/dados.ts), `Situação` (a
// revocation's public reason, and for the roles that read the register its internal observation),
// `Baixar novamente` (the very PDF issued, for the roles that see the codes; issue 41), a boletim
// marked `Atual` or `Substituído por um mais recente`, and for administrador `Revogar` with its
// `Motivo` and `Observação interna`.

const t = documentoTexts;
const quando = new Intl.DateTimeFormat("pt-BR", { timeZone: FUSO, dateStyle: "short", timeStyle: "short" });
const dia = (d: Date) => formatarData(diaDe(d));

/** The default period of a declaração de frequência: the student's school's year so far (null: no year in progress). */
async function periodoPadrao(ctx: ShellContext, idEscola: string): Promise<{ de: string; ate: string } | null> {
  const escola = await lerEscola(ctx, idEscola);
  const ano = escola?.anoEmAndamento ? await lerAnoPorId(ctx, escola.anoEmAndamento.id) : null;
  const inicio = ano?.etapas[0]?.inicio;
  const fim = ano?.etapas[ano.etapas.length - 1]?.fim;
  if (!inicio || !fim) return null;
  const ate = fim < hoje() ? fim : hoje();
  return ate < inicio ? null : { de: inicio, ate };
}

/** The section; `idEscola`: the student's school (for the default period), unknown to a professor's page. */
export async function DocumentosDoAluno({ ctx, idAluno, idEscola }: { ctx: ShellContext; idAluno: string; idEscola?: string }) {
  // The declarations the role issues (lib/documentos/tipos.ts: who issues each).
  const declaracoes = TIPOS_DE_DECLARACAO.filter((tipo) => pode(ctx.papel, TIPOS_DE_DOCUMENTO[tipo].quemEmite));
  // The ficha de matrícula (issue 43): the whole record, so only a role that sees all of it.
  const fichas = TIPOS_DE_FICHA.filter((tipo) => pode(ctx.papel, TIPOS_DE_DOCUMENTO[tipo].quemEmite) && veAFichaInteira(ctx.papel));
  const comPeriodo = declaracoes.some((tipo) => emissaoDaDeclaracao(tipo).periodo);
  const revoga = pode(ctx.papel, "administrar");
  const [documentos, periodo] = await Promise.all([documentosDoAluno(ctx, idAluno), comPeriodo && idEscola ? periodoPadrao(ctx, idEscola) : null]);
  const colunas: Coluna<DocumentoDaLista>[] = [
    { titulo: t.colunas.tipo, celula: (d) => TIPOS_DE_DOCUMENTO[d.tipo].nome },
    { titulo: t.colunas.emitidoEm, celula: (d) => (d.emitidoEm ? quando.format(d.emitidoEm) : "") },
    { titulo: t.colunas.por, celula: (d) => d.emitidoPorNome },
    { titulo: t.colunas.codigo, classe: "font-mono whitespace-nowrap", celula: (d) => (d.codigo ? codigoEmGrupos(d.codigo) : codigoMascarado(d.final)) },
    {
      titulo: t.colunas.situacao,
      celula: (d) =>
        d.revogadoEm ? (
          <>
            <span className="font-semibold text-erro">{t.situacoes.revogado}</span>{" "}
            <span className="text-suave">{t.revogadoEm(dia(d.revogadoEm), d.revogadoPorNome ?? "", t.motivos[d.motivoDaRevogacao ?? "outro"])}</span>
            {d.observacaoInterna && <span className="block text-suave [overflow-wrap:anywhere]">{t.observacaoNaLista(d.observacaoInterna)}</span>}
          </>
        ) : (
          <>
            <span className="font-semibold text-green-800">{t.situacoes.valido}</span>
            {d.atual === true && <span className="block font-semibold">{t.boletimAtual}</span>}
            {d.atual === false && <span className="block text-suave">{t.boletimSubstituido}</span>}
          </>
        ),
    },
    {
      titulo: <span className="sr-only">{t.colunas.acoes}</span>,
      celula: (d: DocumentoDaLista) => (
        <div className="flex flex-wrap items-start gap-2">
          {d.codigo && d.arquivoGuardado && baixaDeNovo(ctx, d.tipo) && (
            <a
              href={`/alunos/${encodeURIComponent(idAluno)}/documentos/arquivo/${d.codigo}`}
              download
              className={botao()}
              aria-label={t.baixarNovamenteDocumento(TIPOS_DE_DOCUMENTO[d.tipo].nome, codigoEmGrupos(d.codigo))}
            >
              {t.baixarNovamente}
            </a>
          )}
          {revoga && !d.revogadoEm && d.codigo && <RevogarDocumento codigo={d.codigo} codigoEmGrupos={codigoEmGrupos(d.codigo)} action={revogarDocumentoAction} />}
        </div>
      ),
    },
  ];
  return (
    <SecaoDaFicha id="documentos" titulo={t.secao}>
      <div className="space-y-4" data-testid="documentos">
        {/* Each form its one-time token (issue 41): a retry gives the document it issued; the page refreshed after an issue mints new ones. */}
        {declaracoes.length > 0 && <EmitirDocumentos idAluno={idAluno} periodo={periodo} tokens={declaracoes.map((tipo) => ({ tipo, token: novoTokenDeCriacao() }))} />}
        {fichas.map((tipo) => (
          <EmitirFichaDeMatricula key={tipo} idAluno={idAluno} tipo={tipo} token={novoTokenDeCriacao()} />
        ))}
        <Tabela legenda={t.legenda} colunas={colunas} linhas={documentos} chave={(d) => d.codigo ?? `${d.emitidoEm?.getTime() ?? 0}-${d.final}`} vazio={t.nenhum} estilo="secao" classeDaLinha="align-top" />
      </div>
    </SecaoDaFicha>
  );
}
