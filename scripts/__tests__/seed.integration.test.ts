import { spawn } from "node:child_process";
import path from "node:path";
import { salvarNotas } from "@/lib/notas/escrita";
import { folhaDeNotasDoc, notasInput } from "@/lib/notas/schema";
import { idDaFolha } from "@/lib/notas/documento";
import { boletimDoAluno } from "@/lib/boletins/dados";
import { componentesPadrao } from "@/lib/turmas/componentes";
import type { CodigoEtapaDeEnsino } from "@/lib/regras/etapas-de-ensino";
import { formatarNota } from "@/lib/regras/notas";
import { anoAtual, hoje } from "@/lib/infra/relogio";
import type { ShellContext } from "@/lib/shell/contexto";
import { closeTestApp, testDb } from "@/test/support/firebase";

// The demo seed (scripts/stack/seed.mjs) as `npm run dev` runs it, on the emulators of the Jest run
// but in a project of its own (the demo's fixed ids stay out of the other suites' data): the grade
// sheets of issue 25 (one per component of each turma with grades, per etapa ended before today, a
// grade per student `Cursando`), the same at every run, and saved again through the app.

const root = path.resolve(__dirname, "..", "..");
const PROJETO = "demo-escolas-seed";
const EMPRESA = "emp-04";
let projetoDaSuite: string | undefined;

/** Runs seedDemo in a child process (the seed is an ES module that loads the app's TypeScript through tsx). */
function semear(): Promise<{ code: number | null; err: string; ms: number }> {
  const inicio = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", 'import { seedDemo } from "./scripts/stack/seed.mjs"; await seedDemo(process.env);'], {
      cwd: root,
      env: { ...process.env, FIREBASE_PROJECT_ID: PROJETO },
    });
    let err = "";
    child.stderr.on("data", (d) => (err += d));
    child.on("close", (code) => resolve({ code, err, ms: Date.now() - inicio }));
  });
}

type Folha = { id: string; data: Record<string, unknown> & { valores: Record<string, number> } };

async function folhas(): Promise<Folha[]> {
  const snap = await testDb().collection("notas").where("idEmpresa", "==", EMPRESA).get();
  return snap.docs.map((d) => ({ id: d.id, data: d.data() as Folha["data"] }));
}

/** The sheets the demo must have, from what else it stored: its turmas, their students `Cursando`, its years' ended etapas. */
async function esperadas(): Promise<Map<string, string[]>> {
  const db = testDb();
  const [turmas, entradas, anos] = await Promise.all([
    db.collection("turmas").where("idEmpresa", "==", EMPRESA).get(),
    db.collection("enturmacoes").where("idEmpresa", "==", EMPRESA).get(),
    db.collection("anos_letivos").where("idEmpresa", "==", EMPRESA).get(),
  ]);
  const etapasDoAno = new Map(anos.docs.map((d) => [d.id, d.get("etapas") as { fim: string }[]]));
  const mapa = new Map<string, string[]>();
  for (const t of turmas.docs) {
    const cursando = entradas.docs.filter((e) => e.get("idTurma") === t.id && e.get("situacao") === "cursando").map((e) => String(e.get("idAluno")));
    if (cursando.length === 0) continue;
    const encerradas = etapasDoAno.get(t.get("idAnoLetivo"))!.flatMap((e, i) => (e.fim < hoje() ? [String(i)] : []));
    for (const c of componentesPadrao(t.get("etapaDeEnsino") as CodigoEtapaDeEnsino)) {
      for (const etapa of encerradas) mapa.set(idDaFolha(t.id, c.id, etapa as "0"), [...cursando].sort());
    }
  }
  return mapa;
}

beforeAll(() => {
  // The app's modules (db(), the env they read once) and the test helpers point at the seed's project.
  projetoDaSuite = process.env.FIREBASE_PROJECT_ID;
  process.env.FIREBASE_PROJECT_ID = PROJETO;
});

afterAll(async () => {
  await closeTestApp();
  process.env.FIREBASE_PROJECT_ID = projetoDaSuite;
});

describe("the demo seed", () => {
  it("stores the turmas' components and a grade sheet per component and ended etapa, the same at every run; the app reads and saves them", async () => {
    const primeira = await semear();
    expect(primeira.err).toBe("");
    expect(primeira.code).toBe(0);

    // The turmas carry their etapa's default components, as criarTurma stores them (none in Educação Infantil).
    const turmas = await testDb().collection("turmas").where("idEmpresa", "==", EMPRESA).get();
    expect(turmas.size).toBeGreaterThan(0);
    for (const t of turmas.docs) expect(t.get("componentes")).toEqual(componentesPadrao(t.get("etapaDeEnsino")));

    const mapa = await esperadas();
    const antes = await folhas();
    expect(antes.map((f) => f.id).sort()).toEqual([...mapa.keys()].sort());
    const grades: number[] = [];
    for (const f of antes) {
      expect(f.data.etapa).not.toBe("rec");
      expect(folhaDeNotasDoc.safeParse(f.data).success).toBe(true);
      expect(f.data).toMatchObject({ idEmpresa: EMPRESA, versao: 1, salvaPor: expect.stringMatching(/^demo-(paulo|sofia)$/), salvaPorNome: expect.any(String) });
      expect(Object.keys(f.data.valores).sort()).toEqual(mapa.get(f.id));
      for (const v of Object.values(f.data.valores)) {
        expect(Number.isInteger(v) && v >= 0 && v <= 100).toBe(true);
        grades.push(v);
      }
    }
    if (grades.length > 0) {
      // Mostly 5,0–10,0, a few under 6,0 (the boletins with a weak component).
      const abaixoDe6 = grades.filter((v) => v < 60).length / grades.length;
      expect(grades.filter((v) => v >= 50).length / grades.length).toBeGreaterThan(0.95);
      expect(abaixoDe6).toBeGreaterThan(0.02);
      expect(abaixoDe6).toBeLessThan(0.2);
    }

    // A second run leaves the very same grades (deterministic).
    const segunda = await semear();
    expect(segunda.code).toBe(0);
    const depois = await folhas();
    expect(new Map(depois.map((f) => [f.id, f.data.valores]))).toEqual(new Map(antes.map((f) => [f.id, f.data.valores])));

    const alvo = antes.find((f) => f.data.etapa === "0");
    if (!alvo) return; // before the first bimestre ends, the demo has no grade yet
    const ctx: ShellContext = {
      session: { uid: "demo-sofia", email: "sofia@demo.escola", displayName: "Sofia Ramos", photoURL: null, sid: "s" },
      empresa: { id: EMPRESA, nome: "Colégio São Lucas" },
      papel: "secretaria",
    };
    // The boletim shows the seeded grades of the ended etapas.
    const [idAluno, nota] = Object.entries(alvo.data.valores)[0]!;
    const boletim = await boletimDoAluno(ctx, idAluno, anoAtual());
    const linha = boletim!.linhas.find((l) => l.componente === alvo.data.nomeComponente)!;
    expect(linha.etapas[0]).toBe(formatarNota(nota));

    // A later save through the app, opened at the seeded version 1, goes through.
    const outra = nota === 100 ? "9,5" : "10";
    const pedido = notasInput.parse({ idTurma: alvo.data.idTurma, idComponente: alvo.data.idComponente, etapa: "0", versao: 1, notas: [{ id: idAluno, nota: outra }] });
    expect(await salvarNotas(ctx, pedido)).toEqual({ versao: 2 });
    expect((await testDb().doc(`notas/${alvo.id}`).get()).data()!.valores[idAluno]).toBe(nota === 100 ? 95 : 100);
  }, 120_000);
});
