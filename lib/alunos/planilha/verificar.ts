import "server-only";
import { db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import { foldForSearch } from "@/lib/busca/texto";
import { normalizarEspacos } from "@/lib/campos/texto";
import { normalizarCpf } from "@/lib/campos/cpf";
import { pode } from "@/lib/empresas/papeis";
import { gravarAtividade } from "@/lib/atividades/escrita";
import { alunoTexts, planilhaTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { escolasCollection } from "@/lib/escolas/dados";
import { alunosCollection } from "@/lib/alunos/dados";
import { chaveDoNome, type CamposAluno } from "@/lib/alunos/documento";
import { possiveisDuplicadosEmLote } from "@/lib/alunos/duplicados";
import { CAMPOS_UNICOS, type Campo } from "@/lib/alunos/descritor";
import { reservaDoUnico } from "@/lib/alunos/unicos";
import { alunoInput, MASCARA_CPF } from "@/lib/alunos/schema";
import { COLUNAS } from "@/lib/alunos/planilha/colunas";
import { lerPlanilhaAosPoucos, type LinhaDaPlanilha } from "@/lib/alunos/planilha/ler";
import { responsaveisDaLinha } from "@/lib/alunos/planilha/responsaveis";
import { revezamento } from "@/lib/alunos/planilha/vez";
import { chunk } from "@/lib/infra/lotes";
import { turmasDoAno } from "@/lib/turmas/dados";
import { nomeComparavel, NOME_DA_TURMA_MAX } from "@/lib/turmas/documento";

// "Verificar": every row of a spreadsheet checked with the form's own rules (the same zod schema),
// plus what only a file has: its school named by name or INEP code, the same unique number (CPF,
// NIS, CNS, certidão: the descriptor's `unico` fields) twice in it, one already in the company (a
// CPF named with its student: "CPF já cadastrado para Maria Souza (2026-000045)."; the others with
// its matrícula, as the form says them), and the rows that may be students already registered (same
// name and birth date, or name and Filiação 1, as Novo aluno: "Possível aluno já cadastrado: Maria
// Souza (matrícula 2026-000045).", with a link; or an earlier line of the file), imported only once
// the person confirms (`Cadastrar mesmo assim`). "Importar só as
// linhas novas" (`soNovas`) skips, instead, the rows whose CPF is already in the company, and
// counts them. A row's `Turma` names a turma of its school in the school's year in progress (the
// student is enrolled in it by the same import), with room for all the file's rows that name it.
// Nothing is written here but the record of the students a verification named (an
// access to personal data, like a search by CPF).

const erros = planilhaTexts.erros;

/** The CPF among the unique fields: its messages are its own (the form's before NIS, CNS and certidão were unique). */
const CPF = CAMPOS_UNICOS.find((c) => c.chave === "cpf")!;

/** The name the record of a verification gives a file that came without one. */
const ARQUIVO_SEM_NOME = "planilha.csv";

/** The turma a row names, resolved: the student is enrolled in it by the import. */
export type TurmaDaLinha = { id: string; nome: string };

/**
 * A row that may be a student already registered: the company's students it may be (their
 * matrículas, for its history once imported anyway), or the earlier line of the file with the same
 * name and birth date.
 */
export type DuplicadoDe = { matriculas: string[]; linha: number | null };

/** A row ready to import: the stored fields, its school and turma resolved, its line in the file, and whom it may repeat. */
export type LinhaValida = CamposAluno & { linha: number; escolaNome: string; turma: TurmaDaLinha | null; duplicadoDe?: DuplicadoDe | null };

/** A possible duplicate as the preview names it: its line, the sentence, and the sheet it links to (null: a line of the file). */
export type DuplicadoDaLinha = { linha: number; texto: string; href: string | null };

export type Verificacao = {
  /** Rows of the file (not counting the header and empty rows). */
  total: number;
  validas: LinhaValida[];
  /** One sentence per problem, in line order ("Linha 7: CPF inválido."). Any problem blocks the import. */
  problemas: string[];
  /** Sentences that do not block the import. */
  avisos: string[];
  /**
   * The rows that may be students already registered (issue 43), in line order: imported only once
   * the person confirms (`Cadastrar mesmo assim`).
   */
  duplicados: DuplicadoDaLinha[];
  ignoradas: string[];
  /** With `soNovas`: the rows left out because their CPF is already the company's. */
  jaCadastrados: number;
};

export type OpcoesDaVerificacao = {
  /**
   * "Importar só as linhas novas": a row whose CPF is already in the company is left out (and
   * counted), whatever else it has, instead of being a problem.
   */
  soNovas?: boolean;
  /** The file's name, for the record of the students a verification named. */
  arquivo?: string;
};

type EscolaDaEmpresa = { id: string; nome: string; codigoInep: string | null; ativa: boolean; anoEmAndamento: { id: string; ano: number } | null };

/** The company's schools, by INEP code and by folded name (a spreadsheet names them either way). */
async function escolasDaEmpresa(ctx: ShellContext) {
  const snapshot = await withDeadline(escolasCollection().where("idEmpresa", "==", ctx.empresa.id).select("nome", "codigoInep", "ativa", "anoEmAndamento").get(), "banco");
  registrarLeituras("planilha.escolas", snapshot.size);
  const porInep = new Map<string, EscolaDaEmpresa>();
  const porNome = new Map<string, EscolaDaEmpresa[]>();
  for (const doc of snapshot.docs) {
    const inep = doc.get("codigoInep");
    const [idAno, ano]: unknown[] = [doc.get("anoEmAndamento.id"), doc.get("anoEmAndamento.ano")];
    const escola: EscolaDaEmpresa = {
      id: doc.id,
      nome: String(doc.get("nome") ?? ""),
      codigoInep: typeof inep === "string" ? inep : null,
      ativa: doc.get("ativa") !== false,
      anoEmAndamento: typeof idAno === "string" && idAno && typeof ano === "number" ? { id: idAno, ano } : null,
    };
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
): { campos: CamposAluno; escola: EscolaDaEmpresa; turma: string } | { problemas: string[] } {
  const v = linha.valores;
  // Each field from its column; the school resolved (by name or INEP code) and the CPF as Excel saves it.
  const celulas = Object.fromEntries(COLUNAS.flatMap((c) => (c.doAluno ? [[c.doAluno.chave, v[c.campo]]] : [])));
  const cpf = cpfDaPlanilha(v.cpf ?? "");
  const parsed = alunoInput.safeParse({
    ...celulas,
    idEscola: "escola" in escola ? escola.escola.id : "-",
    // A mask is what the form shows, never a CPF a file can bring.
    cpf: MASCARA_CPF.test(cpf) ? "x" : cpf,
  });
  // The responsáveis (`Responsável 1 …`, `Responsável 2 …`): the first one's name, phone and e-mail are the fields above.
  const lidos = parsed.success ? parsed.data : {};
  const responsaveis = responsaveisDaLinha(v, lidos, parsed.success ? parsed.data.dataNascimento : null, cpfDaPlanilha);
  if (parsed.success && "escola" in escola && responsaveis.problemas.size === 0) {
    return { campos: { ...parsed.data, responsaveis: responsaveis.lista }, escola: escola.escola, turma: normalizarEspacos(v.turma ?? "") };
  }
  const porCampo = new Map<string, string>();
  if ("problema" in escola) porCampo.set("escola", escola.problema);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const campo = String(issue.path[0] ?? "");
    if (!porCampo.has(campo)) porCampo.set(campo, issue.message);
  }
  // A field's problem under its column (the school's is the column's own); a responsável's after its last column.
  const doResponsavel = (c: (typeof COLUNAS)[number]) => (c.responsavel?.campo === "legal" ? responsaveis.problemas.get(c.responsavel.numero) : undefined);
  return {
    problemas: [
      ...COLUNAS.flatMap((c) => [porCampo.get(c.campo), c.doAluno && c.doAluno.chave !== c.campo ? porCampo.get(c.doAluno.chave) : undefined, doResponsavel(c)].filter((p) => p !== undefined)),
      ...[responsaveis.problemas.get(0)].filter((p) => p !== undefined),
    ],
  };
}

/** A unique field's value in a row of the file: the field (CAMPOS_UNICOS) and the value as stored. */
type Unico = { campo: Campo; valor: string };

/** The unique values of a row's stored fields (the CPF, NIS, CNS, certidão it gives). */
const unicosDe = (campos: Readonly<Record<string, unknown>>): Unico[] =>
  CAMPOS_UNICOS.flatMap((campo) => {
    const valor = campos[campo.chave];
    return typeof valor === "string" && valor ? [{ campo, valor }] : [];
  });

/** A unique value as a map's key (one map for every field). */
const chaveDoValor = (u: { campo: Pick<Campo, "chave">; valor: string }) => `${u.campo.chave}|${u.valor}`;

/**
 * Which of these unique values already belong to a student of the company (their reservations
 * exist, lib/alunos/unicos.ts), each with the id of its student (null if the reservation does not
 * say): 500 reservations per read.
 */
async function unicosCadastrados(ctx: ShellContext, unicos: Unico[]): Promise<Map<string, string | null>> {
  const cadastrados = new Map<string, string | null>();
  // 4 reads at a time: 5,000 rows with every number are 20,000 reservations, 40 reads.
  for (const grupo of chunk(chunk(unicos, 500), 4)) {
    await Promise.all(
      grupo.map(async (lote) => {
        const refs = lote.map((u) => reservaDoUnico(u.campo.chave, ctx.empresa.id, u.valor));
        const snapshots = await withDeadline(db().getAll(...refs, { fieldMask: ["idAluno"] }), "banco");
        snapshots.forEach((s, i) => {
          if (!s.exists) return;
          const idAluno = s.get("idAluno");
          cadastrados.set(chaveDoValor(lote[i]!), typeof idAluno === "string" && idAluno ? idAluno : null);
        });
      }),
    );
  }
  registrarLeituras("planilha.unicos", unicos.length);
  return cadastrados;
}

/** The student a unique value of the file belongs to, as a problem names it (with its unique values, to confirm the one named). */
type Dono = { nome: string; matricula: string; valores: Readonly<Record<string, unknown>> };

/**
 * The name and matrícula of the students these reservations point to, 500 per read (their unique
 * fields too). A student that is not there (an import still writing it), not the company's or no
 * longer with that value is left out: its row says only that the value is taken.
 */
async function donosDosUnicos(ctx: ShellContext, ids: string[]): Promise<Map<string, Dono>> {
  const donos = new Map<string, Dono>();
  const validos = ids.filter((id) => !id.includes("/"));
  await Promise.all(
    chunk(validos, 500).map(async (lote) => {
      const refs = lote.map((id) => alunosCollection().doc(id));
      const snapshots = await withDeadline(db().getAll(...refs, { fieldMask: ["idEmpresa", "nome", "matricula", ...CAMPOS_UNICOS.map((c) => c.chave)] }), "banco");
      snapshots.forEach((s, i) => {
        const [nome, matricula] = [s.get("nome"), s.get("matricula")];
        if (!s.exists || s.get("idEmpresa") !== ctx.empresa.id) return;
        if (typeof nome !== "string" || !nome || typeof matricula !== "string" || !matricula) return;
        donos.set(lote[i]!, { nome, matricula, valores: Object.fromEntries(CAMPOS_UNICOS.map((c) => [c.chave, s.get(c.chave)])) });
      });
    }),
  );
  registrarLeituras("planilha.donosDosUnicos", validos.length);
  return donos;
}

/** A valid row that names a turma, with its school. */
type PedidoDeTurma = { valida: LinhaValida; escola: EscolaDaEmpresa; turma: string };

/** A turma's name as a problem quotes it (a cell can be 10,000 characters long). */
const citado = (texto: string) => (texto.length > NOME_DA_TURMA_MAX ? `${texto.slice(0, NOME_DA_TURMA_MAX)}…` : texto);

/**
 * Resolves the rows' `Turma` (sets `valida.turma`), or says each row's problem: a school with no
 * year in progress, a turma that is not in it, a turma without places for all the file's rows that
 * name it (said once, at the first row beyond them). One query per school named with a turma (its
 * year's turmas, the year page's own query).
 */
async function resolverTurmas(ctx: ShellContext, pedidos: PedidoDeTurma[], problema: (linha: number, texto: string) => void) {
  const anos = [...new Set(pedidos.flatMap((p) => (p.escola.anoEmAndamento ? [p.escola.anoEmAndamento.id] : [])))];
  const turmasPorAno = new Map(await Promise.all(anos.map(async (id) => [id, new Map((await turmasDoAno(ctx, id)).map((t) => [nomeComparavel(t.nome), t]))] as const)));
  const pedidas = new Map<string, number>();
  const semVagas = new Set<string>();
  for (const { valida, escola, turma } of pedidos) {
    const ano = escola.anoEmAndamento;
    if (!ano) {
      problema(valida.linha, erros.semAnoEmAndamento(escola.nome));
      continue;
    }
    const encontrada = turmasPorAno.get(ano.id)?.get(nomeComparavel(turma));
    if (!encontrada || encontrada.idEscola !== escola.id) {
      problema(valida.linha, erros.turmaNaoExiste(citado(turma), escola.nome, ano.ano));
      continue;
    }
    const n = (pedidas.get(encontrada.id) ?? 0) + 1;
    pedidas.set(encontrada.id, n);
    if (n > encontrada.vagas - encontrada.cursando) {
      if (!semVagas.has(encontrada.id)) problema(valida.linha, erros.turmaSemVagas(encontrada.nome));
      semVagas.add(encontrada.id);
      continue;
    }
    valida.turma = { id: encontrada.id, nome: encontrada.nome };
  }
}

/** A row as read and checked, before what the company already has is looked at. */
type Lida = {
  linha: number;
  /** The row's CPF (digits), when it has a valid one: its fields' (a valid row), or with `soNovas` the cell's alone. */
  cpf: string | null;
  resultado: ReturnType<typeof validarLinha>;
};

/**
 * Checks a spreadsheet's bytes for the company. Read and checked in turns (vez.ts): 5,000 rows
 * through zod take a few hundred milliseconds, which other requests do not wait for.
 */
export async function verificarPlanilha(ctx: ShellContext, bytes: Uint8Array, opcoes: OpcoesDaVerificacao = {}): Promise<Verificacao> {
  const soNovas = opcoes.soNovas === true;
  const leitura = await lerPlanilhaAosPoucos(bytes);
  if (!leitura.ok) return { total: 0, validas: [], problemas: leitura.problemas, avisos: [], duplicados: [], ignoradas: [], jaCadastrados: 0 };
  const { linhas, ignoradas } = leitura.planilha;
  const escolaDe = await escolasDaEmpresa(ctx);

  const lidas: Lida[] = [];
  const revezar = revezamento();
  for (const linha of linhas) {
    await revezar();
    const resultado = validarLinha(linha, escolaDe(linha.valores.escola ?? ""));
    // A row already registered is left out with `soNovas` even if something else in it is wrong
    // (its school since deactivated, say): the student is there already.
    const cpf = "campos" in resultado ? (resultado.campos.cpf ?? null) : soNovas ? normalizarCpf(cpfDaPlanilha(linha.valores.cpf ?? "")) : null;
    lidas.push({ linha: linha.linha, cpf, resultado });
  }

  // What the company already has: the unique numbers (a problem, or with soNovas a row whose CPF
  // is there left out).
  const doArquivo = new Map<string, Unico>();
  for (const l of lidas) {
    if (l.cpf) doArquivo.set(chaveDoValor({ campo: CPF, valor: l.cpf }), { campo: CPF, valor: l.cpf });
    if ("campos" in l.resultado) for (const u of unicosDe(l.resultado.campos)) doArquivo.set(chaveDoValor(u), u);
  }
  const cadastrados = await unicosCadastrados(ctx, [...doArquivo.values()]);

  const porLinha = new Map<number, string[]>();
  const problema = (linha: number, texto: string) => porLinha.set(linha, [...(porLinha.get(linha) ?? []), texto]);
  const validas: LinhaValida[] = [];
  /** The first line of each unique value of the file. */
  const primeiraCom = new Map<string, number>();
  /** Rows with a unique value another student holds, in line order. */
  const deOutro: { linha: number; unico: Unico }[] = [];
  /** Valid rows with a `Turma`, resolved below. */
  const comTurma: PedidoDeTurma[] = [];
  let jaCadastrados = 0;
  for (const l of lidas) {
    if (soNovas && l.cpf && cadastrados.has(chaveDoValor({ campo: CPF, valor: l.cpf }))) {
      jaCadastrados++;
      continue;
    }
    if ("problemas" in l.resultado) {
      for (const p of l.resultado.problemas) problema(l.linha, p);
      continue;
    }
    const { campos, escola, turma } = l.resultado;
    for (const u of unicosDe(campos)) {
      const chave = chaveDoValor(u);
      const antes = primeiraCom.get(chave);
      if (antes !== undefined) problema(l.linha, u.campo.chave === CPF.chave ? erros.cpfRepetido(antes) : erros.unicoRepetido(u.campo.rotulo, antes));
      else primeiraCom.set(chave, l.linha);
      if (cadastrados.has(chave)) deOutro.push({ linha: l.linha, unico: u });
    }
    validas.push({ ...campos, linha: l.linha, escolaNome: escola.nome, turma: null });
    if (turma) comTurma.push({ valida: validas.at(-1)!, escola, turma });
  }
  await resolverTurmas(ctx, comTurma, problema);

  // The students those values belong to: by a CPF, named for the roles that may see whole CPFs;
  // by the other numbers, their matrícula for the roles that may read the register (as the form
  // does, lib/alunos/unicos.ts). The roles that may import, today, are both: for them the problem
  // is a search by number, and it is recorded.
  const nomeiaCpf = pode(ctx.papel, "verCpf");
  const nomeia = (u: Unico) => (u.campo.chave === CPF.chave ? nomeiaCpf : pode(ctx.papel, "ler"));
  const aNomear = deOutro.filter((d) => nomeia(d.unico)).flatMap((d) => cadastrados.get(chaveDoValor(d.unico)) ?? []);
  const donos = aNomear.length > 0 ? await donosDosUnicos(ctx, [...new Set(aNomear)]) : new Map<string, Dono>();
  const nomeados = new Set<string>();
  for (const { linha, unico } of deOutro) {
    const id = cadastrados.get(chaveDoValor(unico));
    const dono = id && nomeia(unico) ? donos.get(id) : undefined;
    const confirmado = dono !== undefined && dono.valores[unico.campo.chave] === unico.valor;
    if (confirmado) nomeados.add(id!);
    if (unico.campo.chave === CPF.chave) problema(linha, confirmado ? planilhaTexts.cpfCadastradoPara(dono.nome, dono.matricula) : erros.cpfDeOutro);
    else problema(linha, alunoTexts.erros.unicoRepetido(unico.campo.rotulo, confirmado ? dono.matricula : null));
  }
  if (nomeados.size > 0) {
    await gravarAtividade(ctx, {
      tipo: "alunos.buscaPorCpf",
      alvo: { colecao: COLLECTIONS.alunos, id: "planilha", nome: null },
      detalhe: planilhaTexts.cpfsNaVerificacao(nomeados.size, opcoes.arquivo ?? ARQUIVO_SEM_NOME),
    });
  }

  // Possible duplicates: a student of the company (by index, 30 rows per query), or an earlier
  // line of the file, with the same name and birth date (or name and Filiação 1).
  const importaveis = validas.filter((v) => !porLinha.has(v.linha));
  const existentes = await possiveisDuplicadosEmLote(ctx, importaveis);
  const duplicados: DuplicadoDaLinha[] = [];
  const primeiraComNome = new Map<string, number>();
  importaveis.forEach((v, i) => {
    const daEmpresa = existentes.get(i) ?? [];
    for (const d of daEmpresa) duplicados.push({ linha: v.linha, texto: `${alunoTexts.possivelDuplicado(d.nome, d.matricula)}.`, href: `/alunos/${encodeURIComponent(d.id)}` });
    const chave = `${chaveDoNome(v.nome)}|${v.dataNascimento}`;
    const antes = primeiraComNome.get(chave);
    if (antes !== undefined) duplicados.push({ linha: v.linha, texto: planilhaTexts.avisosTexto.mesmaLinha(antes), href: null });
    else primeiraComNome.set(chave, v.linha);
    if (daEmpresa.length > 0 || antes !== undefined) v.duplicadoDe = { matriculas: daEmpresa.map((d) => d.matricula), linha: antes ?? null };
  });

  const problemas = [...porLinha.entries()].sort(([a], [b]) => a - b).flatMap(([linha, textos]) => textos.map((t) => planilhaTexts.linha(linha, t)));
  return { total: linhas.length, validas: importaveis, problemas, avisos: [], duplicados, ignoradas, jaCadastrados };
}
