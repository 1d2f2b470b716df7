"use client";

import { useActionState, useRef, useState, type FormEvent } from "react";
import { Campo, inputClass } from "@/components/campo";
import { alunoTexts, planilhaTexts } from "@/lib/messages";
import type { VerificacaoState } from "@/lib/alunos/planilha/tipos";

// "Arquivo CSV" and "Verificar", then the preview: how many students are ready, one line per
// problem (and then no import button), the warnings, the first rows as read, and "Importar N
// alunos" when nothing blocks.

type Props = {
  verificar: (prev: VerificacaoState, formData: FormData) => Promise<VerificacaoState>;
  importar: (prev: { erro: string; at: number } | null, formData: FormData) => Promise<{ erro: string; at: number } | null>;
  limiteBytes: number;
};

const botao = "rounded-md bg-marca-700 px-5 py-2 font-semibold text-white hover:bg-marca-800 disabled:cursor-wait disabled:bg-gray-500";

export function ImportarForm({ verificar, importar, limiteBytes }: Props) {
  const [state, verificarAction, verificando] = useActionState(verificar, null);
  const [importState, importarAction, importando] = useActionState(importar, null);
  const [erroLocal, setErroLocal] = useState<string | null>(null);
  const arquivoRef = useRef<HTMLInputElement>(null);

  // A file over the limit is refused here, before it is sent (the server checks it again).
  function antesDeEnviar(event: FormEvent<HTMLFormElement>) {
    const arquivo = arquivoRef.current?.files?.[0];
    if (!arquivo) {
      event.preventDefault();
      setErroLocal(planilhaTexts.erros.semArquivo);
      arquivoRef.current?.focus();
    } else if (arquivo.size > limiteBytes) {
      event.preventDefault();
      setErroLocal(planilhaTexts.erros.grande);
      arquivoRef.current?.focus();
    } else setErroLocal(null);
  }

  const erro = erroLocal ?? (state && "erro" in state ? state.erro : null);
  const resultado = state && !("erro" in state) && !erroLocal ? state : null;

  return (
    <div className="space-y-6">
      <form action={verificarAction} onSubmit={antesDeEnviar} noValidate className="space-y-4 rounded-md bg-white p-4 ring-1 ring-gray-200">
        <Campo id="arquivo" label={planilhaTexts.arquivo} hint={planilhaTexts.arquivoDica} error={erro ?? undefined}>
          {(aria) => (
            <input
              {...aria}
              ref={arquivoRef}
              type="file"
              name="arquivo"
              accept=".csv,text/csv,text/plain"
              className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-gray-100 file:px-3 file:py-1`}
            />
          )}
        </Campo>
        <button type="submit" disabled={verificando} aria-busy={verificando} className={botao}>
          {planilhaTexts.verificar}
        </button>
        {verificando && (
          <p role="status" className="text-sm text-suave">
            {planilhaTexts.verificando}
          </p>
        )}
      </form>

      {resultado && (
        <section aria-labelledby="resultado-verificacao" className="space-y-4">
          <h2 id="resultado-verificacao" className="text-lg font-semibold">
            {resultado.arquivo}
          </h2>
          <p role="status" className="font-semibold" data-testid="prontos">
            {planilhaTexts.prontos(resultado.prontos)}
          </p>
          {resultado.ignoradas.length > 0 && <p className="text-sm text-suave">{planilhaTexts.ignoradas(resultado.ignoradas)}</p>}

          {resultado.problemas.length > 0 && (
            <div className="space-y-2 rounded-md bg-red-50 p-4 ring-1 ring-red-200">
              <h3 className="font-semibold text-erro">{planilhaTexts.problemas}</h3>
              <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="problemas">
                {resultado.problemas.map((p, i) => (
                  <li key={i}>{p}</li>
                ))}
              </ul>
              {resultado.maisProblemas > 0 && <p className="text-sm">{planilhaTexts.maisProblemas(resultado.maisProblemas)}</p>}
              <p className="text-sm font-medium">{planilhaTexts.semImportar}</p>
            </div>
          )}

          {resultado.avisos.length > 0 && (
            <div className="space-y-2 rounded-md bg-amber-50 p-4 ring-1 ring-amber-200">
              <h3 className="font-semibold">{planilhaTexts.avisos}</h3>
              <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="avisos">
                {resultado.avisos.map((a, i) => (
                  <li key={i}>{a}</li>
                ))}
              </ul>
              {resultado.maisAvisos > 0 && <p className="text-sm">{planilhaTexts.maisAvisos(resultado.maisAvisos)}</p>}
              <p className="text-sm">{planilhaTexts.avisosDica}</p>
            </div>
          )}

          {resultado.previa.length > 0 && (
            <div className="overflow-x-auto rounded-md ring-1 ring-gray-200" tabIndex={0} role="region" aria-label={planilhaTexts.previa}>
              <table className="min-w-full bg-white text-left text-sm">
                <caption className="sr-only">{planilhaTexts.previa}</caption>
                <thead className="bg-gray-50">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      {planilhaTexts.linhaColuna}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {alunoTexts.campos.nome}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {alunoTexts.campos.dataNascimento}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {alunoTexts.campos.idEscola}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {alunoTexts.campos.turma}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {resultado.previa.map((l) => (
                    <tr key={l.linha} className="border-t border-gray-200">
                      <td className="px-3 py-2">{l.linha}</td>
                      <td className="px-3 py-2">{l.nome}</td>
                      <td className="px-3 py-2 whitespace-nowrap">{l.dataNascimento}</td>
                      <td className="px-3 py-2">{l.escola}</td>
                      <td className="px-3 py-2">{l.turma}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}

          {resultado.importacao && (
            <form action={importarAction} className="space-y-2">
              <input type="hidden" name="importacao" value={resultado.importacao} />
              {importState?.erro && (
                <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-erro ring-1 ring-red-200">
                  {importState.erro}
                </p>
              )}
              <button type="submit" disabled={importando} aria-busy={importando} className={botao}>
                {planilhaTexts.importarN(resultado.prontos)}
              </button>
            </form>
          )}
        </section>
      )}
    </div>
  );
}
