import Link from "next/link";
import { notFound } from "next/navigation";
import { requireShellContext, type ShellContext } from "@/lib/shell/contexto";
import { lerEscola } from "@/lib/escolas/dados";
import { turmasDoProfessor } from "@/lib/turmas/dados";
import type { Escola } from "@/lib/escolas/schema";
import { anosDaEscola } from "@/lib/anos-letivos/dados";
import { formatarTelefone } from "@/lib/campos/telefone";
import { pode } from "@/lib/empresas/papeis";
import { enturmacaoTexts, escolaDoProfessorTexts, escolaTexts } from "@/lib/messages";
import { comoLink } from "@/components/botao";
import { Fato, Fatos, SecaoDaFicha } from "@/components/ficha";
import { VoltarParaLista } from "@/components/lista/volta";
import { alterarSituacaoEscolaAction } from "@/app/(main)/escolas/actions";
import { AcaoDeUmBotao } from "@/components/acao-de-um-botao";
import { AnosDaEscola } from "@/app/(main)/escolas/_anos-letivos/anos-da-escola";
import { tituloDoRegistro, type PaginaDoRegistroProps } from "@/components/pagina-do-registro";

/**
 * The school the page may show: any of the company's for a role that reads the register; for a
 * professor, only a school of a turma they teach (another is "not found", its name unread).
 */
async function escolaDaPagina(ctx: ShellContext, id: string): Promise<Escola | null> {
  if (pode(ctx.papel, "ler")) return lerEscola(ctx, id);
  const turmas = await turmasDoProfessor(ctx);
  return turmas.some((t) => t.idEscola === id) ? lerEscola(ctx, id) : null;
}

export const generateMetadata = tituloDoRegistro(escolaDaPagina, escolaTexts.naoEncontrada);

const campos = escolaTexts.campos;

/**
 * A school's sheet: `Dados da escola` (with `Editar` for those who may write: the form at
 * /escolas/{id}/editar), its active students, its `Anos letivos`, and Desativar / Reativar.
 */
export default async function EscolaPage({ params }: PaginaDoRegistroProps) {
  const ctx = await requireShellContext();
  if (!pode(ctx.papel, "ler")) return <EscolaDoProfessor ctx={ctx} id={(await params).id} />;
  // Another company's school is "not found" too: its existence is not revealed.
  const id = (await params).id;
  const [escola, anos] = await Promise.all([lerEscola(ctx, id), anosDaEscola(ctx, id)]);
  if (!escola) notFound();
  const escreve = pode(ctx.papel, "escrever");
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <CabecalhoDaEscola escola={escola} />
        <p className="flex flex-wrap items-baseline gap-x-3">
          <span data-testid="escola-alunos-ativos">{escolaTexts.alunosAtivos(escola.alunosAtivos)}</span>
          <Link href={`/alunos?escola=${encodeURIComponent(escola.id)}`} className={comoLink()}>
            {escolaTexts.verAlunos}
          </Link>
        </p>
        {!escreve && <p className="text-sm text-suave">{escolaTexts.somenteLeitura}</p>}
      </div>
      <SecaoDaFicha id="dados-da-escola" titulo={escolaTexts.dados} editar={escreve ? `/escolas/${encodeURIComponent(escola.id)}/editar` : undefined}>
        <FatosDaEscola escola={escola} />
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

/**
 * A school's sheet for a professor: a school of a turma they teach only (else not found), its
 * `Dados da escola` read-only, and their turmas there (each a link to its page); no years, no
 * students' count, nothing to change.
 */
async function EscolaDoProfessor({ ctx, id }: { ctx: ShellContext; id: string }) {
  const [escola, turmas] = await Promise.all([escolaDaPagina(ctx, id), turmasDoProfessor(ctx)]);
  if (!escola) notFound();
  const minhas = turmas.filter((t) => t.idEscola === escola.id);
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <CabecalhoDaEscola escola={escola} />
        <p className="text-sm text-suave">{escolaDoProfessorTexts.somenteLeitura}</p>
      </div>
      <SecaoDaFicha id="dados-da-escola" titulo={escolaTexts.dados}>
        <FatosDaEscola escola={escola} />
      </SecaoDaFicha>
      <SecaoDaFicha id="suas-turmas" titulo={escolaDoProfessorTexts.suasTurmas}>
        <ul className="space-y-2 rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200">
          {minhas.map((t) => (
            <li key={t.id} className="[overflow-wrap:anywhere]">
              <Link href={`/escolas/${encodeURIComponent(escola.id)}/turmas/${encodeURIComponent(t.id)}`} className={comoLink()}>
                {enturmacaoTexts.daTurma(t.nome, t.ano)}
              </Link>
            </li>
          ))}
        </ul>
      </SecaoDaFicha>
    </div>
  );
}

/** The sheet's heading: the way back to the list, the school's name and whether it is active. */
function CabecalhoDaEscola({ escola }: { escola: { nome: string; ativa: boolean } }) {
  return (
    <>
      <VoltarParaLista lista="/escolas">{escolaTexts.voltarParaLista}</VoltarParaLista>
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-2xl font-semibold [overflow-wrap:anywhere]">{escola.nome}</h1>
        <span className="rounded-full bg-gray-100 px-3 py-1 text-sm font-medium ring-1 ring-gray-300">
          {escola.ativa ? escolaTexts.ativa : escolaTexts.inativa}
        </span>
      </div>
    </>
  );
}

/** `Dados da escola`: what its sheet says of it. */
function FatosDaEscola({ escola }: { escola: { nome: string; codigoInep: string | null; telefone: string | null; municipio: string | null; uf: string | null } }) {
  return (
    <Fatos>
      <Fato rotulo={campos.nome} largo>
        {escola.nome}
      </Fato>
      <Fato rotulo={campos.codigoInep}>{escola.codigoInep}</Fato>
      <Fato rotulo={campos.telefone}>{escola.telefone && formatarTelefone(escola.telefone)}</Fato>
      <Fato rotulo={campos.municipio}>{escola.municipio}</Fato>
      <Fato rotulo={campos.uf}>{escola.uf}</Fato>
    </Fatos>
  );
}
