// The rules of a student's record that read more than one field (issue 43): a field shown only
// with another's answer (`quando`: dropped without it, required with it when `exigido`), a
// municipality that belongs to its UF (a spreadsheet may name it instead of giving its IBGE code),
// and the certidão's registry year between the birth year and the current one. Pure, but it holds
// the whole table of municipalities: the server's (schema.ts, escrita.ts), never a client component's.
import { alunoTexts } from "@/lib/messages";
import { problemaDaCertidaoDeNascimento } from "@/lib/campos/certidao";
import { municipioPorCodigo, municipiosDaUf } from "@/lib/dados-oficiais/municipios";
import { foldForSearch } from "@/lib/busca/texto";
import { CAMPOS, aplicarCondicoes, condicaoAtendida } from "@/lib/alunos/descritor";

export type ProblemaDoAluno = { campo: string; mensagem: string };

const erros = alunoTexts.erros;

/** A municipality of the UF given by its IBGE code or its name (accents and case aside), as its code; null when none. */
export function codigoDoMunicipio(valor: string, uf: string): string | null {
  const t = valor.trim();
  if (/^\d{7}$/.test(t)) return municipioPorCodigo(t)?.uf === uf ? t : null;
  const nome = foldForSearch(t);
  return municipiosDaUf(uf).find((m) => foldForSearch(m.nome) === nome)?.codigo ?? null;
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
    if (c.quando?.exigido && condicaoAtendida(c, valores) && (valor === null || valor === undefined || valor === "")) {
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
  return { valores: valores as V, problemas };
}
