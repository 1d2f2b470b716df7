import "server-only";
import { db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import { foldForSearch } from "@/lib/busca/texto";
import { normalizarEspacos } from "@/lib/campos/texto";
import { planilhaTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { escolasCollection } from "@/lib/escolas/dados";
import { alunosCollection } from "@/lib/alunos/dados";
import { chaveCpf, type CamposAluno } from "@/lib/alunos/documento";
import { alunoInput, MASCARA_CPF } from "@/lib/alunos/schema";
import { COLUNAS } from "@/lib/alunos/planilha/colunas";
import { lerPlanilhaAosPoucos, type LinhaDaPlanilha } from "@/lib/alunos/planilha/ler";
import { revezamento } from "@/lib/alunos/planilha/vez";
import { chunk } from "@/lib/infra/lotes";

// "Verificar": every row of a spreadsheet checked with the form's own rules (the same zod schema),
// plus what only a file has: its school named by name or INEP code, the same CPF twice in it, a
// CPF already in the company, and (as a warning) a student who seems to be there already. Nothing
// is written here.

const erros = planilhaTexts.erros;

/** A row ready to import: the stored fields, its school resolved, and its line in the file. */
export type LinhaValida = CamposAluno & { linha: number; escolaNome: string };

export type Verificacao = {
  /** Rows of the file (not counting the header and empty rows). */
  total: number;
  validas: LinhaValida[];
  /** One sentence per problem, in line order ("Linha 7: CPF inválido."). Any problem blocks the import. */
  problemas: string[];
  /** Sentences that do not block the import. */
  avisos: string[];
  ignoradas: string[];
};

type EscolaDaEmpresa = { id: string; nome: string; codigoInep: string | null; ativa: boolean };

/** The company's schools, by INEP code and by folded name (a spreadsheet names them either way). */
async function escolasDaEmpresa(ctx: ShellContext) {
  const snapshot = await withDeadline(escolasCollection().where("idEmpresa", "==", ctx.empresa.id).select("nome", "codigoInep", "ativa").get(), "banco");
  registrarLeituras("planilha.escolas", snapshot.size);
  const porInep = new Map<string, EscolaDaEmpresa>();
  const porNome = new Map<string, EscolaDaEmpresa[]>();
  for (const doc of snapshot.docs) {
    const inep = doc.get("codigoInep");
    const escola: EscolaDaEmpresa = { id: doc.id, nome: String(doc.get("nome") ?? ""), codigoInep: typeof inep === "string" ? inep : null, ativa: doc.get("ativa") !== false };
    if (escola.codigoInep) porInep.set(escola.codigoInep, escola);
    const chave = chaveDeNome(escola.nome);
    porNome.set(chave, [...(porNome.get(chave) ?? []), escola]);
  }
  return (valor: string): { escola: EscolaDaEmpresa } | { problema: string } => {
    const v = normalizarEspacos(valor);
    if (!v) return { problema: erros.escolaVazia };
    const porCodigo = porInep.get(v.replace(/\s/g, ""));
    const candidatas = porCodigo ? [porCodigo] : (porNome.get(chaveDeNome(v)) ?? []);
    const ativas = candidatas.filter((e) => e.ativa);
    if (ativas.length === 1) return { escola: ativas[0]! };
    if (ativas.length > 1) return { problema: erros.escolaAmbigua(v) };
    if (candidatas.length > 0) return { problema: erros.escolaInativa(candidatas[0]!.nome) };
    return { problema: erros.escolaNaoEncontrada(v) };
  };
}

const chaveDeNome = (nome: string) => foldForSearch(normalizarEspacos(nome));

/**
 * Excel shows a CPF typed as a number without its leading zeros, and saves it so: 1234567890 is
 * 012.345.678-90. (The check digits still decide whether it is a CPF.)
 */
const cpfDaPlanilha = (valor: string) => (/^\d{9,10}$/.test(valor) ? valor.padStart(11, "0") : valor);

/**
 * The row with the form's rules: the fields to store, or its problems in the columns' order (one
 * per field; the school's comes from the company's schools).
 */
function validarLinha(
  linha: LinhaDaPlanilha,
  escola: ReturnType<Awaited<ReturnType<typeof escolasDaEmpresa>>>,
): { campos: CamposAluno; escolaNome: string } | { problemas: string[] } {
  const v = linha.valores;
  const cpf = cpfDaPlanilha(v.cpf ?? "");
  const parsed = alunoInput.safeParse({
    nome: v.nome ?? "",
    dataNascimento: v.dataNascimento ?? "",
    idEscola: "escola" in escola ? escola.escola.id : "-",
    turma: v.turma,
    // A mask is what the form shows, never a CPF a file can bring.
    cpf: MASCARA_CPF.test(cpf) ? "x" : cpf,
    responsavelNome: v.responsavelNome,
    responsavelTelefone: v.responsavelTelefone,
    responsavelEmail: v.responsavelEmail,
  });
  if (parsed.success && "escola" in escola) return { campos: parsed.data, escolaNome: escola.escola.nome };
  const porCampo = new Map<string, string>();
  if ("problema" in escola) porCampo.set("escola", escola.problema);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const campo = String(issue.path[0] ?? "");
    if (!porCampo.has(campo)) porCampo.set(campo, issue.message);
  }
  return { problemas: COLUNAS.flatMap((c) => (porCampo.has(c.campo) ? [porCampo.get(c.campo)!] : [])) };
}

/** Which of these CPFs already belong to a student of the company (their key documents exist). */
async function cpfsCadastrados(ctx: ShellContext, cpfs: string[]): Promise<Set<string>> {
  const cadastrados = new Set<string>();
  await Promise.all(
    chunk(cpfs, 500).map(async (lote) => {
      const refs = lote.map((cpf) => db().collection(COLLECTIONS.alunosCpf).doc(chaveCpf(ctx.empresa.id, cpf)));
      const snapshots = await withDeadline(db().getAll(...refs), "banco");
      snapshots.forEach((s, i) => s.exists && cadastrados.add(lote[i]!));
    }),
  );
  registrarLeituras("planilha.cpfs", cpfs.length);
  return cadastrados;
}

/** Firestore's limit of values in one `in` filter. */
const IN_MAX = 30;

/**
 * The (folded name, birth date) pairs of the company's students born on these days: one query per
 * 30 days, reading only two fields of the students born on them.
 */
async function alunosNascidosEm(ctx: ShellContext, datas: string[]): Promise<Set<string>> {
  const existentes = new Set<string>();
  let lidos = 0;
  // 8 queries at a time.
  for (const grupo of chunk(chunk(datas, IN_MAX), 8)) {
    await Promise.all(
      grupo.map(async (dias) => {
        const snapshot = await withDeadline(
          alunosCollection().where("idEmpresa", "==", ctx.empresa.id).where("dataNascimento", "in", dias).select("nome", "dataNascimento").get(),
          "banco",
        );
        lidos += snapshot.size;
        for (const d of snapshot.docs) existentes.add(`${chaveDeNome(String(d.get("nome") ?? ""))}|${String(d.get("dataNascimento"))}`);
      }),
    );
  }
  registrarLeituras("planilha.homonimos", lidos);
  return existentes;
}

/**
 * Checks a spreadsheet's bytes for the company. Read and checked in turns (vez.ts): 5,000 rows
 * through zod take a few hundred milliseconds, which other requests do not wait for.
 */
export async function verificarPlanilha(ctx: ShellContext, bytes: Uint8Array): Promise<Verificacao> {
  const leitura = await lerPlanilhaAosPoucos(bytes);
  if (!leitura.ok) return { total: 0, validas: [], problemas: leitura.problemas, avisos: [], ignoradas: [] };
  const { linhas, ignoradas } = leitura.planilha;
  const escolaDe = await escolasDaEmpresa(ctx);

  const porLinha = new Map<number, string[]>();
  const problema = (linha: number, texto: string) => porLinha.set(linha, [...(porLinha.get(linha) ?? []), texto]);
  const validas: LinhaValida[] = [];
  const primeiraComCpf = new Map<string, number>();
  const revezar = revezamento();
  for (const linha of linhas) {
    await revezar();
    const resultado = validarLinha(linha, escolaDe(linha.valores.escola ?? ""));
    if ("problemas" in resultado) {
      for (const p of resultado.problemas) problema(linha.linha, p);
      continue;
    }
    const cpf = resultado.campos.cpf;
    if (cpf) {
      const antes = primeiraComCpf.get(cpf);
      if (antes !== undefined) problema(linha.linha, erros.cpfRepetido(antes));
      else primeiraComCpf.set(cpf, linha.linha);
    }
    validas.push({ ...resultado.campos, linha: linha.linha, escolaNome: resultado.escolaNome });
  }

  // What the company already has: CPFs (a problem) and, as a warning, the same name and birth date.
  const [cadastrados, existentes] = await Promise.all([
    cpfsCadastrados(ctx, [...primeiraComCpf.keys()]),
    alunosNascidosEm(ctx, [...new Set(validas.map((v) => v.dataNascimento))]),
  ]);
  for (const v of validas) if (v.cpf && cadastrados.has(v.cpf)) problema(v.linha, erros.cpfDeOutro);

  const avisos: string[] = [];
  const primeiraComNome = new Map<string, number>();
  for (const v of validas) {
    const chave = `${chaveDeNome(v.nome)}|${v.dataNascimento}`;
    if (existentes.has(chave)) avisos.push(planilhaTexts.linha(v.linha, planilhaTexts.avisosTexto.mesmoAluno));
    const antes = primeiraComNome.get(chave);
    if (antes !== undefined) avisos.push(planilhaTexts.linha(v.linha, planilhaTexts.avisosTexto.mesmaLinha(antes)));
    else primeiraComNome.set(chave, v.linha);
  }

  const problemas = [...porLinha.entries()].sort(([a], [b]) => a - b).flatMap(([linha, textos]) => textos.map((t) => planilhaTexts.linha(linha, t)));
  return { total: linhas.length, validas: validas.filter((v) => !porLinha.has(v.linha)), problemas, avisos, ignoradas };
}
