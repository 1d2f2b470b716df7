"use client";

import { useState } from "react";
import { CampoDeSelecao, CampoDeTexto } from "@/components/campo";
import { responsaveisTexts, alunoTexts } from "@/lib/messages";
import {
  CAMPOS_DO_RESPONSAVEL,
  CHAVES_DAS_MARCAS,
  MARCAS_DO_RESPONSAVEL,
  PARENTESCOS,
  RESPONSAVEIS_MAX,
  lugarDoProblema,
  type CampoDoResponsavel,
  type MarcaDoResponsavel,
} from "@/lib/alunos/responsaveis";

// The responsáveis of `Filiação e responsáveis`' form (issue 43): add, remove, reorder (the order of
// contact in an emergency), and a filiação name made a responsável in one click. The list travels
// as one hidden field, `responsaveis` (JSON; the server reads it: lib/alunos/responsaveis-schema.ts);
// its inputs have no name of their own. One column at 360 px.

const t = responsaveisTexts;

type Texto = "nome" | "parentesco" | "cpf" | "telefone" | "email";
type Item = Record<Texto, string> & Record<MarcaDoResponsavel, boolean> & { chave: number };

let proxima = 0;
const item = (v: Partial<Record<string, unknown>> = {}): Item => ({
  chave: proxima++,
  nome: typeof v.nome === "string" ? v.nome : "",
  parentesco: typeof v.parentesco === "string" ? v.parentesco : "",
  cpf: typeof v.cpf === "string" ? v.cpf : "",
  telefone: typeof v.telefone === "string" ? v.telefone : "",
  email: typeof v.email === "string" ? v.email : "",
  legal: v.legal === true,
  buscar: v.buscar === true,
  moraJunto: v.moraJunto === true,
});

/** The list as the form last held it (the stored one, or what was sent before a refusal). */
function lidos(json: string): Item[] {
  try {
    const v: unknown = JSON.parse(json || "[]");
    return Array.isArray(v) ? v.slice(0, RESPONSAVEIS_MAX).map((r) => item(r && typeof r === "object" ? (r as Record<string, unknown>) : {})) : [];
  } catch {
    return [];
  }
}

export function ResponsaveisEditor({ inicial, filiacoes, erro }: { inicial: string; filiacoes: string[]; erro?: string }) {
  const [lista, setLista] = useState<Item[]>(() => lidos(inicial));
  const cheia = lista.length >= RESPONSAVEIS_MAX;
  const mudar = (chave: number, campo: string, valor: string | boolean) => setLista((l) => l.map((r) => (r.chave === chave ? { ...r, [campo]: valor } : r)));
  const mover = (i: number, para: number) =>
    setLista((l) => {
      const copia = [...l];
      const [r] = copia.splice(i, 1);
      copia.splice(para, 0, r!);
      return copia;
    });
  const enviado = JSON.stringify(lista.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => k !== "chave"))));
  const erroId = "aluno-responsaveis-erro";
  // The field the refusal points at (`Responsável 2: CPF inválido.`: the second one's CPF), marked
  // and described by the message, so the form's focus lands on it; a refusal of the whole list: the first name.
  const lugar = erro ? (lugarDoProblema(erro) ?? { indice: 0, campo: "nome" }) : null;
  const marcado = (i: number, campo: CampoDoResponsavel | MarcaDoResponsavel) =>
    lugar && lugar.indice === i && lugar.campo === campo ? ({ "aria-invalid": true, "aria-describedby": erroId } as const) : {};

  return (
    <div className="space-y-4 sm:col-span-2">
      <input type="hidden" name="responsaveis" value={enviado} />
      {filiacoes.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {filiacoes.map((nome) => (
            <button
              key={nome}
              type="button"
              disabled={cheia}
              onClick={() => setLista((l) => [...l, item({ nome })])}
              className="min-h-11 rounded-md border border-gray-300 px-3 py-2 text-sm font-medium hover:bg-gray-50 disabled:opacity-50"
            >
              {t.tornarResponsavel(nome)}
            </button>
          ))}
        </div>
      )}
      <fieldset className="space-y-4" aria-describedby={erro ? erroId : undefined}>
        <legend className="text-lg font-semibold">{t.titulo}</legend>
        <p className="text-sm text-suave">{t.ordemDeContato}</p>
        {erro && (
          <p id={erroId} className="text-sm font-medium text-red-700">
            {erro}
          </p>
        )}
        {lista.length === 0 && <p>{t.nenhum}</p>}
        <ol className="space-y-4">
          {lista.map((r, i) => {
            const id = (campo: string) => `responsavel-${r.chave}-${campo}`;
            return (
              <li key={r.chave}>
                <fieldset className="grid gap-4 rounded-lg bg-white p-4 ring-1 ring-gray-200 sm:grid-cols-2">
                  <legend className="font-semibold">{t.numero(i + 1)}</legend>
                  <div className="sm:col-span-2">
                    <CampoDeTexto
                      id={id("nome")}
                      label={CAMPOS_DO_RESPONSAVEL.nome.rotulo}
                      value={r.nome}
                      autoComplete="off"
                      aria-required
                      {...marcado(i, "nome")}
                      onChange={(e) => mudar(r.chave, "nome", e.target.value)}
                    />
                  </div>
                  <CampoDeSelecao
                    id={id("parentesco")}
                    label={CAMPOS_DO_RESPONSAVEL.parentesco.rotulo}
                    value={r.parentesco}
                    aria-required
                    {...marcado(i, "parentesco")}
                    vazia={alunoTexts.opcaoVazia}
                    opcoes={PARENTESCOS.map((p) => ({ value: p, label: t.parentescos[p] }))}
                    onChange={(e) => mudar(r.chave, "parentesco", e.target.value)}
                  />
                  <CampoDeTexto id={id("cpf")} label={CAMPOS_DO_RESPONSAVEL.cpf.rotulo} value={r.cpf} autoComplete="off" inputMode="numeric" {...marcado(i, "cpf")} onChange={(e) => mudar(r.chave, "cpf", e.target.value)} />
                  <CampoDeTexto id={id("telefone")} label={CAMPOS_DO_RESPONSAVEL.telefone.rotulo} value={r.telefone} autoComplete="off" type="tel" {...marcado(i, "telefone")} onChange={(e) => mudar(r.chave, "telefone", e.target.value)} />
                  <CampoDeTexto id={id("email")} label={CAMPOS_DO_RESPONSAVEL.email.rotulo} value={r.email} autoComplete="off" type="email" {...marcado(i, "email")} onChange={(e) => mudar(r.chave, "email", e.target.value)} />
                  <div className="space-y-2 sm:col-span-2">
                    {CHAVES_DAS_MARCAS.map((m) => (
                      <label key={m} className="flex min-h-11 items-center gap-3">
                        <input type="checkbox" className="size-5" checked={r[m]} {...marcado(i, m)} onChange={(e) => mudar(r.chave, m, e.target.checked)} />
                        {MARCAS_DO_RESPONSAVEL[m]}
                      </label>
                    ))}
                  </div>
                  <div className="flex flex-wrap gap-2 sm:col-span-2">
                    <button type="button" aria-label={t.subir(i + 1)} disabled={i === 0} onClick={() => mover(i, i - 1)} className={botao}>
                      {t.acoes.subir}
                    </button>
                    <button type="button" aria-label={t.descer(i + 1)} disabled={i === lista.length - 1} onClick={() => mover(i, i + 1)} className={botao}>
                      {t.acoes.descer}
                    </button>
                    <button type="button" aria-label={t.remover(i + 1)} onClick={() => setLista((l) => l.filter((x) => x.chave !== r.chave))} className={botao}>
                      {t.acoes.remover}
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <button type="button" disabled={cheia} onClick={() => setLista((l) => [...l, item()])} className={botao}>
          {t.adicionar}
        </button>
      </fieldset>
    </div>
  );
}

const botao = "min-h-11 rounded-md border border-gray-300 px-3 py-2 text-sm font-medium hover:bg-gray-50 disabled:opacity-50";
