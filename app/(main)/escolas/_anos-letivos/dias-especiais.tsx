"use client";

import { useActionState } from "react";
import { botao } from "@/components/botao";
import { CampoDeSelecao, CampoDeTexto } from "@/components/campo";
import { AlertaDoFormulario, BotaoDeEnvio, DetalhesDaRecusa, RespostaDoFormulario, SucessoDoFormulario, useFormulario, type AcaoDeFormulario } from "@/components/formulario";
import { Tabela, type Coluna } from "@/components/tabela";
import { anoLetivoTexts } from "@/lib/messages";

// `Dias não letivos e extras` of a year: the list (each with `Remover` for writers) and the form
// `De`, `Até`, `Tipo` (Não letivo / Letivo extra), `Motivo`, `Adicionar`.

const t = anoLetivoTexts.especiais;
const OPCOES = (["naoLetivo", "letivoExtra"] as const).map((tipo) => ({ value: tipo, label: t.tipos[tipo] }));

export type DiaDaLista = { id: string; tipo: "naoLetivo" | "letivoExtra"; motivo: string; deTexto: string; ateTexto: string };

function RemoverDia({ idAno, dia, action }: { idAno: string; dia: DiaDaLista; action: (formData: FormData) => void }) {
  return (
    <form action={action}>
      <input type="hidden" name="id" value={idAno} />
      <input type="hidden" name="dia" value={dia.id} />
      <button type="submit" className={`${botao({ variante: "perigo", tamanho: "pequeno" })} max-sm:w-full`}>
        {t.remover}
        <span className="sr-only"> ({t.periodo(dia.deTexto, dia.ateTexto)}, {dia.motivo})</span>
      </button>
    </form>
  );
}

function AdicionarDia({ idAno, action }: { idAno: string; action: AcaoDeFormulario }) {
  const { state, formAction, pending, formRef, campo, chave } = useFormulario<{ de: string; ate: string; tipo: string; motivo: string }>(action, {
    de: "",
    ate: "",
    tipo: "naoLetivo",
    motivo: "",
  });
  return (
    <form ref={formRef} action={formAction} noValidate className="space-y-4" aria-busy={pending}>
      <AlertaDoFormulario state={state} />
      <input type="hidden" name="id" value={idAno} />
      <div key={chave} className="grid gap-4 sm:grid-cols-2">
        <CampoDeTexto id="dia-de" label={t.de} {...campo("de")} type="date" aria-required="true" />
        <CampoDeTexto id="dia-ate" label={t.ate} {...campo("ate")} type="date" aria-required="true" />
        <CampoDeSelecao id="dia-tipo" label={t.tipo} {...campo("tipo")} opcoes={OPCOES} />
        <CampoDeTexto id="dia-motivo" label={t.motivo} {...campo("motivo")} maxLength={120} aria-required="true" autoComplete="off" />
      </div>
      <BotaoDeEnvio pending={pending}>{t.adicionar}</BotaoDeEnvio>
      {/* After `Adicionar`: Enter in a field submits with the first button, never the confirmation. */}
      <DetalhesDaRecusa state={state} pending={pending} />
      <SucessoDoFormulario state={state} />
    </form>
  );
}

export function DiasEspeciais({
  id,
  dias,
  escreve,
  adicionar,
  remover,
}: {
  id: string;
  dias: DiaDaLista[];
  escreve: boolean;
  adicionar: AcaoDeFormulario;
  remover: AcaoDeFormulario;
}) {
  const [remocao, removerAction] = useActionState(remover, null);
  const colunas: Coluna<DiaDaLista>[] = [
    { titulo: t.colunas.dias, celula: (d) => t.periodo(d.deTexto, d.ateTexto) },
    { titulo: t.colunas.tipo, celula: (d) => t.tipos[d.tipo] },
    { titulo: t.colunas.motivo, classe: "[overflow-wrap:anywhere]", celula: (d) => d.motivo },
    ...(escreve ? [{ titulo: <span className="sr-only">{t.colunas.acoes}</span>, celula: (d: DiaDaLista) => <RemoverDia idAno={id} dia={d} action={removerAction} /> }] : []),
  ];
  return (
    <section aria-labelledby="dias-especiais" className="space-y-4">
      <h2 id="dias-especiais" className="text-lg font-semibold">
        {t.titulo}
      </h2>
      <Tabela legenda={t.legenda} colunas={colunas} linhas={dias} chave={(d) => d.id} estilo="secao" vazio={<p>{t.vazio}</p>} />
      <RespostaDoFormulario state={remocao} />
      {escreve && <AdicionarDia idAno={id} action={adicionar} />}
    </section>
  );
}
