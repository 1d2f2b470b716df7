"use client";

import { useState, useTransition, type FormEvent } from "react";
import { botao } from "@/components/botao";
import { Campo, inputClass } from "@/components/campo";
import { Mensagem, type TipoDeMensagem } from "@/components/mensagem";
import { notasTexts } from "@/lib/messages";
import { lerNota } from "@/lib/regras/notas";
import { salvarNotasAction } from "@/app/(main)/escolas/_notas/actions";

// The grid of `Lançar notas` on a phone: one column, a field per student labelled with their name
// (a numeric keyboard with a comma: inputmode="decimal"), `Salvar notas`. An invalid grade is said
// next to its field before anything is sent, and again if the server finds one; nothing is saved then.

const t = notasTexts;

export type Props = {
  idTurma: string;
  idComponente: string;
  etapa: string;
  versao: number;
  linhas: { id: string; nome: string; matricula: string; nota: string; media: string | null; naoCompareceu: boolean }[];
  editavel: boolean;
  /** The recovery's grid for administrador and secretaria: each row may be marked `Não compareceu à recuperação`. */
  marcaAusencia?: boolean;
  /** The list's accessible name (`Notas de Matemática — 1º bimestre`). */
  legenda: string;
};

type Aviso = { tipo: TipoDeMensagem; texto: string };

export function NotasForm({ idTurma, idComponente, etapa, versao: versaoInicial, linhas, editavel, legenda, marcaAusencia = false }: Props) {
  const [notas, setNotas] = useState<Record<string, string>>(() => Object.fromEntries(linhas.map((l) => [l.id, l.nota])));
  const [ausentes, setAusentes] = useState<Set<string>>(() => new Set(linhas.filter((l) => l.naoCompareceu).map((l) => l.id)));
  const [invalidas, setInvalidas] = useState<Set<string>>(new Set());
  const [versao, setVersao] = useState(versaoInicial);
  const [aviso, setAviso] = useState<Aviso | null>(null);
  const [pending, startTransition] = useTransition();

  const salvar = (evento: FormEvent<HTMLFormElement>) => {
    evento.preventDefault();
    setAviso(null);
    const erradas = new Set(linhas.filter((l) => lerNota(notas[l.id] ?? "") === undefined).map((l) => l.id));
    setInvalidas(erradas);
    if (erradas.size > 0) {
      document.getElementById(`nota-${[...erradas][0]}`)?.focus();
      return;
    }
    startTransition(async () => {
      const resposta = await salvarNotasAction({
        idTurma,
        idComponente,
        etapa,
        versao,
        notas: linhas.map((l) => ({ id: l.id, nota: notas[l.id] ?? "" })),
        ...(marcaAusencia ? { naoCompareceu: [...ausentes] } : {}),
      });
      if ("erro" in resposta) setAviso({ tipo: "erro", texto: resposta.erro });
      else if (resposta.invalidos) setInvalidas(new Set(resposta.invalidos));
      else {
        setVersao(resposta.versao);
        setAviso({ tipo: "sucesso", texto: t.salvas });
      }
    });
  };

  return (
    <form onSubmit={salvar} noValidate className="space-y-4" aria-busy={pending}>
      <ul aria-label={legenda} className="divide-y divide-gray-200 rounded-md border border-gray-200 bg-white">
        {linhas.map((l) => (
          <li key={l.id} className="p-3">
            <Campo id={`nota-${l.id}`} label={l.nome} error={invalidas.has(l.id) ? t.erros.nota : undefined} hint={l.media ? t.mediaDoAluno(l.media) : undefined}>
              {(aria) => (
                <input
                  {...aria}
                  name={`nota-${l.id}`}
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={20}
                  value={notas[l.id] ?? ""}
                  readOnly={!editavel}
                  onChange={(e) => {
                    const valor = e.target.value;
                    setNotas((n) => ({ ...n, [l.id]: valor }));
                    if (invalidas.has(l.id)) setInvalidas((s) => new Set([...s].filter((id) => id !== l.id)));
                    // A grade typed: the student came to the recovery.
                    if (valor.trim() !== "") setAusentes((s) => new Set([...s].filter((id) => id !== l.id)));
                  }}
                  className={`${inputClass} max-w-32 text-lg`}
                />
              )}
            </Campo>
            {(marcaAusencia || l.naoCompareceu) && (
              <label className="mt-2 flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={ausentes.has(l.id)}
                  disabled={!marcaAusencia || !editavel}
                  aria-label={t.naoCompareceuDe(l.nome)}
                  onChange={(e) => {
                    const marcado = e.target.checked;
                    setAusentes((s) => new Set(marcado ? [...s, l.id] : [...s].filter((id) => id !== l.id)));
                    if (marcado) setNotas((n) => ({ ...n, [l.id]: "" }));
                  }}
                  className="h-5 w-5 shrink-0"
                />
                <span aria-hidden="true">{t.naoCompareceu}</span>
              </label>
            )}
          </li>
        ))}
      </ul>
      {aviso && <Mensagem tipo={aviso.tipo}>{aviso.texto}</Mensagem>}
      {editavel && (
        <button type="submit" disabled={pending} className={`w-full sm:w-auto ${botao({ variante: "primario", tamanho: "grande" })}`}>
          {pending ? t.salvando : t.salvar}
        </button>
      )}
    </form>
  );
}
