// Enturmação's writes, through the domain function itself (lib/enturmacoes/escrita.ts `enturmar`,
// what the `Enturmar selecionados` action calls once it has checked the role and the form), in this
// process on the run's emulators, with a secretary's context as the integration tests build it
// (test/support/contexto.ts). The turmas and students are sementes.mjs's seedTurmas (school B).
import { tsImport } from "tsx/esm/api";
import { cursandoDaTurma } from "./sementes.mjs";
import { mediana } from "./medidas.mjs";

const ts = (specifier) => tsImport(specifier, import.meta.url);

/** The domain's `enturmar` and a context maker, with the run's emulators in the environment. */
async function dominio(env) {
  // The app's server environment (lib/infra/env.ts): the project, the emulators, a session secret.
  Object.assign(process.env, env);
  const { enturmar } = await ts("../../lib/enturmacoes/escrita.ts");
  const { contextoDeTeste } = await ts("../../test/support/contexto.ts");
  return { enturmar, contexto: (idEmpresa) => contextoDeTeste(idEmpresa, "secretaria") };
}


/**
 * `Enturmar selecionados` with 40 students, one transaction each time, into a fresh turma of 40
 * places per run (`lotes`: seedTurmas'): the milliseconds of each run, their p50, min and max.
 */
export async function enturmarEmLote(env, { idEmpresa, lotes }) {
  const { enturmar, contexto } = await dominio(env);
  const ms = [];
  for (const { idTurma, alunos } of lotes) {
    const started = performance.now();
    const { enturmados } = await enturmar(contexto(idEmpresa), idTurma, alunos);
    ms.push(performance.now() - started);
    if (enturmados !== alunos.length) throw new Error(`enturmar: ${enturmados} of ${alunos.length} enrolled`);
  }
  const stored = await cursandoDaTurma(lotes[0].idTurma);
  return { runs: ms.length, students: lotes[0].alunos.length, p50: mediana(ms), min: Math.min(...ms), max: Math.max(...ms), stored };
}

/**
 * 40 `enturmar` calls fired together, one student each and each its own secretary, into a turma of
 * 30 places (`concorrencia`: seedTurmas'): how many succeeded, why the others were refused, and the
 * turma's stored `cursando` and true count after.
 */
export async function enturmarConcorrente(env, { idEmpresa, concorrencia: { idTurma, alunos } }) {
  const { enturmar, contexto } = await dominio(env);
  const started = performance.now();
  const results = await Promise.allSettled(alunos.map((id) => enturmar(contexto(idEmpresa), idTurma, [id])));
  const ms = performance.now() - started;
  const recusas = {};
  for (const r of results) if (r.status === "rejected") recusas[r.reason?.message ?? String(r.reason)] = (recusas[r.reason?.message ?? String(r.reason)] ?? 0) + 1;
  return { fired: alunos.length, ok: results.filter((r) => r.status === "fulfilled").length, recusas, ms, ...(await cursandoDaTurma(idTurma)) };
}
