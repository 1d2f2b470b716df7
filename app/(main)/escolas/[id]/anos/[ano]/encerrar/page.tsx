import Link from "next/link";
import { comoLink } from "@/components/botao";
import { AcaoDeUmBotao } from "@/components/acao-de-um-botao";
import { Mensagem } from "@/components/mensagem";
import { PaginaDeFormulario } from "@/components/pagina-de-formulario";
import { pode } from "@/lib/empresas/papeis";
import { actionTexts, anoLetivoTexts, comumTexts, encerramentoTexts, pareceresTexts, situacaoFinalTexts } from "@/lib/messages";
import { fimAindaPorVir, previaDoEncerramento, type PendenciaDaTurma, type ReprovacaoNaPrevia } from "@/lib/encerramento/encerrar";
import { formatarData } from "@/lib/campos/data";
import { formatarNota } from "@/lib/regras/notas";
import { formatarFrequencia } from "@/lib/regras/frequencia";
import { enderecoDaTurma } from "@/app/(main)/escolas/_turmas/turmas-do-ano";
import { SITUACOES_FINAIS } from "@/lib/regras/situacao-final";
import { encerrarAnoLetivoAction } from "@/app/(main)/escolas/_anos-letivos/actions";
import { enderecoDoAno } from "@/app/(main)/escolas/_anos-letivos/anos-da-escola";
import { lerPaginaDoAno, tituloDoAno, type PaginaDoAnoProps } from "@/app/(main)/escolas/_anos-letivos/pagina-do-ano";

export const generateMetadata = tituloDoAno;

const t = encerramentoTexts;

/**
 * `Encerrar ano letivo` (administrador, secretaria): the preview per turma of the grades missing
 * (`Faltam notas: Matemática, 3º bimestre, 4 alunos`; `Falta a recuperação final: Matemática, 2
 * alunos`, named, with a link to the grid), of the final situations and of who fails and why; with
 * nothing missing, `Confirmar encerramento` (asked again in a dialog) closes the year in one commit.
 * Before the last etapa's end only the administrador may, asked `O ano letivo termina em …
 * Encerrar mesmo assim?`.
 */
export default async function EncerrarAnoPage({ params }: PaginaDoAnoProps) {
  const { ctx, escola, ano } = await lerPaginaDoAno(params);
  const voltar = enderecoDoAno(escola.id, ano.ano);
  const recusa = !pode(ctx.papel, "escrever") ? actionTexts.semPermissao : null;
  const previa = !recusa && ano.situacao === "andamento" ? await previaDoEncerramento(ctx, ano) : null;
  const fim = previa ? fimAindaPorVir(ano) : null;
  const antecipadoRecusado = fim !== null && ctx.papel !== "administrador";
  return (
    <PaginaDeFormulario titulo={t.titulo(ano.ano)} recusa={recusa && { texto: recusa, href: voltar, link: t.voltar }}>
      <Link href={voltar} className={comoLink()}>
        {t.voltar}
      </Link>
      <p className="text-suave">{escola.nome}</p>
      {/* The answer of the confirmation stays where the button was (the page refreshes under it). */}
      <AcaoDeUmBotao
        semBotao={!previa || previa.pendencias > 0 || previa.turmas.length === 0 || antecipadoRecusado}
        id="encerrar-titulo"
        campos={fim ? { id: ano.id, antecipado: "sim" } : { id: ano.id }}
        label={t.confirmar}
        variante="primario"
        action={encerrarAnoLetivoAction}
        confirmacao={{ titulo: t.encerrar, pergunta: fim ? `${t.antecipado(formatarData(fim))} ${t.aviso}` : t.aviso, confirmar: t.confirmar, cancelar: comumTexts.cancelar }}
      />
      {previa && antecipadoRecusado && <Mensagem tipo="aviso">{t.erros.antecipado(formatarData(fim))}</Mensagem>}
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
                        <Pendencia key={p.tipo === "nota" ? `${p.componente}:${p.etapa}` : p.tipo === "parecer" ? `parecer:${p.indice}` : p.tipo === "semResultado" ? "semResultado" : `${p.componente}:rec`} pendencia={p} turma={enderecoDaTurma(escola.id, turma.id)} />
                      ))}
                    </ul>
                  ) : (
                    <p className="text-sm">
                      {contagem.length === 0 ? "—" : contagem.map(([s, n]) => `${situacaoFinalTexts[s]}: ${n}`).join(" · ")}
                    </p>
                  )}
                  {turma.reprovacoes.length > 0 && (
                    <ul className="list-disc pl-5 text-sm [overflow-wrap:anywhere]" data-testid="reprovacoes">
                      {turma.reprovacoes.map((r) => (
                        <li key={`${r.situacao}:${r.nome}`}>{textoDaReprovacao(r)}</li>
                      ))}
                    </ul>
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

/** "Reprovado: Ana Lima (Matemática 4,5; Arte 5,0)", "Reprovado por frequência: João Souza (72,3%)". */
function textoDaReprovacao(r: ReprovacaoNaPrevia): string {
  if (r.situacao === "reprovado-frequencia") return t.reprovadoPorFrequencia(r.nome, formatarFrequencia(r.frequencia));
  return t.reprovado(r.nome, r.componentes.map((c) => `${c.componente} ${formatarNota(c.final)}`).join("; "));
}

/**
 * A grade missing: the etapa's, or the recovery's (with the students' names and a link to its
 * grid); or an etapa's pareceres (with a link to their page). `turma`: the turma's address.
 */
function Pendencia({ pendencia: p, turma }: { pendencia: PendenciaDaTurma; turma: string }) {
  if (p.tipo === "nota") return <li>{t.faltam(p.componente, p.etapa, p.alunos)}</li>;
  if (p.tipo === "semResultado") return <li className="[overflow-wrap:anywhere]">{t.semResultado(p.nomes)}</li>;
  if (p.tipo === "parecer") {
    return (
      <li>
        {pareceresTexts.faltam(p.etapa, p.alunos)}.{" "}
        <Link href={`${turma}/pareceres?etapa=${p.indice}`} className={comoLink()}>
          {pareceresTexts.escrever(p.etapa)}
        </Link>
      </li>
    );
  }
  return (
    <li className="[overflow-wrap:anywhere]">
      {t.faltaRecuperacao(p.componente, p.alunos)}: {p.nomes.join(", ")}.{" "}
      <Link href={`${turma}/notas?componente=${encodeURIComponent(p.idComponente)}&etapa=rec`} className={comoLink()}>
        {t.lancarRecuperacao(p.componente)}
      </Link>
    </li>
  );
}
