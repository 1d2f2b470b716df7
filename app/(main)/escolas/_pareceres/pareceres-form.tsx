"use client";

import { useEffect, useState, useTransition, type FormEvent } from "react";
import { botao } from "@/components/botao";
import { Campo, inputClass } from "@/components/campo";
import { Mensagem, type TipoDeMensagem } from "@/components/mensagem";
import { pareceresTexts } from "@/lib/messages";
import { lerParecer, normalizarParecer, PARECER_MAX, tamanhoDoParecer } from "@/lib/regras/pareceres";
import { salvarPareceresAction } from "@/app/(main)/escolas/_pareceres/actions";

// `Pareceres descritivos` on a phone: one column, a text area per child labelled with their name,
// a counter under it (`1.234 de 5.000 caracteres`), `Salvar pareceres`. Only the changed texts are
// sent, each with the version its page opened at. A text over the limit is said next to its field
// before anything is sent; whatever the answer, what was typed stays on the page until it is saved.

const t = pareceresTexts;

export type LinhaDoFormulario = { id: string; nome: string; texto: string; versao: number; salvo: string | null };

type Props = { idTurma: string; etapa: string; linhas: LinhaDoFormulario[]; editavel: boolean; legenda: string };

type Aviso = { tipo: TipoDeMensagem; texto: string };

/** What is wrong with a text as typed (the same rule the server applies), or undefined. */
function erroDo(texto: string): string | undefined {
  const lido = lerParecer(texto);
  if (!("erro" in lido)) return undefined;
  return lido.erro === "tamanho" ? t.erros.tamanho(lido.tamanho) : t.erros.caracteres(lido.caracteres.slice(0, 5).join(" "));
}

export function PareceresForm({ idTurma, etapa, linhas, editavel, legenda }: Props) {
  const [textos, setTextos] = useState<Record<string, string>>(() => Object.fromEntries(linhas.map((l) => [l.id, l.texto])));
  // What the server holds, as this page last knew it: the text and its version, per child.
  const [salvos, setSalvos] = useState<Record<string, { texto: string; versao: number }>>(() => Object.fromEntries(linhas.map((l) => [l.id, { texto: l.texto, versao: l.versao }])));
  const [erros, setErros] = useState<Record<string, string>>({});
  const [aviso, setAviso] = useState<Aviso | null>(null);
  const [pending, startTransition] = useTransition();

  const mudados = linhas.filter((l) => normalizarParecer(textos[l.id] ?? "") !== normalizarParecer(salvos[l.id]?.texto ?? ""));
  const haMudancas = mudados.length > 0;

  // Leaving the page with unsaved texts asks first (a parecer takes long to write).
  useEffect(() => {
    if (!haMudancas) return;
    const avisar = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", avisar);
    return () => window.removeEventListener("beforeunload", avisar);
  }, [haMudancas]);

  const focar = (id: string | undefined) => id !== undefined && document.getElementById(`parecer-${id}`)?.focus();

  const salvar = (evento: FormEvent<HTMLFormElement>) => {
    evento.preventDefault();
    setAviso(null);
    const errados = Object.fromEntries(mudados.flatMap((l) => {
      const erro = erroDo(textos[l.id] ?? "");
      return erro ? [[l.id, erro] as const] : [];
    }));
    setErros(errados);
    if (Object.keys(errados).length > 0) {
      setAviso({ tipo: "erro", texto: t.erros.invalidos });
      focar(Object.keys(errados)[0]);
      return;
    }
    if (!haMudancas) {
      setAviso({ tipo: "sucesso", texto: t.nadaMudou });
      return;
    }
    const enviados = mudados.map((l) => ({ id: l.id, texto: textos[l.id] ?? "", versao: salvos[l.id]?.versao ?? 0 }));
    startTransition(async () => {
      const resposta = await salvarPareceresAction({ idTurma, etapa, pareceres: enviados });
      if ("erro" in resposta) setAviso({ tipo: "erro", texto: resposta.erro });
      else if (resposta.invalidos) {
        setErros(Object.fromEntries(resposta.invalidos.map((i) => [i.id, i.erro])));
        setAviso({ tipo: "erro", texto: t.erros.invalidos });
        focar(resposta.invalidos[0]?.id);
      } else if (resposta.alterados) {
        setErros(Object.fromEntries(resposta.alterados.map((id) => [id, t.erros.alterado])));
        setAviso({ tipo: "erro", texto: t.erros.alterados });
        focar(resposta.alterados[0]);
      } else {
        const versoes = resposta.versoes;
        setSalvos((s) => ({ ...s, ...Object.fromEntries(enviados.map((e) => [e.id, { texto: normalizarParecer(e.texto), versao: versoes[e.id] ?? e.versao }])) }));
        setErros({});
        setAviso({ tipo: "sucesso", texto: t.salvos });
      }
    });
  };

  return (
    <form onSubmit={salvar} noValidate className="space-y-4" aria-busy={pending}>
      <ul aria-label={legenda} className="space-y-4">
        {linhas.map((l) => {
          const texto = textos[l.id] ?? "";
          const tamanho = tamanhoDoParecer(texto);
          const acima = tamanho > PARECER_MAX;
          const erro = erros[l.id] ?? (acima ? t.erros.tamanho(tamanho) : undefined);
          return (
            <li key={l.id} className="rounded-md border border-gray-200 bg-white p-3">
              <Campo id={`parecer-${l.id}`} label={l.nome} error={erro} hint={[t.contador(tamanho), l.salvo].filter(Boolean).join(" · ")}>
                {(aria) => (
                  <textarea
                    {...aria}
                    name={`parecer-${l.id}`}
                    rows={6}
                    value={texto}
                    readOnly={!editavel}
                    onChange={(e) => {
                      const valor = e.target.value;
                      setTextos((s) => ({ ...s, [l.id]: valor }));
                      if (erros[l.id]) setErros((e) => Object.fromEntries(Object.entries(e).filter(([id]) => id !== l.id)));
                    }}
                    className={`${inputClass} min-h-36 text-base leading-relaxed`}
                  />
                )}
              </Campo>
            </li>
          );
        })}
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
