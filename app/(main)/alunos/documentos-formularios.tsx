"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { botao } from "@/components/botao";
import { CampoDeSelecao, CampoDeTexto } from "@/components/campo";
import { Mensagem } from "@/components/mensagem";
import { RespostaDoFormulario, useFormulario, type AcaoDeFormulario } from "@/components/formulario";
import { actionTexts, documentoTexts, fichaDeMatriculaTexts } from "@/lib/messages";
import { MOTIVOS_DA_REVOGACAO } from "@/lib/documentos/motivo-da-revogacao";
import { emissaoDaDeclaracao, TIPOS_DE_DOCUMENTO, type TipoDeDeclaracao, type TipoDeFicha } from "@/lib/documentos/tipos";

// The section `Documentos`'s forms: issuing a declaration (a POST to its route, answered with the
// PDF; sent by fetch, so the page stays, says the code and refreshes its list, and says a refusal
// in place; without JavaScript the same form downloads the file) and `Revogar` with its public
// `Motivo` (a fixed list) and its `Observação interna` (the company's only), each field saying which.

const t = documentoTexts;

type Resposta = { tipo: "sucesso" | "erro"; texto: string; em: number } | null;

/** The file's name of a Content-Disposition (`attachment; filename="x.pdf"`). */
const nomeDoArquivo = (disposicao: string | null) => /filename="([^"]+)"/.exec(disposicao ?? "")?.[1] ?? "documento.pdf";

function useEmissao() {
  const router = useRouter();
  const [enviando, setEnviando] = useState(false);
  const [resposta, setResposta] = useState<Resposta>(null);
  /** Sends the form by fetch; `emitido` words the success with the code in groups. */
  const enviar = async (event: FormEvent<HTMLFormElement>, emitido: (codigo: string) => string) => {
    event.preventDefault();
    const form = event.currentTarget;
    setEnviando(true);
    setResposta(null);
    try {
      const r = await fetch(form.action, { method: "POST", body: new FormData(form), credentials: "same-origin" });
      if (!r.ok || !r.headers.get("content-type")?.startsWith("application/pdf")) {
        setResposta({ tipo: "erro", texto: (await r.text()).slice(0, 500) || actionTexts.erroInesperado, em: Date.now() });
        return;
      }
      const url = URL.createObjectURL(await r.blob());
      const a = document.createElement("a");
      a.href = url;
      a.download = nomeDoArquivo(r.headers.get("content-disposition"));
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      const codigo = r.headers.get("x-codigo-do-documento") ?? "";
      setResposta({ tipo: "sucesso", texto: emitido(codigo.match(/.{1,4}/g)?.join("-") ?? codigo), em: Date.now() });
      router.refresh();
    } catch {
      setResposta({ tipo: "erro", texto: actionTexts.indisponivel, em: Date.now() });
    } finally {
      setEnviando(false);
    }
  };
  return { enviando, resposta, setResposta, enviar };
}

/** What the last send answered: an error, or the code of the document issued (closable). */
function RespostaDaEmissao({ resposta, fechar }: { resposta: Resposta; fechar: () => void }) {
  if (!resposta) return null;
  return (
    <Mensagem key={resposta.em} tipo={resposta.tipo} aoFechar={resposta.tipo === "sucesso" ? fechar : undefined}>
      {resposta.texto}
    </Mensagem>
  );
}

/**
 * A button per declaration (lib/documentos/tipos.ts: `Emitir declaração de matrícula`, `Emitir
 * declaração de frequência` with its period, blank the year so far), each with its form's one-time
 * token: sent again (after `O serviço demorou…`, a double click), it gives the document it issued,
 * never a second one.
 */
export function EmitirDocumentos({
  idAluno,
  periodo,
  tokens,
}: {
  idAluno: string;
  periodo: { de: string; ate: string } | null;
  /** The declarations the role issues, each with its form's token. */
  tokens: { tipo: TipoDeDeclaracao; token: string }[];
}) {
  const { enviando, resposta, setResposta, enviar } = useEmissao();
  const base = `/alunos/${encodeURIComponent(idAluno)}/documentos`;
  return (
    <div className="space-y-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200" aria-busy={enviando}>
      <RespostaDaEmissao resposta={resposta} fechar={() => setResposta(null)} />
      {tokens.map(({ tipo, token }) => {
        const emissao = emissaoDaDeclaracao(tipo);
        return (
          <form
            key={tipo}
            method="post"
            action={`${base}/${tipo}`}
            onSubmit={(e) => void enviar(e, (codigo) => t.emitido(TIPOS_DE_DOCUMENTO[tipo].nome, codigo))}
            className={emissao.periodo ? "space-y-3" : undefined}
          >
            <input type="hidden" name="token" value={token} />
            {emissao.periodo && (
              <fieldset className="space-y-2">
                <legend className="text-sm font-medium">{t.periodo}</legend>
                <div className="grid gap-3 sm:max-w-md sm:grid-cols-2">
                  <CampoDeTexto id={`documento-${tipo}-de`} name="de" type="date" label={t.de} defaultValue={periodo?.de ?? ""} />
                  <CampoDeTexto id={`documento-${tipo}-ate`} name="ate" type="date" label={t.ate} defaultValue={periodo?.ate ?? ""} />
                </div>
                <p className="text-xs text-suave">{t.periodoAjuda}</p>
              </fieldset>
            )}
            <button type="submit" disabled={enviando} className={botao({ variante: "primario" })}>
              {emissao.botao}
            </button>
          </form>
        );
      })}
    </div>
  );
}

const opcoesDoMotivo = MOTIVOS_DA_REVOGACAO.map((m) => ({ value: m, label: t.motivos[m] }));

/** `Revogar` (administrador): the public reason is required; the document stays checkable and shows it (never the observation). */
export function RevogarDocumento({ codigo, codigoEmGrupos, action }: { codigo: string; codigoEmGrupos: string; action: AcaoDeFormulario }) {
  const { state, formAction, pending, formRef, campo, chave } = useFormulario<{ motivo: string; observacao: string }>(action, { motivo: "", observacao: "" });
  const id = `revogar-${codigo}`;
  return (
    <details className="group" open={Boolean(state?.message || state?.fieldErrors.motivo || state?.fieldErrors.observacao) || undefined}>
      <summary className={`${botao()} inline-block cursor-pointer list-none`} aria-label={t.revogarDocumento(codigoEmGrupos)}>
        {t.revogar}
      </summary>
      <form ref={formRef} action={formAction} noValidate className="mt-2 space-y-2" aria-busy={pending}>
        <input type="hidden" name="codigo" value={codigo} />
        <div key={chave} className="min-w-48 space-y-2">
          <CampoDeSelecao id={`${id}-motivo`} label={t.motivo} hint={t.motivoDica} opcoes={opcoesDoMotivo} vazia={t.escolhaOMotivo} {...campo("motivo")} aria-required="true" />
          <CampoDeTexto id={`${id}-observacao`} label={t.observacao} hint={t.observacaoDica} {...campo("observacao")} maxLength={200} autoComplete="off" />
        </div>
        <button type="submit" disabled={pending} className={botao({ variante: "confirmarPerigo" })}>
          {t.confirmarRevogacao}
        </button>
        <RespostaDoFormulario state={state} />
      </form>
    </details>
  );
}

/**
 * `Baixar boletim (PDF)` of administrador and secretaria: issuing is a POST (issue 41: a GET issues
 * nothing), a form sent by fetch as the declarations' (the page says the code and refreshes its
 * list); without JavaScript the same form downloads the file.
 */
export function BaixarBoletim({ endereco, rotulo }: { endereco: string; rotulo: string }) {
  const { enviando, resposta, setResposta, enviar } = useEmissao();
  return (
    <div className="space-y-2" aria-busy={enviando}>
      <form method="post" action={endereco} onSubmit={(e) => void enviar(e, t.boletimEmitido)}>
        <button type="submit" disabled={enviando} className={botao()}>
          {rotulo}
        </button>
      </form>
      <RespostaDaEmissao resposta={resposta} fechar={() => setResposta(null)} />
    </div>
  );
}

/**
 * `Ficha de matrícula (PDF)` (issue 43; administrador and secretaria, the roles that see the whole
 * record): a form with its one-time token, sent by fetch as the declarations' (the page says the
 * code and refreshes its list); without JavaScript the same form downloads the file.
 */
export function EmitirFichaDeMatricula({ idAluno, tipo, token }: { idAluno: string; tipo: TipoDeFicha; token: string }) {
  const { enviando, resposta, setResposta, enviar } = useEmissao();
  return (
    <div className="space-y-2" aria-busy={enviando}>
      <form method="post" action={`/alunos/${encodeURIComponent(idAluno)}/documentos/${tipo}`} onSubmit={(e) => void enviar(e, fichaDeMatriculaTexts.emitida)}>
        <input type="hidden" name="token" value={token} />
        <button type="submit" disabled={enviando} className={botao()}>
          {TIPOS_DE_DOCUMENTO[tipo].emissao.botao}
        </button>
      </form>
      <RespostaDaEmissao resposta={resposta} fechar={() => setResposta(null)} />
    </div>
  );
}
