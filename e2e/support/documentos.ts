// Issued documents (issue 26) as the end-to-end flows seed them: documentos/{code} written straight
// into Firestore with documentoDoc's fields, as the issuing side keeps them.
import { createHash, randomBytes } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { codigoDeBytes } from "../../lib/documentos/codigo";
import { testDb, uniqueId } from "../../test/support/firebase";

export const AUTENTICO = "Documento autêntico";
export const NAO_ENCONTRADO = "Nenhum documento encontrado com este código.";
export const IDENTICO = "O arquivo é idêntico ao documento emitido.";
export const DIFERENTE = "O arquivo não corresponde ao documento emitido (foi alterado ou é outro).";

/** A code as the app makes them: 80 random bits. */
export const novoCodigo = () => codigoDeBytes(randomBytes(10));

/** Bytes that look like a PDF to nobody but its hash. */
export const pdfDeTeste = () => Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(3000), Buffer.from("\n%%EOF\n")]);

export const FATOS = [
  { rotulo: "Matrícula", valor: "2026000123" },
  { rotulo: "Data de nascimento", valor: "12/03/2015" },
  { rotulo: "Turma", valor: "5º ano A" },
  { rotulo: "Turno", valor: "Manhã" },
  { rotulo: "Ano letivo", valor: "2026" },
];

/**
 * A document of a company of nobody's (ids of its own), valid or revoked, with the hash of `bytes`.
 * Revoked: `Dados incorretos` with an internal observation, or (`motivoAntigo`) as revoked before
 * the fixed list of reasons, with a free text only.
 */
export async function semearDocumento(opcoes: { revogado?: boolean; bytes?: Buffer; idEmpresa?: string; motivoAntigo?: string } = {}) {
  const codigo = novoCodigo();
  const bytes = opcoes.bytes ?? pdfDeTeste();
  const dados = {
    idEmpresa: opcoes.idEmpresa ?? uniqueId("emp"),
    idEscola: uniqueId("esc"),
    idAluno: uniqueId("alu"),
    tipo: "matricula",
    escola: { nome: "EMEF Monteiro Lobato", codigoInep: "35012345", municipio: "Campinas", uf: "SP" },
    nomeAluno: `Joana Verificada ${uniqueId("n")}`,
    fatos: FATOS,
    emitidoPor: uniqueId("u"),
    emitidoPorNome: "Sofia Secretária",
    emitidoEm: Timestamp.fromDate(new Date("2026-11-23T13:42:00Z")), // 10:42 in São Paulo
    sha256: createHash("sha256").update(bytes).digest("hex"),
    revogadoEm: opcoes.revogado ? Timestamp.fromDate(new Date("2026-11-24T18:00:00Z")) : null,
    revogadoPorNome: opcoes.revogado ? "Carla Admin" : null,
    motivoPublico: opcoes.revogado && !opcoes.motivoAntigo ? "dadosIncorretos" : null,
    observacaoInterna: opcoes.revogado && !opcoes.motivoAntigo ? "Aluna em acolhimento institucional" : null,
    motivoDaRevogacao: opcoes.revogado ? (opcoes.motivoAntigo ?? null) : null,
  };
  await testDb().collection("documentos").doc(codigo).set(dados);
  return { codigo, bytes, dados };
}
