import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { db } from "@/lib/infra/firebase/admin";
import { getServerEnv } from "@/lib/infra/env";
import { withDeadline } from "@/lib/infra/deadline";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import { reservar } from "@/lib/infra/limites/contador";
import { lerCodigo } from "@/lib/documentos/codigo";
import { documentoDoc, type FatoImpresso, type TipoDeDocumento } from "@/lib/documentos/schema";
import { lerRevogacao, type MotivoDaRevogacao } from "@/lib/documentos/motivo-da-revogacao";

// The public check of an issued document (issue 26; app/verificar). Anyone may ask, with no
// session: so a check reads ONE document, by its id (the code), and gives back only what the paper
// printed (the type, the school's name, INEP code and municipality/UF, the student's name, the
// facts, who issued it and when, a revocation with its reason from the fixed list): never the
// revocation's internal observation (nor the free text of a revocation made before the list), the company, the student's id, who issued
// it by uid, the hash, nor anything else of the records. Look-ups are counted per client address
// (`verificacao.endereco`: 30 a minute) by the page and the action, before they read.

/** The public check's page, and a document's: `${CAMINHO_DA_VERIFICACAO}/<code>`. */
export const CAMINHO_DA_VERIFICACAO = "/verificar";
/** Where a look-up over the limit is sent: a 429 (app/verificar/muitas-tentativas/route.ts). */
export const PAGINA_MUITAS_TENTATIVAS = `${CAMINHO_DA_VERIFICACAO}/muitas-tentativas`;
/** Where a look-up goes when the database does not answer: a 503 (never the app's /indisponivel, whose way out is the sign-in). */
export const PAGINA_INDISPONIVEL = `${CAMINHO_DA_VERIFICACAO}/indisponivel`;

/** The most bytes `Conferir arquivo` takes: an issued PDF is one A4 page, far below. */
export const LIMITE_DO_ARQUIVO = 5 * 1024 * 1024;

/** What the check shows of a document: what its paper printed, and its revocation. */
export type DocumentoVerificado = {
  codigo: string;
  tipo: TipoDeDocumento;
  escola: { nome: string; codigoInep: string | null; municipio: string | null; uf: string | null };
  nomeAluno: string;
  fatos: FatoImpresso[];
  emitidoPorNome: string;
  emitidoEm: Date | null;
  revogadoEm: Date | null;
  /** The revocation's public reason, from the fixed list (null: not revoked). */
  motivoDaRevogacao: MotivoDaRevogacao | null;
};

/** The stored document of a code (already read with lerCodigo), parsed; null when there is none. */
async function lerGuardado(codigo: string) {
  const snapshot = await withDeadline(db().collection(COLLECTIONS.documentos).doc(codigo).get(), "banco");
  registrarLeituras("documentos.verificar", 1);
  if (!snapshot.exists) return null;
  const parsed = documentoDoc.safeParse(snapshot.data());
  if (!parsed.success) {
    // A document this app did not write whole: answered as no document, never half-shown.
    console.error(`[documentos] documentos/${codigo} does not parse`, parsed.error.issues.map((i) => i.path.join(".")));
    return null;
  }
  return parsed.data;
}

/**
 * The document a code names, as the public check shows it; null for an unknown code or any text
 * that is no code (a long text, a look-alike, a path). Reads one document by id at most.
 */
export async function verificarCodigo(texto: unknown): Promise<DocumentoVerificado | null> {
  const codigo = lerCodigo(texto);
  if (!codigo) return null;
  const doc = await lerGuardado(codigo);
  if (!doc) return null;
  return {
    codigo,
    tipo: doc.tipo,
    escola: { nome: doc.escola.nome, codigoInep: doc.escola.codigoInep, municipio: doc.escola.municipio, uf: doc.escola.uf },
    nomeAluno: doc.nomeAluno,
    fatos: doc.fatos.map(({ rotulo, valor }) => ({ rotulo, valor })),
    emitidoPorNome: doc.emitidoPorNome,
    emitidoEm: doc.emitidoEm ?? null,
    revogadoEm: doc.revogadoEm ?? null,
    motivoDaRevogacao: doc.revogadoEm ? lerRevogacao(doc).motivo : null,
  };
}

/**
 * What `Conferir arquivo` answers: the same bytes, other bytes, or no document with that code; the
 * same bytes of a document since revoked are that revocation's moment (issue 41: never the answer
 * of a valid document).
 */
export type Conferencia = "identico" | "diferente" | "desconhecido" | { revogadoEm: Date };

/**
 * Whether `bytes` are the very bytes of the PDF issued under the code (their SHA-256 against the
 * one kept). The bytes are only hashed, never stored. A file over LIMITE_DO_ARQUIVO, or not a PDF
 * at all, is simply not the document ("diferente"). Reads one document by id at most.
 */
export async function conferirArquivo(texto: unknown, bytes: Uint8Array): Promise<Conferencia> {
  const codigo = lerCodigo(texto);
  if (!codigo) return "desconhecido";
  const doc = await lerGuardado(codigo);
  if (!doc) return "desconhecido";
  if (bytes.byteLength > LIMITE_DO_ARQUIVO) return "diferente";
  const calculado = createHash("sha256").update(bytes).digest();
  if (!timingSafeEqual(calculado, Buffer.from(doc.sha256, "hex"))) return "diferente";
  return doc.revogadoEm ? { revogadoEm: doc.revogadoEm } : "identico";
}

/**
 * Reserves one look-up of the public check for a client address (lib/infra/limites/endereco.ts's
 * key): false when the address has made 30 in the last minute (nothing is recorded then). The
 * counter is a Firestore document, so every server instance counts on the same one. Throws when
 * the database cannot be reached.
 */
export async function consultaPermitida(endereco: string): Promise<boolean> {
  return (await reservar([{ tipo: "verificacao.endereco", chave: endereco }])) !== null;
}

/**
 * The address a document's QR code points to: `${APP_URL}/verificar/<code>` when APP_URL is set
 * (production should set it), else the origin the issuing request reached (`origem`, e.g.
 * `new URL(request.url).origin` or the forwarded host and protocol of a server action's headers).
 */
export function enderecoDeVerificacao(codigo: string, origem: string): string {
  const base = getServerEnv().APP_URL ?? origem.replace(/\/+$/, "");
  return `${base}${CAMINHO_DA_VERIFICACAO}/${encodeURIComponent(codigo)}`;
}
