import { Mensagem } from "@/components/mensagem";
import { verificacaoTexts } from "@/lib/messages";
import { FormularioDoCodigo } from "@/app/verificar/formulario-codigo";

// An unknown code, or a text that is no code, at /verificar or /verificar/<code>: a 404 (notFound()
// from the page, before anything is sent) with the sentence, and the field to try again.

export default function DocumentoNaoEncontrado() {
  return (
    <>
      <h1 className="text-2xl font-semibold">{verificacaoTexts.titulo}</h1>
      <Mensagem tipo="erro">{verificacaoTexts.naoEncontrado}</Mensagem>
      <p className="text-suave">{verificacaoTexts.naoEncontradoDica}</p>
      <FormularioDoCodigo />
    </>
  );
}
