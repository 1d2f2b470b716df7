// The stored shape of a school's own fields and the fields the app derives from them (its order
// key and search prefixes). Pure, so the app's writes, the demo seed and a reindexing tool build
// documents the same way.
import { createHash } from "node:crypto";
import { chaveDeOrdem, prefixos } from "@/lib/busca/palavras";
import { foldForSearch } from "@/lib/busca/texto";

export type CamposEscola = {
  nome: string;
  codigoInep?: string | null;
  municipio?: string | null;
  uf?: string | null;
  telefone?: string | null;
};

/** The fields a person fills in, as stored (absent ones as null). */
export function camposGuardados(input: CamposEscola) {
  return {
    nome: input.nome,
    codigoInep: input.codigoInep ?? null,
    municipio: input.municipio ?? null,
    uf: input.uf ?? null,
    telefone: input.telefone ?? null,
  };
}

/** Fields derived from the name: `nomeOrdem` orders the list, `busca` answers the search. */
export function camposDerivados(nome: string) {
  return { nomeOrdem: chaveDeOrdem(nome), busca: prefixos(nome) };
}

/** The document id of the key that keeps an INEP code unique in a company. */
export function chaveInep(idEmpresa: string, codigo: string): string {
  return `${encodeURIComponent(idEmpresa)}__${codigo}`;
}

/**
 * A name or a municipality as the rule "one name per municipality" compares it: without accents
 * or case (foldForSearch), blanks collapsed. Absent is "".
 */
export function comparavel(texto: string | null | undefined): string {
  return foldForSearch(texto ?? "").replace(/\s+/g, " ").trim();
}

/** Whether two schools have the same name in the same municipality, as the rule compares them. */
export function mesmoNomeEMunicipio(a: Pick<CamposEscola, "nome" | "municipio">, b: Pick<CamposEscola, "nome" | "municipio">): boolean {
  return comparavel(a.nome) === comparavel(b.nome) && comparavel(a.municipio) === comparavel(b.municipio);
}

/**
 * The document id of the key that keeps a school's name unique in its municipality, in a company:
 * a digest of the compared name and municipality (they may hold any character, a slash too, and
 * be long; an id may not).
 */
export function chaveNome(idEmpresa: string, nome: string, municipio: string | null | undefined): string {
  const digest = createHash("sha256").update(JSON.stringify([comparavel(nome), comparavel(municipio)])).digest("base64url");
  return `${encodeURIComponent(idEmpresa)}__${digest}`;
}
