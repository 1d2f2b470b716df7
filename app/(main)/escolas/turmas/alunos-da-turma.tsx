"use client";

import { useActionState } from "react";
import { botao } from "@/components/botao";
import { DialogoDeConfirmacao } from "@/components/dialogo-de-confirmacao";
import { RespostaDoFormulario, type AcaoDeFormulario } from "@/components/formulario";
import { LinkDoRegistro, Tabela, type Coluna } from "@/components/tabela";
import { comumTexts, enturmacaoTexts } from "@/lib/messages";
import type { SituacaoNaTurma } from "@/lib/enturmacoes/schema";

// `Alunos da turma`: `Nome`, `Matrícula`, `Situação na turma`, `Desde`, in name order; for writers,
// per student `Cursando`: `Remanejar` (to `Turma de destino`) and `Tirar da turma` (confirmed).

const t = enturmacaoTexts;

export type LinhaDaTurma = { id: string; idAluno: string; nome: string; matricula: string; situacao: SituacaoNaTurma; desde: string };

function Acoes({ linha, destinos, remanejar, tirar }: { linha: LinhaDaTurma; destinos: { id: string; nome: string }[]; remanejar: (f: FormData) => void; tirar: (f: FormData) => void }) {
  const id = `destino-${linha.id}`;
  return (
    <div className="flex flex-wrap items-end gap-2">
      {destinos.length > 0 && (
        <form action={remanejar} className="flex flex-wrap items-end gap-2 max-sm:w-full">
          <input type="hidden" name="id" value={linha.id} />
          <label htmlFor={id} className="sr-only">
            {t.turmaDeDestinoDe(linha.nome)}
          </label>
          <select id={id} name="idTurmaDestino" className="rounded-md border border-gray-400 bg-white px-2 py-1 max-sm:min-h-11 max-sm:w-full" defaultValue="">
            <option value="">{t.turmaDeDestino}</option>
            {destinos.map((d) => (
              <option key={d.id} value={d.id}>
                {d.nome}
              </option>
            ))}
          </select>
          <button type="submit" className={`${botao({ tamanho: "pequeno" })} max-sm:w-full`}>
            {t.remanejar}
            <span className="sr-only"> ({linha.nome})</span>
          </button>
        </form>
      )}
      <DialogoDeConfirmacao
        id={`tirar-${linha.id}`}
        abrir={t.tirar}
        abrirRotulo={t.tirarRotulo(linha.nome)}
        titulo={t.tirarRotulo(linha.nome)}
        pergunta={t.tirarPergunta(linha.nome)}
        confirmar={t.tirar}
        cancelar={comumTexts.cancelar}
        action={tirar}
        pending={false}
        campos={<input type="hidden" name="id" value={linha.id} />}
        abrirClassName={`${botao({ variante: "perigo", tamanho: "pequeno" })} max-sm:w-full`}
      />
    </div>
  );
}

export function AlunosDaTurma({
  linhas,
  destinos,
  escreve,
  remanejar,
  tirar,
}: {
  linhas: LinhaDaTurma[];
  destinos: { id: string; nome: string }[];
  escreve: boolean;
  remanejar: AcaoDeFormulario;
  tirar: AcaoDeFormulario;
}) {
  const [remanejamento, remanejarAction] = useActionState(remanejar, null);
  const [saida, tirarAction] = useActionState(tirar, null);
  const colunas: Coluna<LinhaDaTurma>[] = [
    { titulo: t.colunas.nome, celula: (l) => <LinkDoRegistro href={`/alunos/${encodeURIComponent(l.idAluno)}`}>{l.nome}</LinkDoRegistro> },
    { titulo: t.colunas.matricula, celula: (l) => l.matricula },
    { titulo: t.colunas.situacao, celula: (l) => t.situacoes[l.situacao] },
    { titulo: t.colunas.desde, celula: (l) => l.desde },
    ...(escreve
      ? [
          {
            titulo: <span className="sr-only">{t.colunas.acoes}</span>,
            celula: (l: LinhaDaTurma) => (l.situacao === "cursando" ? <Acoes linha={l} destinos={destinos} remanejar={remanejarAction} tirar={tirarAction} /> : null),
          },
        ]
      : []),
  ];
  return (
    <div className="space-y-3">
      <Tabela legenda={t.legenda} colunas={colunas} linhas={linhas} chave={(l) => l.id} estilo="secao" classeDaLinha="align-top" vazio={<p>{t.nenhum}</p>} />
      <RespostaDoFormulario state={remanejamento} />
      <RespostaDoFormulario state={saida} />
    </div>
  );
}
