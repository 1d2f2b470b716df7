import "server-only";
import { responsaveisTexts } from "@/lib/messages";
import { hoje } from "@/lib/infra/relogio";
import { problemaDosResponsaveis, type Responsavel } from "@/lib/alunos/responsaveis";
import { responsavelDaPlanilha } from "@/lib/alunos/responsaveis-schema";
import { COLUNAS, RESPONSAVEIS_NA_PLANILHA, type CampoDoResponsavelNaPlanilha } from "@/lib/alunos/planilha/colunas";
import type { LinhaDaPlanilha } from "@/lib/alunos/planilha/ler";

// A spreadsheet row's responsáveis (issue 43: `Responsável 1 …`, `Responsável 2 …`, colunas.ts),
// read with the section form's rules: each one whose cells are not all blank, in order (the order
// of contact). The first one's name, phone and e-mail are the student's fields (`responsavelNome`…,
// read with the row's other fields, under their former titles too): a file of before the list
// still gives its single guardian as the first responsável, its responsável legal (as `Novo aluno`
// does). A minor's responsáveis, when the row gives any, hold a responsável legal.

/** The first responsável's name, phone and e-mail as the row's fields read them. */
type DoAluno = { responsavelNome?: string | null; responsavelTelefone?: string | null; responsavelEmail?: string | null };

/**
 * The row's responsáveis, or each one's first problem (`Responsável 2: CPF inválido.`) keyed by
 * its number, and the list's own (a minor without a responsável legal) under 0.
 */
export function responsaveisDaLinha(
  valores: LinhaDaPlanilha["valores"],
  doAluno: DoAluno,
  dataNascimento: string | null,
  /** A CPF as the file holds it, as the student's is read (Excel drops leading zeros). */
  cpfDaCelula: (valor: string) => string,
): { lista: Responsavel[]; problemas: Map<number, string> } {
  const lista: Responsavel[] = [];
  const problemas = new Map<number, string>();
  for (let numero = 1; numero <= RESPONSAVEIS_NA_PLANILHA; numero++) {
    const celulas: Partial<Record<CampoDoResponsavelNaPlanilha, string>> = {};
    for (const c of COLUNAS) {
      if (c.responsavel?.numero !== numero || c.doAluno) continue;
      const valor = valores[c.campo]?.trim() ?? "";
      celulas[c.responsavel.campo] = c.responsavel.campo === "cpf" && valor ? cpfDaCelula(valor) : valor;
    }
    const lidos = numero === 1 ? { nome: doAluno.responsavelNome ?? "", telefone: doAluno.responsavelTelefone ?? null, email: doAluno.responsavelEmail ?? null } : undefined;
    const vazio = Object.values(celulas).every((v) => !v) && (!lidos || (!lidos.nome && !lidos.telefone && !lidos.email));
    if (vazio) continue;
    const lido = responsavelDaPlanilha(celulas, { lidos, legal: numero === 1 });
    if (lido.ok) lista.push(lido.responsavel);
    else problemas.set(numero, responsaveisTexts.erros.doItem(numero, lido.mensagem));
  }
  const daLista = problemas.size === 0 && lista.length > 0 ? problemaDosResponsaveis(lista, dataNascimento, hoje()) : null;
  if (daLista) problemas.set(0, daLista);
  return { lista, problemas };
}
