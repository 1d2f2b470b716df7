import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { connection } from "next/server";
import { Fato, Fatos } from "@/components/ficha";
import { verificacaoTexts } from "@/lib/messages";
import { codigoEmGrupos, lerCodigoDoEndereco } from "@/lib/documentos/codigo";
import { TIPOS_DE_DOCUMENTO } from "@/lib/documentos/tipos";
import { consultaPermitida, LIMITE_DO_ARQUIVO, PAGINA_INDISPONIVEL, PAGINA_MUITAS_TENTATIVAS, verificarCodigo, type DocumentoVerificado } from "@/lib/documentos/verificacao";
import { diaDe, formatarData, horaDe } from "@/lib/campos/data";
import { enderecoDe } from "@/lib/infra/limites/endereco";
import { conferirArquivoAction } from "@/app/verificar/actions";
import { ConferirArquivo } from "@/app/verificar/[codigo]/conferir";

// /verificar/<code> (the QR code's address): whether the code names a document issued, and what
// its paper said. The code is read without spaces, dashes or case, once its address's segment is
// percent-decoded (issue 41: `7B7C 644Y 3XNC D5LK` in an address); a text that is no code is a 404
// without a look-up. A code is a look-up: counted per client address first (30 a minute, in
// Firestore, so every server instance counts on one counter), then ONE document is read by id.
// Over the limit the request is sent to a 429 route handler (a page cannot set its status: only
// notFound()'s 404); an unknown code is notFound(): a 404 with app/verificar/not-found.tsx. Any
// failure of the look-up is a 503 of /verificar's own (logged), never the app's sign-in.

export const metadata: Metadata = { title: verificacaoTexts.titulo };

const t = verificacaoTexts;

type Props = { params: Promise<{ codigo: string }> };

export default async function DocumentoPage({ params }: Props) {
  await connection();
  // The segment arrives percent-encoded (`7B7C%20644Y…`): decoded first, so spaced groups are read as the code.
  const codigo = lerCodigoDoEndereco((await params).codigo);
  if (!codigo) notFound();
  const foraDoAr = (error: unknown): never => {
    console.error("[verificar] the look-up failed:", error);
    redirect(`${PAGINA_INDISPONIVEL}?codigo=${codigo}`);
  };
  const permitida = await consultaPermitida(enderecoDe(await headers())).catch(foraDoAr);
  if (!permitida) redirect(`${PAGINA_MUITAS_TENTATIVAS}?codigo=${codigo}`);
  const documento = await verificarCodigo(codigo).catch(foraDoAr);
  if (!documento) notFound();

  return (
    <>
      <Situacao documento={documento} />
      <section aria-labelledby="dados-do-documento" className="space-y-3">
        <h2 id="dados-do-documento" className="text-lg font-semibold">
          {t.dados}
        </h2>
        <Fatos>
          <Fato rotulo={t.tipo}>{TIPOS_DE_DOCUMENTO[documento.tipo].nomeNaVerificacao}</Fato>
          <Fato rotulo={t.codigo}>
            <span className="font-mono" data-testid="codigo">
              {codigoEmGrupos(documento.codigo)}
            </span>
          </Fato>
          <Fato rotulo={t.escola} largo>
            {documento.escola.nome}
          </Fato>
          <Fato rotulo={t.codigoInep}>{documento.escola.codigoInep}</Fato>
          <Fato rotulo={t.municipio}>{t.municipioUf(documento.escola.municipio, documento.escola.uf)}</Fato>
          <Fato rotulo={t.aluno} largo>
            {documento.nomeAluno}
          </Fato>
          {documento.fatos.map((fato, i) => (
            <Fato key={i} rotulo={fato.rotulo} testId="fato">
              {fato.valor}
            </Fato>
          ))}
        </Fatos>
        {documento.emitidoEm && (
          <p data-testid="emitido">{t.emitido(documento.emitidoPorNome, formatarData(diaDe(documento.emitidoEm)), horaDe(documento.emitidoEm))}</p>
        )}
      </section>
      <ConferirArquivo codigo={documento.codigo} acao={conferirArquivoAction} limiteBytes={LIMITE_DO_ARQUIVO} />
    </>
  );
}

/** `Documento autêntico`, or the revocation with its day and its reason from the fixed list. */
function Situacao({ documento }: { documento: DocumentoVerificado }) {
  if (documento.revogadoEm) {
    return (
      <div className="space-y-2 rounded-lg bg-red-50 p-4 ring-1 ring-red-200">
        <h1 className="text-xl font-semibold text-erro">{t.revogado(formatarData(diaDe(documento.revogadoEm)), t.motivos[documento.motivoDaRevogacao ?? "outro"])}</h1>
        <p>{t.revogadoDica}</p>
      </div>
    );
  }
  return (
    <div className="space-y-2 rounded-lg bg-green-50 p-4 ring-1 ring-green-200">
      <div className="flex items-center gap-2">
        <span aria-hidden="true" className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-green-700 text-base font-semibold text-white">
          ✓
        </span>
        <h1 className="text-2xl font-semibold text-green-900">{t.autentico}</h1>
      </div>
      <p className="text-green-950">{t.autenticoDica}</p>
    </div>
  );
}
