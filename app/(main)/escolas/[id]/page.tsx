import Link from "next/link";
import { notFound } from "next/navigation";
import { requireShellContext } from "@/lib/shell/contexto";
import { lerEscola } from "@/lib/escolas/dados";
import { anosDaEscola } from "@/lib/anos-letivos/dados";
import { formatarTelefone } from "@/lib/campos/telefone";
import { pode } from "@/lib/empresas/papeis";
import { escolaTexts } from "@/lib/messages";
import { comoLink } from "@/components/botao";
import { Fato, Fatos, SecaoDaFicha } from "@/components/ficha";
import { VoltarParaLista } from "@/components/lista/volta";
import { alterarSituacaoEscolaAction } from "@/app/(main)/escolas/actions";
import { AcaoDeUmBotao } from "@/components/acao-de-um-botao";
import { AnosDaEscola } from "@/app/(main)/escolas/anos-letivos/anos-da-escola";
import { tituloDoRegistro, type PaginaDoRegistroProps } from "@/components/pagina-do-registro";

export const generateMetadata = tituloDoRegistro(lerEscola, escolaTexts.naoEncontrada);

const campos = escolaTexts.campos;

/**
 * A school's sheet: `Dados da escola` (with `Editar` for those who may write: the form at
 * /escolas/{id}/editar), its active students, its `Anos letivos`, and Desativar / Reativar.
 */
export default async function EscolaPage({ params }: PaginaDoRegistroProps) {
  const ctx = await requireShellContext();
  // Another company's school is "not found" too: its existence is not revealed.
  const id = (await params).id;
  const [escola, anos] = await Promise.all([lerEscola(ctx, id), anosDaEscola(ctx, id)]);
  if (!escola) notFound();
  const escreve = pode(ctx.papel, "escrever");
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <VoltarParaLista lista="/escolas">{escolaTexts.voltarParaLista}</VoltarParaLista>
        <div className="flex flex-wrap items-baseline gap-3">
          <h1 className="text-2xl font-semibold [overflow-wrap:anywhere]">{escola.nome}</h1>
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
      </div>
      <SecaoDaFicha id="dados-da-escola" titulo={escolaTexts.dados} editar={escreve ? `/escolas/${encodeURIComponent(escola.id)}/editar` : undefined}>
        <Fatos>
          <Fato rotulo={campos.nome} largo>
            {escola.nome}
          </Fato>
          <Fato rotulo={campos.codigoInep}>{escola.codigoInep}</Fato>
          <Fato rotulo={campos.telefone}>{escola.telefone && formatarTelefone(escola.telefone)}</Fato>
          <Fato rotulo={campos.municipio}>{escola.municipio}</Fato>
          <Fato rotulo={campos.uf}>{escola.uf}</Fato>
        </Fatos>
      </SecaoDaFicha>
      <AnosDaEscola idEscola={escola.id} anos={anos} escreve={escreve && escola.ativa} />
      {escreve && (
        <AcaoDeUmBotao
          id="situacao-titulo"
          campos={{ id: escola.id, ativa: String(!escola.ativa) }}
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
