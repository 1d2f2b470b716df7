"use client";

import { useState, useTransition, type FormEvent } from "react";
import { AlertaDoFormulario, BotaoDeEnvio, useFormulario, type AcaoDeFormulario } from "@/components/formulario";
import { Tabela, type Coluna } from "@/components/tabela";
import { enturmacaoTexts } from "@/lib/messages";
import type { Candidato } from "@/lib/enturmacoes/dados";

// `Enturmar alunos`: the page's candidates, each a checkbox labelled with the student's name, with
// their last turma and age on the year's data de corte, and `Enturmar selecionados`. A refusal (no places, a student taken meanwhile) is said at the top.

const t = enturmacaoTexts;

export function EnturmarForm({ action, idTurma, ano, candidatos, vazio }: { action: AcaoDeFormulario; idTurma: string; ano: number; candidatos: Candidato[]; vazio: string }) {
  const { state, formAction, pending, formRef, erros } = useFormulario(action);
  // What was ticked stays after a refusal: the form is sent from onSubmit (a form's `action` would
  // reset its fields when it completes); without script, `action` sends it as usual.
  const [marcados, setMarcados] = useState<ReadonlySet<string>>(new Set());
  const [, startTransition] = useTransition();
  const enviar = (evento: FormEvent<HTMLFormElement>) => {
    evento.preventDefault();
    const dados = new FormData(evento.currentTarget);
    startTransition(() => formAction(dados));
  };
  const alternar = (id: string, marcado: boolean) =>
    setMarcados((atual) => {
      const novo = new Set(atual);
      if (marcado) novo.add(id);
      else novo.delete(id);
      return novo;
    });
  const colunas: Coluna<Candidato>[] = [
    {
      titulo: t.colunas.nome,
      celula: (c) => (
        <label className="flex min-h-11 items-center gap-3 font-medium">
          <input type="checkbox" name="alunos[]" value={c.id} checked={marcados.has(c.id)} onChange={(e) => alternar(c.id, e.target.checked)} className="h-5 w-5 shrink-0" />
          {c.nome}
        </label>
      ),
    },
    { titulo: t.colunas.matricula, celula: (c) => c.matricula },
    { titulo: t.candidato.ultimaTurma, celula: (c) => (c.ultimaTurma ? t.candidato.turmaDoAno(c.ultimaTurma.nome, c.ultimaTurma.ano) : t.candidato.nenhuma) },
    { titulo: t.candidato.idade(ano), celula: (c) => (c.idade === null ? t.candidato.nenhuma : t.candidato.anos(c.idade)) },
  ];
  return (
    <form ref={formRef} action={formAction} onSubmit={enviar} noValidate className="space-y-4" aria-busy={pending}>
      <AlertaDoFormulario state={state} />
      {erros.alunos && (
        <p role="alert" className="text-sm font-medium text-erro">
          {erros.alunos}
        </p>
      )}
      <input type="hidden" name="idTurma" value={idTurma} />
      <Tabela legenda={t.candidatos} colunas={colunas} linhas={candidatos} chave={(c) => c.id} vazio={<p>{vazio}</p>} />
      {candidatos.length > 0 && <BotaoDeEnvio pending={pending}>{t.enturmarSelecionados}</BotaoDeEnvio>}
    </form>
  );
}
