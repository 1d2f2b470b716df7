"use client";

import { useActionState, useState } from "react";
import { CampoDeSelecao } from "@/components/campo";
import { DialogoCompartilhado } from "@/components/dialogo-de-confirmacao";
import { MenuDeAcoes } from "@/components/menu-de-acoes";
import { RespostaDoFormulario, type AcaoDeFormulario } from "@/components/formulario";
import { LinkDoRegistro, Tabela, type Coluna } from "@/components/tabela";
import { useOpcoesSobDemanda, type CarregarOpcoes } from "@/components/opcoes-sob-demanda";
import { comumTexts, enturmacaoTexts } from "@/lib/messages";
import type { SituacaoNaTurma } from "@/lib/enturmacoes/schema";

// `Alunos da turma`: `Nome`, `Matrícula`, `Situação na turma`, `Desde`, in name order; for writers,
// per student `Cursando` one menu (`Ações: <aluno>`) holding `Remanejar` (to `Turma de destino`)
// and `Tirar da turma` (confirmed), each opening one dialog shared by the rows (a row carries one
// button, not a list of the year's turmas; the dialog reads the year's turmas when it first opens).
// On a phone each row is a short card: the name and `Ações` on top, the facts side by side under
// them, the menu's actions across the card when open (issue 41: 30 students, not 30 tall cards).

const t = enturmacaoTexts;

/** A row; `desde` null: the column is not shown (a professor sees name, matrícula and situation only). */
/** `final`: the student's final situation once the year is closed (shown instead of `Cursando`). */
export type LinhaDaTurma = { id: string; idAluno: string; nome: string; matricula: string; situacao: SituacaoNaTurma; final?: string; desde: string | null };

/** What a row asked for: `Remanejar` or `Tirar da turma` of its student (one shared dialog each). */
type Pedido = { linha: LinhaDaTurma; acao: "remanejar" | "tirar" };

// A phone's card: three columns, the name over two of them beside the menu's button (or over all
// three, for a reader), the facts one per column under them (the matrícula whole, the situation
// taking what is left), the menu's panel across the card.
const CARTAO = "align-top max-sm:grid max-sm:grid-cols-[auto_minmax(0,1fr)_auto] max-sm:gap-x-3 max-sm:gap-y-2 max-sm:space-y-0 max-sm:p-3";
const MENU = {
  caixa: "max-sm:contents sm:min-w-36",
  botao: "max-sm:col-start-3 max-sm:row-start-1 max-sm:self-start",
  painel: "grid gap-2 max-sm:col-span-3 max-sm:grid-cols-2 sm:mt-2",
};

function Acoes({ linha, remaneja, pedir }: { linha: LinhaDaTurma; remaneja: boolean; pedir: (p: Pedido) => void }) {
  return (
    <MenuDeAcoes
      texto={t.acoes}
      rotulo={t.acoesRotulo(linha.nome)}
      classes={MENU}
      acoes={[
        ...(remaneja
          ? [
              {
                chave: "remanejar",
                conteudo: (
                  <>
                    {t.remanejar}
                    <span className="sr-only"> ({linha.nome})</span>
                  </>
                ),
                aoEscolher: () => pedir({ linha, acao: "remanejar" }),
              },
            ]
          : []),
        { chave: "tirar", conteudo: t.tirar, rotulo: t.tirarRotulo(linha.nome), variante: "perigo", aoEscolher: () => pedir({ linha, acao: "tirar" }) },
      ]}
    />
  );
}

export function AlunosDaTurma({
  idTurma,
  linhas,
  remaneja,
  destinos,
  escreve,
  remanejar,
  tirar,
}: {
  idTurma: string;
  linhas: LinhaDaTurma[];
  /** Whether the year has another turma (`Remanejar` is offered). */
  remaneja: boolean;
  /** The year's other turmas, read when `Remanejar`'s dialog opens. */
  destinos: CarregarOpcoes;
  escreve: boolean;
  remanejar: AcaoDeFormulario;
  tirar: AcaoDeFormulario;
}) {
  const [remanejamento, remanejarAction, remanejando] = useActionState(remanejar, null);
  const [saida, tirarAction, tirando] = useActionState(tirar, null);
  const [pedido, setPedido] = useState<Pedido | null>(null);
  const turmas = useOpcoesSobDemanda(destinos, idTurma);
  const fechar = () => setPedido(null);
  const pedir = (p: Pedido) => {
    if (p.acao === "remanejar") turmas.pedir();
    setPedido(p);
  };
  const colunas: Coluna<LinhaDaTurma>[] = [
    {
      titulo: t.colunas.nome,
      classe: escreve ? "max-sm:col-span-2" : "max-sm:col-span-3",
      celula: (l) => <LinkDoRegistro href={`/alunos/${encodeURIComponent(l.idAluno)}`}>{l.nome}</LinkDoRegistro>,
    },
    { titulo: t.colunas.matricula, celula: (l) => l.matricula },
    { titulo: t.colunas.situacao, celula: (l) => l.final ?? t.situacoes[l.situacao] },
    ...(linhas.some((l) => l.desde !== null) ? [{ titulo: t.colunas.desde, celula: (l: LinhaDaTurma) => l.desde }] : []),
    ...(escreve
      ? [
          {
            titulo: <span className="sr-only">{t.colunas.acoes}</span>,
            classe: "max-sm:contents",
            celula: (l: LinhaDaTurma) => (l.situacao === "cursando" ? <Acoes linha={l} remaneja={remaneja} pedir={pedir} /> : null),
          },
        ]
      : []),
  ];
  return (
    <div className="space-y-3">
      <Tabela legenda={t.legenda} colunas={colunas} linhas={linhas} chave={(l) => l.id} estilo="secao" classeDaLinha={CARTAO} vazio={<p>{t.nenhum}</p>} />
      {escreve && (
        <>
          <DialogoCompartilhado
            id="remanejar-aluno"
            aberto={pedido?.acao === "remanejar"}
            aoFechar={fechar}
            titulo={t.remanejarTitulo(pedido?.linha.nome ?? "")}
            pergunta={t.remanejarPergunta}
            confirmar={t.remanejar}
            cancelar={comumTexts.cancelar}
            variante="primario"
            action={remanejarAction}
            pending={remanejando}
            campos={
              <div className="w-full">
                <input type="hidden" name="id" value={pedido?.linha.id ?? ""} />
                {/* Keyed by the row: each opening starts with no turma chosen. */}
                <CampoDeSelecao
                  key={pedido?.linha.id}
                  id="remanejar-destino"
                  label={t.turmaDeDestino}
                  name="idTurmaDestino"
                  required
                  defaultValue=""
                  aria-busy={turmas.carregando}
                  vazia={turmas.carregando ? comumTexts.carregando : t.escolhaODestino}
                  opcoes={turmas.opcoes ?? []}
                  error={turmas.erro ?? (turmas.opcoes?.length === 0 ? t.semDestino : undefined)}
                />
              </div>
            }
          />
          <DialogoCompartilhado
            id="tirar-da-turma"
            aberto={pedido?.acao === "tirar"}
            aoFechar={fechar}
            titulo={t.tirarRotulo(pedido?.linha.nome ?? "")}
            pergunta={t.tirarPergunta(pedido?.linha.nome ?? "")}
            confirmar={t.tirar}
            cancelar={comumTexts.cancelar}
            action={tirarAction}
            pending={tirando}
            campos={<input type="hidden" name="id" value={pedido?.linha.id ?? ""} />}
          />
        </>
      )}
      <RespostaDoFormulario state={remanejamento} />
      <RespostaDoFormulario state={saida} />
    </div>
  );
}
