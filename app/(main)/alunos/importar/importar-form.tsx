"use client";

import Link from "next/link";
import { useActionState, useRef, useState, type FormEvent } from "react";
import { botao } from "@/components/botao";
import { Campo, inputClass } from "@/components/campo";
import { Tabela, type Coluna } from "@/components/tabela";
import { alunoTexts, planilhaTexts } from "@/lib/messages";
import type { VerificacaoState } from "@/lib/alunos/planilha/tipos";

// "Arquivo CSV", "Importar só as linhas novas" and "Verificar", then the preview: how many students
// are ready (and how many are left out as already registered), one line per problem (and then no
// import button), the warnings, the rows that may be students already registered (each a link to
// the student's sheet, and `Cadastrar mesmo assim` to check before importing), the first rows as
// read (those marked), and "Importar N alunos" when nothing blocks. The option is decided at Verificar: changed afterwards, the result shown no longer
// applies and is hidden until the file is verified again.

type Props = {
  verificar: (prev: VerificacaoState, formData: FormData) => Promise<VerificacaoState>;
  importar: (prev: { erro: string; at: number } | null, formData: FormData) => Promise<{ erro: string; at: number } | null>;
  limiteBytes: number;
};

const primario = botao({ variante: "primario", tamanho: "grande" });

type LinhaDaPrevia = Extract<NonNullable<VerificacaoState>, { previa: unknown }>["previa"][number];

/** The first rows as read: the sheet's line, then the student's fields. */
const COLUNAS_DA_PREVIA: Coluna<LinhaDaPrevia>[] = [
  { titulo: planilhaTexts.linhaColuna, celula: (l) => l.linha },
  {
    titulo: alunoTexts.campos.nome,
    celula: (l) => (
      <>
        {l.nome}
        {l.duplicado && <span className="ml-2 inline-block rounded bg-amber-100 px-1.5 text-xs font-medium text-tinta ring-1 ring-amber-300">{planilhaTexts.duplicados.marca}</span>}
      </>
    ),
  },
  { titulo: alunoTexts.campos.dataNascimento, classe: "whitespace-nowrap", celula: (l) => l.dataNascimento },
  { titulo: alunoTexts.campos.idEscola, celula: (l) => l.escola },
  { titulo: alunoTexts.campos.turma, celula: (l) => l.turma },
];

const OCORRENCIAS = {
  problemas: {
    titulo: planilhaTexts.problemas,
    mais: planilhaTexts.maisProblemas,
    nota: planilhaTexts.semImportar,
    classes: { caixa: "space-y-2 rounded-md bg-red-50 p-4 ring-1 ring-red-200", titulo: "font-semibold text-erro", nota: "text-sm font-medium" },
  },
  avisos: {
    titulo: planilhaTexts.avisos,
    mais: planilhaTexts.maisAvisos,
    nota: planilhaTexts.avisosDica,
    classes: { caixa: "space-y-2 rounded-md bg-amber-50 p-4 ring-1 ring-amber-200", titulo: "font-semibold", nota: "text-sm" },
  },
};

type Duplicados = Extract<NonNullable<VerificacaoState>, { duplicados: unknown }>["duplicados"];

/** The rows that may be students already registered: "Linha 9: Possível aluno já cadastrado: …", each a link to the student. */
function PossiveisDuplicados({ itens, mais }: { itens: Duplicados; mais: number }) {
  const t = planilhaTexts.duplicados;
  return (
    <div className="space-y-2 rounded-md bg-amber-50 p-4 ring-1 ring-amber-200">
      <h3 className="font-semibold">{t.titulo}</h3>
      <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="duplicados">
        {itens.map((item, i) => (
          <li key={i}>
            {item.href ? (
              <Link href={item.href} className="underline underline-offset-2" target="_blank">
                {planilhaTexts.linha(item.linha, item.texto)}
              </Link>
            ) : (
              planilhaTexts.linha(item.linha, item.texto)
            )}
          </li>
        ))}
      </ul>
      {mais > 0 && <p className="text-sm">{t.mais(mais)}</p>}
      <p className="text-sm">{t.dica}</p>
    </div>
  );
}

/** The problems (red: nothing is imported) or the warnings (amber) of a file, one line each, and how many more. */
function Ocorrencias({ tipo, itens, mais }: { tipo: keyof typeof OCORRENCIAS; itens: string[]; mais: number }) {
  const o = OCORRENCIAS[tipo];
  if (itens.length === 0) return null;
  return (
    <div className={o.classes.caixa}>
      <h3 className={o.classes.titulo}>{o.titulo}</h3>
      <ul className="list-disc space-y-1 pl-5 text-sm" data-testid={tipo}>
        {itens.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
      {mais > 0 && <p className="text-sm">{o.mais(mais)}</p>}
      <p className={o.classes.nota}>{o.nota}</p>
    </div>
  );
}

export function ImportarForm({ verificar, importar, limiteBytes }: Props) {
  const [state, verificarAction, verificando] = useActionState(verificar, null);
  const [importState, importarAction, importando] = useActionState(importar, null);
  const [erroLocal, setErroLocal] = useState<string | null>(null);
  const [soNovas, setSoNovas] = useState(false);
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
  const verificado = state && !("erro" in state) && !erroLocal ? state : null;
  const opcaoMudou = verificado !== null && verificado.soNovas !== soNovas;
  const resultado = opcaoMudou ? null : verificado;

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
        <div className="flex items-start gap-2">
          {/* Uncontrolled, its default following the state: React resets the form after Verificar, to this. */}
          <input
            id="soNovas"
            type="checkbox"
            name="soNovas"
            value="1"
            defaultChecked={soNovas}
            onChange={(e) => setSoNovas(e.target.checked)}
            aria-describedby="soNovas-dica"
            className="mt-1 size-4 shrink-0 accent-marca-700"
          />
          <div>
            <label htmlFor="soNovas" className="text-sm font-medium text-tinta">
              {planilhaTexts.soNovas}
            </label>
            <p id="soNovas-dica" className="text-xs text-suave">
              {planilhaTexts.soNovasDica}
            </p>
          </div>
        </div>
        <button type="submit" disabled={verificando} aria-busy={verificando} className={primario}>
          {planilhaTexts.verificar}
        </button>
        {verificando && (
          <p role="status" className="text-sm text-suave">
            {planilhaTexts.verificando}
          </p>
        )}
      </form>

      {opcaoMudou && (
        <p role="status" className="text-sm font-medium">
          {planilhaTexts.opcaoMudou}
        </p>
      )}

      {resultado && (
        <section aria-labelledby="resultado-verificacao" className="space-y-4">
          <h2 id="resultado-verificacao" className="text-lg font-semibold">
            {resultado.arquivo}
          </h2>
          <p role="status" className="font-semibold" data-testid="prontos">
            {planilhaTexts.prontos(resultado.prontos)}
          </p>
          {resultado.jaCadastrados > 0 && <p data-testid="ja-cadastrados">{planilhaTexts.seraoIgnorados(resultado.jaCadastrados)}</p>}
          {resultado.ignoradas.length > 0 && <p className="text-sm text-suave">{planilhaTexts.ignoradas(resultado.ignoradas)}</p>}

          <Ocorrencias tipo="problemas" itens={resultado.problemas} mais={resultado.maisProblemas} />
          <Ocorrencias tipo="avisos" itens={resultado.avisos} mais={resultado.maisAvisos} />
          {resultado.duplicados.length > 0 && <PossiveisDuplicados itens={resultado.duplicados} mais={resultado.maisDuplicados} />}

          {resultado.previa.length > 0 && <Tabela estilo="secao" cartoes={false} legenda={planilhaTexts.previa} colunas={COLUNAS_DA_PREVIA} linhas={resultado.previa} chave={(l) => String(l.linha)} />}

          {resultado.importacao && (
            <form action={importarAction} className="space-y-2">
              <input type="hidden" name="importacao" value={resultado.importacao} />
              {resultado.duplicados.length > 0 && (
                <div className="flex items-center gap-2">
                  <input id="confirmado" type="checkbox" name="confirmado" value="sim" className="size-5 shrink-0 accent-marca-700" />
                  <label htmlFor="confirmado" className="py-2 text-sm font-medium text-tinta">
                    {alunoTexts.cadastrarMesmoAssim}
                  </label>
                </div>
              )}
              {importState?.erro && (
                <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-erro ring-1 ring-red-200">
                  {importState.erro}
                </p>
              )}
              <button type="submit" disabled={importando} aria-busy={importando} className={primario}>
                {planilhaTexts.importarN(resultado.prontos)}
              </button>
            </form>
          )}
        </section>
      )}
    </div>
  );
}
