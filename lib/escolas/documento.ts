// The stored shape of a school's own fields and the fields the app derives from them (its order
// key and search prefixes). Pure, so the app's writes, the demo seed and a reindexing tool build
// documents the same way.
import { chaveDeOrdem, prefixos } from "@/lib/busca/palavras";

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
