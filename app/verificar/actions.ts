"use server";

import { headers } from "next/headers";
import { asFormData, campoDesconhecido } from "@/lib/infra/actions/form-data";
import { mensagemDaFalha } from "@/lib/infra/actions/guard";
import { enderecoDe } from "@/lib/infra/limites/endereco";
import { actionTexts, verificacaoTexts } from "@/lib/messages";
import { lerCodigo } from "@/lib/documentos/codigo";
import { conferirArquivo, consultaPermitida, LIMITE_DO_ARQUIVO } from "@/lib/documentos/verificacao";
import { diaDe, formatarData } from "@/lib/campos/data";
import type { ConferenciaState } from "@/app/verificar/estado";

// `Conferir arquivo` on /verificar/<code>: public (no session, none read), so it checks what a
// guard would itself: only `codigo` and `arquivo` are read (any other field refuses the form), the file must be at most 5 MB (the
// middleware refuses a body over 6 MB with a 413 before it is decoded), and it counts as one
// look-up of the client address (the page's limit: 30 a minute). The bytes are hashed, never kept.

const t = verificacaoTexts;
const erro = (mensagem: string): ConferenciaState => ({ erro: mensagem, at: Date.now() });

export async function conferirArquivoAction(_prev: unknown, formData: unknown): Promise<ConferenciaState> {
  const form = asFormData(formData);
  if (form && campoDesconhecido(form, ["codigo", "arquivo"])) return erro(actionTexts.formularioInvalido);
  const arquivo = form?.get("arquivo");
  if (!(arquivo instanceof File) || (arquivo.size === 0 && !arquivo.name)) return erro(t.conferir.semArquivo);
  if (arquivo.size > LIMITE_DO_ARQUIVO) return erro(t.conferir.grande);
  const codigo = lerCodigo(form?.get("codigo"));
  if (!codigo) return erro(t.naoEncontrado);
  try {
    if (!(await consultaPermitida(enderecoDe(await headers())))) return erro(t.muitasTentativas);
    const resultado = await conferirArquivo(codigo, new Uint8Array(await arquivo.arrayBuffer()));
    if (resultado === "desconhecido") return erro(t.naoEncontrado);
    if (typeof resultado === "object") return { resultado: "revogado", revogadoEm: formatarData(diaDe(resultado.revogadoEm)), at: Date.now() };
    return { resultado, at: Date.now() };
  } catch (error) {
    return erro(mensagemDaFalha(error, "documentos.conferirArquivo"));
  }
}
