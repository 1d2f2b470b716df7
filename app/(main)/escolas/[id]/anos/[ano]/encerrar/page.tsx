import Link from "next/link";
import { comoLink } from "@/components/botao";
import { AcaoDeUmBotao } from "@/components/acao-de-um-botao";
import { Mensagem } from "@/components/mensagem";
import { PaginaDeFormulario } from "@/components/pagina-de-formulario";
import { pode } from "@/lib/empresas/papeis";
import { actionTexts, anoLetivoTexts, comumTexts, encerramentoTexts, situacaoFinalTexts } from "@/lib/messages";
import { previaDoEncerramento } from "@/lib/encerramento/encerrar";
import { SITUACOES_FINAIS } from "@/lib/regras/situacao-final";
import { encerrarAnoLetivoAction } from "@/app/(main)/escolas/anos-letivos/actions";
import { enderecoDoAno } from "@/app/(main)/escolas/anos-letivos/anos-da-escola";
import { lerPaginaDoAno, tituloDoAno, type PaginaDoAnoProps } from "@/app/(main)/escolas/anos-letivos/pagina-do-ano";

export const generateMetadata = tituloDoAno;

const t = encerramentoTexts;

/**
 * `Encerrar ano letivo` (administrador, secretaria): the preview per turma of the grades missing
 * (`Faltam notas: Matemática, 3º bimestre, 4 alunos`) and of the final situations; with nothing
 * missing, `Confirmar encerramento` (asked again in a dialog) closes the year in one commit.
 */
export default async function EncerrarAnoPage({ params }: PaginaDoAnoProps) {
  const { ctx, escola, ano } = await lerPaginaDoAno(params);
  const voltar = enderecoDoAno(escola.id, ano.ano);
  const recusa = !pode(ctx.papel, "escrever") ? actionTexts.semPermissao : null;
  const previa = !recusa && ano.situacao === "andamento" ? await previaDoEncerramento(ctx, ano) : null;
  return (
    <PaginaDeFormulario titulo={t.titulo(ano.ano)} recusa={recusa && { texto: recusa, href: voltar, link: t.voltar }}>
      <Link href={voltar} className={comoLink()}>
        {t.voltar}
      </Link>
      <p className="text-suave">{escola.nome}</p>
      {/* The answer of the confirmation stays where the button was (the page refreshes under it). */}
      <AcaoDeUmBotao
        semBotao={!previa || previa.pendencias > 0 || previa.turmas.length === 0}
        id="encerrar-titulo"
        campos={{ id: ano.id }}
        label={t.confirmar}
        variante="primario"
        action={encerrarAnoLetivoAction}
        confirmacao={{ titulo: t.encerrar, pergunta: t.aviso, confirmar: t.confirmar, cancelar: comumTexts.cancelar }}
      />
      {!previa ? (
        <p>{ano.situacao === "encerrado" ? anoLetivoTexts.situacoes.encerrado : t.erros.naoEmAndamento}</p>
      ) : previa.turmas.length === 0 ? (
        <p>{t.semTurmas}</p>
      ) : (
        <section aria-labelledby="previa" className="space-y-4">
          <h2 id="previa" className="text-lg font-semibold">
            {t.previa}
          </h2>
          {previa.pendencias > 0 ? <Mensagem tipo="aviso">{t.comPendencias}</Mensagem> : <p>{t.nadaFalta}</p>}
          <p>{t.resumo(previa.alunos)}</p>
          <ul className="space-y-3">
            {previa.turmas.map((turma) => {
              const contagem = SITUACOES_FINAIS.map((s) => [s, Object.values(turma.situacoes).filter((x) => x === s).length] as const).filter(([, n]) => n > 0);
              return (
                <li key={turma.id} className="space-y-1 rounded-md bg-white p-3 ring-1 ring-gray-200" data-testid="previa-da-turma">
                  <h3 className="font-semibold [overflow-wrap:anywhere]">{turma.nome}</h3>
                  {turma.pendencias.length > 0 ? (
                    <ul className="list-disc pl-5 text-sm">
                      {turma.pendencias.map((p) => (
                        <li key={`${p.componente}:${p.etapa}`}>{t.faltam(p.componente, p.etapa, p.alunos)}</li>
                      ))}
                    </ul>
                  ) : (
                    <p className="text-sm">
                      {contagem.length === 0 ? "—" : contagem.map(([s, n]) => `${situacaoFinalTexts[s]}: ${n}`).join(" · ")}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </PaginaDeFormulario>
  );
}
