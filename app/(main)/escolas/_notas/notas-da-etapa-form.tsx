"use client";

import { useRef, useState, useSyncExternalStore, useTransition, type FormEvent, type KeyboardEvent } from "react";
import { botao } from "@/components/botao";
import { inputClass } from "@/components/campo";
import { Mensagem, type TipoDeMensagem } from "@/components/mensagem";
import { formatarData } from "@/lib/campos/data";
import { notasTexts } from "@/lib/messages";
import { lerNota } from "@/lib/regras/notas";
import { salvarNotasDaEtapaAction } from "@/app/(main)/escolas/_notas/actions";
import { NotasForm } from "@/app/(main)/escolas/_notas/notas-form";

// `Lançar notas` of a whole etapa (issue 41): the turma's students in rows, its components in
// columns, each cell labelled by student and component; Tab and Enter move down the column (then
// to the next column's top), Shift+Tab up. `Salvar notas` sends only the columns changed, each saved
// in its own transaction with its own version (so one column refused, by a stale version or a
// deadline, says so and leaves the others saved), and the `Sem nota (ingressou em …)` marks changed.
// On a phone (under 640 px) the grid gives way to the one-component list.

const t = notasTexts;

export type ColunaDaGrade = { id: string; nome: string; versao: number; editavel: boolean };
export type LinhaDaGradeDaEtapa = { id: string; nome: string; matricula: string; notas: Record<string, string>; semNota: boolean; chegouEm: string | null };

type Props = {
  idTurma: string;
  etapa: string;
  colunas: ColunaDaGrade[];
  linhas: LinhaDaGradeDaEtapa[];
  /** Administrador and secretaria while the year is open: `Sem nota (ingressou em …)` for students who came later. */
  marcaSemNota: boolean;
  /** The table's accessible name (`Notas — 1º bimestre`). */
  legenda: string;
  /** The etapa's name (`1º bimestre`), for the phone's one-component list. */
  nomeDaEtapa: string;
};

type Aviso = { tipo: TipoDeMensagem; texto: string };

const LARGO = "(min-width: 640px)";
const assinar = (mudou: () => void) => {
  const m = window.matchMedia(LARGO);
  m.addEventListener("change", mudou);
  return () => m.removeEventListener("change", mudou);
};

/** Whether the screen is wide enough for the grid (the server renders the grid). */
function useLargo(): boolean {
  return useSyncExternalStore(assinar, () => window.matchMedia(LARGO).matches, () => true);
}

const chaveDaCelula = (aluno: string, componente: string) => `${aluno}\u0000${componente}`;

export function NotasDaEtapaForm({ idTurma, etapa, colunas, linhas, marcaSemNota, legenda, nomeDaEtapa }: Props) {
  const largo = useLargo();
  const inicial = () => new Map(linhas.flatMap((l) => colunas.map((c) => [chaveDaCelula(l.id, c.id), l.notas[c.id] ?? ""] as const)));
  const [salvas, setSalvas] = useState(inicial);
  const [notas, setNotas] = useState(inicial);
  const [versoes, setVersoes] = useState(() => Object.fromEntries(colunas.map((c) => [c.id, c.versao])));
  const [semNota, setSemNota] = useState(() => new Set(linhas.filter((l) => l.semNota).map((l) => l.id)));
  const [semNotaSalva, setSemNotaSalva] = useState(semNota);
  const [invalidas, setInvalidas] = useState<Set<string>>(new Set());
  const [avisos, setAvisos] = useState<Aviso[]>([]);
  const [pending, startTransition] = useTransition();
  const celulas = useRef(new Map<string, HTMLInputElement>());

  if (!largo) {
    // The phone's view: one component at a time, as its own page has it (the first one this person may change).
    const coluna = colunas.find((c) => c.editavel) ?? colunas[0];
    if (!coluna) return null;
    return (
      <>
        <h3 className="font-semibold">{coluna.nome}</h3>
        <NotasForm
          idTurma={idTurma}
          idComponente={coluna.id}
          etapa={etapa}
          versao={coluna.versao}
          linhas={linhas.map((l) => ({ id: l.id, nome: l.nome, matricula: l.matricula, nota: l.notas[coluna.id] ?? "", media: null, naoCompareceu: false }))}
          editavel={coluna.editavel}
          legenda={t.legenda(coluna.nome, nomeDaEtapa)}
        />
      </>
    );
  }

  const focar = (r: number, k: number) => {
    const l = linhas[r];
    const c = colunas[k];
    if (!l || !c) return false;
    const el = celulas.current.get(chaveDaCelula(l.id, c.id));
    if (!el) return false;
    el.focus();
    el.select();
    return true;
  };
  /** Down the column, then the next column's top (Shift+Tab: up, then the previous column's bottom). */
  const mover = (evento: KeyboardEvent<HTMLInputElement>, r: number, k: number) => {
    const paraCima = evento.key === "Tab" && evento.shiftKey;
    if (evento.key !== "Enter" && evento.key !== "Tab") return;
    const destino = paraCima ? (r > 0 ? [r - 1, k] : [linhas.length - 1, k - 1]) : r < linhas.length - 1 ? [r + 1, k] : [0, k + 1];
    if (focar(destino[0]!, destino[1]!)) evento.preventDefault();
    else if (evento.key === "Enter") evento.preventDefault(); // the last cell: Enter does not send the form
  };

  const salvar = (evento: FormEvent<HTMLFormElement>) => {
    evento.preventDefault();
    setAvisos([]);
    const erradas = new Set([...notas].filter(([, texto]) => lerNota(texto) === undefined).map(([chave]) => chave));
    setInvalidas(erradas);
    if (erradas.size > 0) {
      celulas.current.get([...erradas][0]!)?.focus();
      setAvisos([{ tipo: "erro", texto: t.erros.nota }]);
      return;
    }
    const mudadas = colunas.filter((c) => c.editavel && linhas.some((l) => notas.get(chaveDaCelula(l.id, c.id)) !== salvas.get(chaveDaCelula(l.id, c.id))));
    const folhas = mudadas.map((c) => ({ idComponente: c.id, versao: versoes[c.id] ?? 0, notas: linhas.map((l) => ({ id: l.id, nota: notas.get(chaveDaCelula(l.id, c.id)) ?? "" })) }));
    const marcas = linhas.filter((l) => semNota.has(l.id) !== semNotaSalva.has(l.id)).map((l) => ({ id: l.id, marcado: semNota.has(l.id) }));
    if (folhas.length === 0 && marcas.length === 0) {
      setAvisos([{ tipo: "sucesso", texto: t.salvas }]);
      return;
    }
    startTransition(async () => {
      const resposta = await salvarNotasDaEtapaAction({ idTurma, etapa, folhas, ...(marcas.length > 0 ? { semNota: marcas } : {}) });
      if ("erro" in resposta) {
        setAvisos([{ tipo: "erro", texto: resposta.erro }]);
        return;
      }
      const erros: Aviso[] = [];
      const novasInvalidas = new Set<string>();
      const novasSalvas = new Map(salvas);
      const novasVersoes = { ...versoes };
      for (const c of mudadas) {
        const r = resposta.folhas[c.id];
        if (!r) continue;
        if ("erro" in r) erros.push({ tipo: "erro", texto: t.erroDoComponente(c.nome, r.erro) });
        else if (r.invalidos) for (const id of r.invalidos) novasInvalidas.add(chaveDaCelula(id, c.id));
        else {
          novasVersoes[c.id] = r.versao;
          for (const l of linhas) novasSalvas.set(chaveDaCelula(l.id, c.id), notas.get(chaveDaCelula(l.id, c.id)) ?? "");
        }
      }
      if (resposta.semNota) erros.push({ tipo: "erro", texto: resposta.semNota.erro });
      else setSemNotaSalva(new Set(semNota));
      if (novasInvalidas.size > 0) erros.push({ tipo: "erro", texto: t.erros.nota });
      setSalvas(novasSalvas);
      setVersoes(novasVersoes);
      setInvalidas(novasInvalidas);
      setAvisos(erros.length > 0 ? erros : [{ tipo: "sucesso", texto: t.salvas }]);
    });
  };

  const algumaEditavel = colunas.some((c) => c.editavel) || marcaSemNota;
  return (
    <form onSubmit={salvar} noValidate className="space-y-4" aria-busy={pending}>
      <div className="overflow-x-auto rounded-md border border-gray-200 bg-white">
        <table className="min-w-full text-sm">
          <caption className="sr-only">{legenda}</caption>
          <thead className="bg-gray-50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t.aluno}
              </th>
              {colunas.map((c) => (
                <th key={c.id} scope="col" className="px-2 py-2 font-semibold">
                  {c.nome}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {linhas.map((l, r) => {
              const marcada = semNota.has(l.id);
              return (
                <tr key={l.id}>
                  <th scope="row" className="px-3 py-2 text-left align-top font-medium [overflow-wrap:anywhere]">
                    {l.nome}
                    {l.chegouEm && (marcaSemNota || marcada) && (
                      <label className="mt-1 flex items-center gap-2 text-xs font-normal">
                        <input
                          type="checkbox"
                          checked={marcada}
                          disabled={!marcaSemNota}
                          aria-label={t.semNotaDe(formatarData(l.chegouEm), l.nome)}
                          onChange={(e) => {
                            const marcado = e.target.checked;
                            setSemNota((s) => new Set(marcado ? [...s, l.id] : [...s].filter((id) => id !== l.id)));
                          }}
                          className="h-4 w-4 shrink-0"
                        />
                        <span aria-hidden="true">{t.semNota(formatarData(l.chegouEm))}</span>
                      </label>
                    )}
                  </th>
                  {colunas.map((c, k) => {
                    const chave = chaveDaCelula(l.id, c.id);
                    return (
                      <td key={c.id} className="px-2 py-1 align-top">
                        <input
                          ref={(el) => {
                            if (el) celulas.current.set(chave, el);
                            else celulas.current.delete(chave);
                          }}
                          aria-label={t.celula(l.nome, c.nome)}
                          aria-invalid={invalidas.has(chave)}
                          inputMode="decimal"
                          autoComplete="off"
                          maxLength={20}
                          value={notas.get(chave) ?? ""}
                          readOnly={!c.editavel || marcada}
                          placeholder={marcada ? "—" : undefined}
                          onKeyDown={(e) => mover(e, r, k)}
                          onChange={(e) => {
                            const valor = e.target.value;
                            setNotas((n) => new Map(n).set(chave, valor));
                            if (invalidas.has(chave)) setInvalidas((s) => new Set([...s].filter((x) => x !== chave)));
                          }}
                          className={`${inputClass} w-20 text-center`}
                        />
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {avisos.map((a) => (
        <Mensagem key={a.texto} tipo={a.tipo}>
          {a.texto}
        </Mensagem>
      ))}
      {algumaEditavel && (
        <button type="submit" disabled={pending} className={botao({ variante: "primario", tamanho: "grande" })}>
          {pending ? t.salvando : t.salvar}
        </button>
      )}
    </form>
  );
}
