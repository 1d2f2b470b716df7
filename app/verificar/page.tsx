import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { connection } from "next/server";
import { verificacaoTexts } from "@/lib/messages";
import { lerCodigo } from "@/lib/documentos/codigo";
import { CAMINHO_DA_VERIFICACAO } from "@/lib/documentos/verificacao";
import { FormularioDoCodigo } from "@/app/verificar/formulario-codigo";

// /verificar: `Código do documento` and `Verificar`. The form comes back here as ?codigo=…: a code
// (read without spaces, dashes or case) goes to /verificar/<CODE>, which counts and answers; any
// other text is no document (404, app/verificar/not-found.tsx), without a look-up.

export const metadata: Metadata = { title: verificacaoTexts.titulo };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function VerificarPage({ searchParams }: Props) {
  await connection();
  const bruto = (await searchParams).codigo;
  const texto = Array.isArray(bruto) ? bruto[0] : bruto;
  if (texto !== undefined && texto.trim() !== "") {
    const codigo = lerCodigo(texto);
    if (!codigo) notFound();
    redirect(`${CAMINHO_DA_VERIFICACAO}/${codigo}`);
  }
  return (
    <>
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">{verificacaoTexts.titulo}</h1>
        <p className="text-suave">{verificacaoTexts.explicacao}</p>
      </div>
      <FormularioDoCodigo />
    </>
  );
}
