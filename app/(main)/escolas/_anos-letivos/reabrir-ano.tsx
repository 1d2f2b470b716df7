"use client";

import { useRef, useState } from "react";
import { CampoDeTexto } from "@/components/campo";
import { DialogoCompartilhado } from "@/components/dialogo-de-confirmacao";
import { AlertaDoFormulario, BotaoDeEnvio, SucessoDoFormulario, useFormulario, type AcaoDeFormulario } from "@/components/formulario";
import { comumTexts, encerramentoTexts, rematriculaTexts } from "@/lib/messages";

// A year's actions that undo something and say why (`Reabrir ano letivo`, `Desfazer rematrícula`;
// administrador): a section with its title, the required `Motivo` (it goes to the activity) and
// one button of the same words. With a `Motivo` typed, the button asks first (a dialog); while
// the action runs, a status says so; its answer stays (issue 41). An empty `Motivo` is sent as
// it is, so the refusal says what is missing instead of a question that cannot succeed.

type Props = {
  id: string;
  idAno: string;
  titulo: string;
  dica?: string;
  motivo: string;
  max: number;
  pergunta: string;
  andamento: string;
  action: AcaoDeFormulario;
  /** The action no longer applies (the year was reopened): the form goes, its answer stays. */
  semFormulario?: boolean;
};

function AcaoComMotivo({ id, idAno, titulo, dica, motivo, max, pergunta, andamento, action, semFormulario = false }: Props) {
  const { state, formAction, pending, formRef, campo, chave } = useFormulario<{ motivo: string }>(action, { motivo: "" });
  const [perguntando, setPerguntando] = useState(false);
  const confirmada = useRef(false);
  if (semFormulario) return <SucessoDoFormulario state={state} />;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {titulo}
      </h2>
      {dica && <p className="text-sm text-suave">{dica}</p>}
      <form
        ref={formRef}
        action={formAction}
        noValidate
        className="space-y-3"
        aria-busy={pending}
        onSubmit={(event) => {
          if (confirmada.current) {
            confirmada.current = false;
            return;
          }
          const texto = new FormData(event.currentTarget).get("motivo");
          if (typeof texto === "string" && texto.trim() !== "") {
            event.preventDefault();
            setPerguntando(true);
          }
        }}
      >
        <AlertaDoFormulario state={state} />
        <input type="hidden" name="id" value={idAno} />
        <div key={chave} className="sm:max-w-md">
          <CampoDeTexto id={`${id}-motivo`} label={motivo} {...campo("motivo")} maxLength={max} aria-required="true" autoComplete="off" />
        </div>
        <BotaoDeEnvio pending={pending}>{titulo}</BotaoDeEnvio>
        {pending && (
          <p role="status" className="font-semibold">
            {andamento}
          </p>
        )}
        <SucessoDoFormulario state={state} />
      </form>
      <DialogoCompartilhado
        id={`${id}-pergunta`}
        aberto={perguntando}
        aoFechar={() => setPerguntando(false)}
        titulo={`${titulo}?`}
        pergunta={pergunta}
        confirmar={titulo}
        cancelar={comumTexts.cancelar}
        action={() => {
          confirmada.current = true;
          formRef.current?.requestSubmit();
        }}
        pending={pending}
        campos={null}
      />
    </section>
  );
}

/** `Reabrir ano letivo` (administrador); rendered in the same place after the year reopens, so its answer stays. */
export function ReabrirAno({ id, ano, action, semFormulario }: { id: string; ano: number; action: AcaoDeFormulario; semFormulario: boolean }) {
  const t = encerramentoTexts;
  return <AcaoComMotivo id="reabrir" idAno={id} titulo={t.reabrir} motivo={t.motivo} max={120} pergunta={t.reabrirPergunta(ano)} andamento={t.reabrindo} action={action} semFormulario={semFormulario} />;
}

/** `Desfazer rematrícula` (administrador), on the next year's page: `alunos` went from `origem` to `destino`. */
export function DesfazerRematricula({ idAno, alunos, origem, destino, action }: { idAno: string; alunos: number; origem: number; destino: number; action: AcaoDeFormulario }) {
  const t = rematriculaTexts;
  return (
    <AcaoComMotivo
      id="desfazer-rematricula"
      idAno={idAno}
      titulo={t.desfazer}
      dica={t.desfazerDica}
      motivo={t.motivo}
      max={200}
      pergunta={t.desfazerPergunta(alunos, destino, origem)}
      andamento={t.desfazendo}
      action={action}
    />
  );
}
