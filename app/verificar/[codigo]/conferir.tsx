"use client";

import { useActionState, useRef, useState, type FormEvent } from "react";
import { botao } from "@/components/botao";
import { Campo, inputClass } from "@/components/campo";
import { Mensagem } from "@/components/mensagem";
import { verificacaoTexts } from "@/lib/messages";
import type { ConferenciaState } from "@/app/verificar/estado";

// `Conferir arquivo`: the PDF received, hashed on the server against the one issued (never stored).
// A file over the limit is refused here before it is sent; the server checks it again. A revoked
// document's very file is said so, in red, never with the green answer of a valid one.

const t = verificacaoTexts.conferir;

type Props = {
  codigo: string;
  acao: (prev: ConferenciaState, formData: FormData) => Promise<ConferenciaState>;
  limiteBytes: number;
};

export function ConferirArquivo({ codigo, acao, limiteBytes }: Props) {
  const [state, action, conferindo] = useActionState(acao, null);
  const [erroLocal, setErroLocal] = useState<string | null>(null);
  // The answer is about the file sent: choosing another one hides it until that one is checked.
  const [respostaOculta, setRespostaOculta] = useState<number | null>(null);
  const arquivoRef = useRef<HTMLInputElement>(null);

  function antesDeEnviar(event: FormEvent<HTMLFormElement>) {
    const arquivo = arquivoRef.current?.files?.[0];
    const erro = !arquivo ? t.semArquivo : arquivo.size > limiteBytes ? t.grande : null;
    setErroLocal(erro);
    if (erro) {
      event.preventDefault();
      arquivoRef.current?.focus();
    }
  }

  const resposta = state && state.at !== respostaOculta ? state : null;
  const erro = erroLocal ?? (resposta && "erro" in resposta ? resposta.erro : null);
  const resultado = !erroLocal && resposta && "resultado" in resposta ? resposta : null;

  function aoEscolher() {
    setErroLocal(null);
    setRespostaOculta(state?.at ?? null);
  }

  return (
    <section aria-labelledby="conferir-arquivo" className="space-y-3">
      <h2 id="conferir-arquivo" className="text-lg font-semibold">
        {t.titulo}
      </h2>
      <p className="text-suave">{t.explicacao}</p>
      <form action={action} onSubmit={antesDeEnviar} noValidate className="space-y-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200">
        <input type="hidden" name="codigo" value={codigo} />
        <Campo id="arquivo" label={t.arquivo} hint={t.dica} error={erro ?? undefined}>
          {(aria) => (
            <input
              {...aria}
              ref={arquivoRef}
              type="file"
              name="arquivo"
              accept="application/pdf,.pdf"
              onChange={aoEscolher}
              className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-gray-100 file:px-3 file:py-1`}
            />
          )}
        </Campo>
        <button type="submit" disabled={conferindo} aria-busy={conferindo} className={botao({ variante: "primario", tamanho: "grande", desabilitado: "esperando" })}>
          {t.botao}
        </button>
        {conferindo && (
          <p role="status" className="text-sm text-suave">
            {t.conferindo}
          </p>
        )}
        {resultado && (
          <Mensagem tipo={resultado.resultado === "identico" ? "sucesso" : "erro"}>
            {resultado.resultado === "identico" ? t.identico : resultado.resultado === "revogado" ? t.identicoRevogado(resultado.revogadoEm) : t.diferente}
          </Mensagem>
        )}
      </form>
    </section>
  );
}
