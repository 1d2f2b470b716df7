import Link from "next/link";
import { comoLink } from "@/components/botao";
import { notFound } from "next/navigation";
import { requireShellContext } from "@/lib/shell/contexto";
import { lerEscola } from "@/lib/escolas/dados";
import { pode } from "@/lib/empresas/papeis";
import { escolaTexts } from "@/lib/messages";
import { alterarSituacaoEscolaAction, atualizarEscolaAction } from "@/app/(main)/escolas/actions";
import { EscolaForm } from "@/app/(main)/escolas/escola-form";
import { SituacaoForm } from "@/app/(main)/escolas/situacao-form";
import { tituloDoRegistro, type PaginaDoRegistroProps } from "@/components/pagina-do-registro";

export const generateMetadata = tituloDoRegistro(lerEscola, escolaTexts.naoEncontrada);

export default async function EscolaPage({ params }: PaginaDoRegistroProps) {
  const ctx = await requireShellContext();
  // Another company's school is "not found" too: its existence is not revealed.
  const escola = await lerEscola(ctx, (await params).id);
  if (!escola) notFound();
  const escreve = pode(ctx.papel, "escrever");
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-2xl font-semibold">{escola.nome}</h1>
        <span className="rounded-full bg-gray-100 px-3 py-1 text-sm font-medium ring-1 ring-gray-300">
          {escola.ativa ? escolaTexts.ativa : escolaTexts.inativa}
        </span>
      </div>
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span data-testid="escola-alunos-ativos">{escolaTexts.alunosAtivos(escola.alunosAtivos)}</span>
        <Link href={`/alunos?escola=${encodeURIComponent(escola.id)}`} className={comoLink()}>
          {escolaTexts.verAlunos}
        </Link>
      </p>
      {!escreve && <p className="text-sm text-suave">{escolaTexts.somenteLeitura}</p>}
      <EscolaForm action={atualizarEscolaAction} escola={escola} somenteLeitura={!escreve} />
      {escreve && (
        <SituacaoForm
          id={escola.id}
          ativa={!escola.ativa}
          label={escola.ativa ? escolaTexts.desativar : escolaTexts.reativar}
          action={alterarSituacaoEscolaAction}
          confirmacao={
            escola.ativa
              ? {
                  titulo: escolaTexts.desativarTitulo,
                  pergunta: escolaTexts.desativarConfirmacao(escola.nome),
                  confirmar: escolaTexts.confirmarDesativacao,
                  cancelar: escolaTexts.cancelarDesativacao,
                }
              : undefined
          }
        />
      )}
    </div>
  );
}
