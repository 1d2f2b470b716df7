// The roll call's writes and what Home counts from them, through the domain functions themselves
// (lib/chamadas/escrita.ts `salvarChamada`, what `Salvar chamada` calls once the guard has checked
// the session, the company and the role), in this process on the run's emulators, with a
// secretary's context as the integration tests build it. The turmas are sementes.mjs's seedTurmas
// (school A: the measured turma of 40 students, 29 others of 35).
import { tsImport } from "tsx/esm/api";
import { mediana } from "./medidas.mjs";

const ts = (specifier) => tsImport(specifier, import.meta.url);

async function dominio(env) {
  Object.assign(process.env, env, { LOG_LEITURAS: "1" });
  const { salvarChamada } = await ts("../../lib/chamadas/escrita.ts");
  const { chamadaInput } = await ts("../../lib/chamadas/schema.ts");
  const { etapaDoDiaDeAula } = await ts("../../lib/regras/calendario.ts");
  const { hoje } = await ts("../../lib/infra/relogio.ts");
  const { contextoDeTeste } = await ts("../../test/support/contexto.ts");
  const { testDb } = await ts("../../test/support/firebase.ts");
  return { salvarChamada, chamadaInput, etapaDoDiaDeAula, hoje, testDb, contexto: (idEmpresa) => contextoDeTeste(idEmpresa, "secretaria") };
}


/** The value of `work` and the documents the data layer says it read meanwhile (its `[leituras]` lines). */
export async function contandoLeituras(work) {
  const original = console.log;
  let lidos = 0;
  console.log = (...args) => {
    const m = /^\[leituras\] \S+ (\d+)/.exec(String(args[0]));
    if (m) lidos += Number(m[1]);
    else original(...args);
  };
  try {
    return [await work(), lidos];
  } finally {
    console.log = original;
  }
}

/** The year's days of class up to today, newest first (the days a roll call may be saved). */
async function diasDeAula(d, idAnoLetivo) {
  const ano = (await d.testDb().doc(`anos_letivos/${idAnoLetivo}`).get()).data();
  const dias = [];
  for (let dia = new Date(`${d.hoje()}T00:00:00Z`); dia.getUTCFullYear() >= ano.ano; dia.setUTCDate(dia.getUTCDate() - 1)) {
    const iso = dia.toISOString().slice(0, 10);
    if (d.etapaDoDiaDeAula(ano.etapas, ano.especiais ?? [], iso) !== null) dias.push(iso);
  }
  return dias;
}

const marcas = (ids) => Object.entries(ids).map(([id, marca]) => ({ id, marca }));

/**
 * `Salvar chamada` for the measured turma of 40: on each of `runs` days of class (today and back),
 * a first save (3 absences) and then a change of 3 marks from the version saved: the milliseconds
 * of each, their p50, the documents read by each kind, and the counters of one student after (a
 * day for each save's day, never two). Then today's roll call for half of the other 29 turmas, for
 * Home's `Turmas sem chamada hoje`.
 */
export async function salvarChamadas(env, { idEmpresa, chamada }, runs = 10) {
  const d = await dominio(env);
  const dias = (await diasDeAula(d, chamada.idAnoLetivo)).slice(0, runs);
  if (dias.length === 0) return null;
  const [a, b, c, e, f] = chamada.alunos;
  const primeira = [];
  const mudanca = [];
  let lidos = { primeira: 0, mudanca: 0 };
  for (const dia of dias) {
    const pedido = (versao, m) => d.chamadaInput.parse({ idTurma: chamada.idTurma, dia, versao, marcas: marcas(m) });
    let started = performance.now();
    const [, n1] = await contandoLeituras(() => d.salvarChamada(d.contexto(idEmpresa), pedido(0, { [a]: "falta", [b]: "falta", [c]: "falta" })));
    primeira.push(performance.now() - started);
    started = performance.now();
    const [, n2] = await contandoLeituras(() => d.salvarChamada(d.contexto(idEmpresa), pedido(1, { [a]: "presente", [b]: "falta", [c]: "falta", [e]: "falta", [f]: "justificada" })));
    mudanca.push(performance.now() - started);
    lidos = { primeira: n1, mudanca: n2 };
  }
  const entrada = (await d.testDb().collection("enturmacoes").where("idAluno", "==", e).get()).docs[0].data();
  const contagem = Object.values(entrada.frequencia ?? {}).reduce((s, x) => ({ dias: s.dias + x.dias, faltas: s.faltas + x.faltas }), { dias: 0, faltas: 0 });
  if (dias[0] === d.hoje()) {
    for (const outra of chamada.outras.slice(0, Math.floor(chamada.outras.length / 2))) {
      await contandoLeituras(() => d.salvarChamada(d.contexto(idEmpresa), d.chamadaInput.parse({ idTurma: outra.idTurma, dia: dias[0], versao: 0, marcas: marcas({ [outra.alunos[0]]: "falta" }) })));
    }
  }
  const ms = (xs) => ({ p50: mediana(xs), min: Math.min(...xs), max: Math.max(...xs) });
  return { runs: dias.length, students: chamada.alunos.length, primeira: ms(primeira), mudanca: ms(mudanca), lidos, contagem, hoje: dias[0] === d.hoje() };
}
