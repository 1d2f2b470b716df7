// What the spreadsheet's integration tests start from: a request's context in a new company, a
// company with two schools (one with an INEP code), and a CSV file as Excel pt-BR saves it.
import type { ShellContext } from "@/lib/shell/contexto";
import type { Papel } from "@/lib/empresas/papeis";
import { criarEscola } from "@/lib/escolas/escrita";
import { COLUNAS } from "@/lib/alunos/planilha/colunas";
import { BOM, linhasCsv } from "@/lib/alunos/planilha/escrever";
import { uniqueId } from "@/test/support/firebase";
import { conferirContadores } from "@/test/support/contadores";

/** The columns these tests' rows are written in: today's (issue 43's record added optional columns after them). */
export const TITULOS = ["Nome completo", "Data de nascimento", "Escola", "Turma", "CPF", "Nome do responsável", "Telefone do responsável", "E-mail do responsável"];
/** Every column the model writes. */
export const TODOS_OS_TITULOS = COLUNAS.map((c) => c.titulo);

export function contexto(papel: Papel = "secretaria", idEmpresa = uniqueId("emp")): ShellContext {
  return {
    session: { uid: uniqueId("u"), email: "secretaria@teste.escola", displayName: "Secretaria Teste", photoURL: null, sid: "s" },
    empresa: { id: idEmpresa, nome: "Escola Modelo Ltda." },
    papel,
  };
}

export const escola = (nome: string, codigoInep?: string) => ({ nome, codigoInep, municipio: undefined, uf: undefined, telefone: undefined });

/** A new company with "Escola Norte" (INEP 12345678) and "Escola Sul". */
export async function empresaComEscolas(papel: Papel = "secretaria") {
  const ctx = contexto(papel);
  await conferirContadores(ctx); // Home's kept counts start with the company
  const norte = await criarEscola(ctx, escola("Escola Norte", "12345678"));
  const sul = await criarEscola(ctx, escola("Escola Sul"));
  return { ctx, norte, sul };
}

/** A CSV file as Excel pt-BR saves it (UTF-8 with BOM here), header first. */
export const arquivo = (linhas: string[][], cabecalho: string[] = TITULOS) => new TextEncoder().encode(BOM + linhasCsv([cabecalho, ...linhas]));

/** An export's whole text (its BOM kept). */
export async function textoDe(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());
}
