// The demo school year of Carla's company (emp-04): each active school has the current year
// `Em andamento` (4 bimestres), 2 to 4 turmas, and its active students enrolled in them, a few left
// without a turma (the `Enturmar alunos` screen's candidates). Only the plan lives here (ids, dates,
// who goes where); seed.mjs builds the documents with the app's own modules. Deterministic.
import { alunos, escolas } from "./demo-data.mjs";

export const EMPRESA_DO_ANO = "emp-04";

/** Active students of each school left without a turma. */
export const SEM_TURMA_POR_ESCOLA = 3;

export const VAGAS = 30;

/** The demo professor (demo-data.mjs): the professor of the turmas of the company's first active school. */
export const PROFESSOR_DEMO = { uid: "demo-paulo", nome: "Paulo Mendes" };

// The bimestres as MM-DD (those of 2026): a start that falls on a weekend moves to the next
// Monday, an end to the previous Friday, so any year looks like a real calendar.
const BIMESTRES = [
  ["02-02", "04-17"],
  ["04-22", "07-08"],
  ["07-27", "10-02"],
  ["10-05", "12-18"],
];

function diaUtil(ano, mmdd, passo) {
  const dia = new Date(`${ano}-${mmdd}T00:00:00Z`);
  while (dia.getUTCDay() === 0 || dia.getUTCDay() === 6) dia.setUTCDate(dia.getUTCDate() + passo);
  return dia.toISOString().slice(0, 10);
}

/** The year's 4 bimestres, as stored ({ inicio, fim }, YYYY-MM-DD). */
export const etapasDoAno = (ano) => BIMESTRES.map(([inicio, fim]) => ({ inicio: diaUtil(ano, inicio, 1), fim: diaUtil(ano, fim, -1) }));

const MATUTINO = { turno: "matutino", inicioAulas: "07:30", fimAulas: "12:00" };
const VESPERTINO = { turno: "vespertino", inicioAulas: "13:00", fimAulas: "17:30" };
const INTEGRAL = { turno: "integral", inicioAulas: "07:30", fimAulas: "16:30" };

/** A school's turmas, by its position among the active schools (cycled); the infant-education centre gets its own. */
const TURMAS_EF = [
  [
    { nome: "1º ano A", etapaDeEnsino: "ef-1", ...MATUTINO },
    { nome: "5º ano A", etapaDeEnsino: "ef-5", ...MATUTINO },
    { nome: "5º ano B", etapaDeEnsino: "ef-5", ...VESPERTINO },
    { nome: "9º ano A", etapaDeEnsino: "ef-9", ...VESPERTINO },
  ],
  [
    { nome: "2º ano A", etapaDeEnsino: "ef-2", ...MATUTINO },
    { nome: "6º ano A", etapaDeEnsino: "ef-6", ...VESPERTINO },
  ],
  [
    { nome: "3º ano A", etapaDeEnsino: "ef-3", ...MATUTINO },
    { nome: "4º ano A", etapaDeEnsino: "ef-4", ...MATUTINO },
    { nome: "7º ano A", etapaDeEnsino: "ef-7", ...VESPERTINO },
  ],
];
const TURMAS_EI = [
  { nome: "Creche A", etapaDeEnsino: "ei-creche", ...INTEGRAL },
  { nome: "Pré-escola A", etapaDeEnsino: "ei-pre-escola", ...MATUTINO },
  { nome: "Pré-escola B", etapaDeEnsino: "ei-pre-escola", ...VESPERTINO },
];

const escolasDoAno = escolas.filter((e) => e.idEmpresa === EMPRESA_DO_ANO && e.ativa);

/**
 * Per active school of the company: its turmas ({ docId, nome, etapaDeEnsino, turno, vagas,
 * inicioAulas, fimAulas }) and its enrolments ({ docId, idAluno, idTurma }): the school's active
 * students, in the seed's order, dealt round-robin to its turmas (never past `vagas`), the last
 * SEM_TURMA_POR_ESCOLA of them left out.
 */
export function planoDoAno(ano) {
  return escolasDoAno.map((escola, k) => {
    const modelos = escola.nome.startsWith("Centro de Educação Infantil") ? TURMAS_EI : TURMAS_EF[k % TURMAS_EF.length];
    const turmas = modelos.map((modelo, n) => ({
      docId: `demo-turma-${escola.docId.replace(/^demo-escola-/, "")}-${ano}-${n + 1}`,
      ...modelo,
      vagas: VAGAS,
    }));
    const ativos = alunos.filter((a) => a.idEscola === escola.docId && a.situacao === "ativo");
    const aEnturmar = ativos.slice(0, Math.max(0, ativos.length - SEM_TURMA_POR_ESCOLA));
    const ocupadas = turmas.map(() => 0);
    const enturmacoes = [];
    for (const [j, aluno] of aEnturmar.entries()) {
      const n = turmas.findIndex((_, d) => ocupadas[(j + d) % turmas.length] < VAGAS);
      if (n === -1) break; // every turma full: the rest stay candidates
      const t = (j + n) % turmas.length;
      ocupadas[t] += 1;
      enturmacoes.push({ docId: `demo-enturmacao-${ano}-${aluno.docId}`, idAluno: aluno.docId, idTurma: turmas[t].docId });
    }
    return { escola, turmas, enturmacoes };
  });
}
