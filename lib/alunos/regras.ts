// The rules of a student's record that read more than one field (issue 43): a field shown only
// with another's answer (`quando`: dropped without it, required with it when `exigido`), a
// municipality that belongs to its UF (a spreadsheet may name it instead of giving its IBGE code),
// the certidão's registry year between the birth year and the current one, and the Censo's rules on
// the deficiências and the recursos para provas do INEP (lib/dados-oficiais/educacenso/recursos.ts:
// the kinds' refusals under the kinds, the rest under the recursos). Pure, but it holds
// the whole table of municipalities: the server's (schema.ts, escrita.ts), never a client component's.
import { alunoTexts } from "@/lib/messages";
import { problemaDaCertidaoDeNascimento } from "@/lib/campos/certidao";
import { municipioPorCodigo, municipiosDaUf } from "@/lib/dados-oficiais/municipios";
import { foldForSearch } from "@/lib/busca/texto";
import { problemasDasDeficiencias, problemasDosRecursos } from "@/lib/dados-oficiais/educacenso/recursos";
import type { Deficiencia, Recurso } from "@/lib/dados-oficiais/educacenso/listas";
import { CAMPOS, aplicarCondicoes, condicaoAtendida } from "@/lib/alunos/descritor";

export type ProblemaDoAluno = { campo: string; mensagem: string };

const erros = alunoTexts.erros;

// Each UF's municipalities by folded name, built on first use (a spreadsheet of 5,000 rows names
// two municipalities a row: folding a UF's 645 names for each was most of its check's time).
const porNome = new Map<string, ReadonlyMap<string, string>>();
function codigosPorNome(uf: string): ReadonlyMap<string, string> {
  let mapa = porNome.get(uf);
  if (!mapa) {
    mapa = new Map(municipiosDaUf(uf).map((m) => [foldForSearch(m.nome), m.codigo]));
    porNome.set(uf, mapa);
  }
  return mapa;
}

/** A municipality of the UF given by its IBGE code or its name (accents and case aside), as its code; null when none. */
export function codigoDoMunicipio(valor: string, uf: string): string | null {
  const t = valor.trim();
  if (/^\d{7}$/.test(t)) return municipioPorCodigo(t)?.uf === uf ? t : null;
  return codigosPorNome(uf).get(foldForSearch(t)) ?? null;
}

/**
 * A student's values (each field already parsed by its type) checked as a whole: the values to
 * store (fields without their condition dropped, municipalities as codes) and the problems, each
 * under its field. `anoAtual`: the caller's (tests own their clock).
 */
export function conferirAluno<V extends Record<string, unknown>>(entrada: V, anoAtual: number): { valores: V; problemas: ProblemaDoAluno[] } {
  const valores: Record<string, unknown> = aplicarCondicoes(entrada);
  const problemas: ProblemaDoAluno[] = [];
  for (const c of CAMPOS) {
    if (!(c.chave in valores)) continue;
    const valor = valores[c.chave];
    const vazio = valor === null || valor === undefined || valor === "" || (Array.isArray(valor) && valor.length === 0);
    if (c.quando?.exigido && condicaoAtendida(c, valores) && vazio) {
      problemas.push({ campo: c.chave, mensagem: erros.exigidoCom(c.rotulo) });
      continue;
    }
    if (typeof valor !== "string" || !valor) continue;
    if (c.tipo.tipo === "municipio") {
      const uf = valores[c.tipo.uf];
      const codigo = typeof uf === "string" && uf ? codigoDoMunicipio(valor, uf) : null;
      if (codigo) valores[c.chave] = codigo;
      else problemas.push({ campo: c.chave, mensagem: typeof uf === "string" && uf ? erros.municipioDaUf : erros.municipioSemUf });
    }
    if (c.tipo.tipo === "certidao") {
      const nascimento = valores.dataNascimento;
      const anoDeNascimento = typeof nascimento === "string" && nascimento ? Number(nascimento.slice(0, 4)) : 0;
      const problema = problemaDaCertidaoDeNascimento(valor, anoDeNascimento, anoAtual);
      if (problema) problemas.push({ campo: c.chave, mensagem: problema });
    }
  }
  problemas.push(...problemasDasNecessidades(valores));
  return { valores: valores as V, problemas };
}

/**
 * The Censo's refusals of the deficiências and recursos of a student with `Sim` (once the kinds are
 * marked: none is already refused as required), every reason in one message per field: the kinds'
 * own under `deficiencias`, the recursos' under `recursosProvas`. Values without the section's
 * fields (another section's save reads the stored ones) are checked the same way.
 */
function problemasDasNecessidades(valores: Readonly<Record<string, unknown>>): ProblemaDoAluno[] {
  const lista = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
  const deficiencias = lista(valores.deficiencias) as Deficiencia[];
  if (valores.necessidadeEspecial !== "1" || deficiencias.length === 0) return [];
  const dasDeficiencias = problemasDasDeficiencias(deficiencias);
  const dosRecursos = problemasDosRecursos(deficiencias, lista(valores.recursosProvas) as Recurso[]).filter((p) => !dasDeficiencias.includes(p));
  return [
    ...(dasDeficiencias.length > 0 ? [{ campo: "deficiencias", mensagem: dasDeficiencias.join(" ") }] : []),
    ...(dosRecursos.length > 0 ? [{ campo: "recursosProvas", mensagem: dosRecursos.join(" ") }] : []),
  ];
}
