// The matrícula of a certidão of the civil registry (the national model of CNJ's Provimento nº 2 and
// 3/2009, printed on every certidão since 2010): 32 digits,
//   serventia (6, the registry office's CNS code) · acervo (2) · serviço (2: 55, registro civil das
//   pessoas naturais) · ano do registro (4) · tipo do livro (1: 1 is Livro A, nascimentos) ·
//   livro (5) · folha (3) · termo (7) · two check digits.
// Each check digit is the sum of the digits before it weighted 2, 3 … 10, 0, 1, 2 … (the first) or
// 1, 2 … 10, 0, 1 … (the second), mod 11, with 10 written as 1. The Censo asks for the certidão de
// nascimento's matrícula and refuses a registry year before the birth or after the current year.
// Pure and client-safe: the current year is the caller's (tests own their clock).
import { documentoPessoalTexts } from "@/lib/messages";

export type PartesDaCertidao = {
  serventia: string;
  acervo: string;
  servico: string;
  ano: number;
  tipoDoLivro: string;
  livro: string;
  folha: string;
  termo: string;
  digitos: string;
};

/** The first `base.length` digits weighted from 32 − length (2 for 30 digits, 1 for 31), past 10 back to 0. */
function digito(base: string): number {
  let soma = 0;
  for (let i = 0; i < base.length; i++) soma += Number(base[i]) * ((32 - base.length + i) % 11);
  const resto = soma % 11;
  return resto === 10 ? 1 : resto;
}

/** The two check digits of a matrícula's first 30 digits. */
export function digitosDaCertidao(base: string): string {
  const primeiro = digito(base);
  return `${primeiro}${digito(base + primeiro)}`;
}

/** A matrícula from its first 30 digits, the check digits computed. For demo and test records. */
export function certidaoComDigitos(base: string): string {
  return base + digitosDaCertidao(base);
}

/** The 32 digits of a matrícula typed with or without spaces, dots or dashes, or null when there are not 32 digits. */
export function digitosDaMatricula(texto: string): string | null {
  const digitos = texto.trim().replace(/[\s.-]/g, "");
  return /^\d{32}$/.test(digitos) ? digitos : null;
}

/** Whether 32 digits end in their check digits. */
export function certidaoValida(digitos: string): boolean {
  return /^\d{32}$/.test(digitos) && digitosDaCertidao(digitos.slice(0, 30)) === digitos.slice(30);
}

/** A matrícula's parts (its 32 digits as typed, punctuation aside), or null when there are not 32 digits. */
export function partesDaCertidao(texto: string): PartesDaCertidao | null {
  const d = digitosDaMatricula(texto);
  if (!d) return null;
  return {
    serventia: d.slice(0, 6),
    acervo: d.slice(6, 8),
    servico: d.slice(8, 10),
    ano: Number(d.slice(10, 14)),
    tipoDoLivro: d.slice(14, 15),
    livro: d.slice(15, 20),
    folha: d.slice(20, 23),
    termo: d.slice(23, 30),
    digitos: d.slice(30),
  };
}

const SERVICO_DO_REGISTRO_CIVIL = "55";
const LIVRO_DE_NASCIMENTOS = "1";

/**
 * What is wrong with a certidão de nascimento's matrícula, or null: 32 digits, their check digits,
 * the civil registry's service (55), the book of births (1), and a registry year from the birth's
 * year to the current one.
 */
export function problemaDaCertidaoDeNascimento(texto: string, anoDeNascimento: number, anoAtual: number): string | null {
  const erros = documentoPessoalTexts.certidao;
  const partes = partesDaCertidao(texto);
  if (!partes) return erros.formato;
  if (!certidaoValida(digitosDaMatricula(texto)!)) return erros.digitos;
  if (partes.servico !== SERVICO_DO_REGISTRO_CIVIL) return erros.servico;
  if (partes.tipoDoLivro !== LIVRO_DE_NASCIMENTOS) return erros.livro;
  if (partes.ano < anoDeNascimento) return erros.anoAntesDoNascimento;
  if (partes.ano > anoAtual) return erros.anoFuturo;
  return null;
}
