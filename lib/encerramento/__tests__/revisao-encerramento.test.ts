import { encerrarAno } from "@/lib/encerramento/encerrar";
import { salvarNotas } from "@/lib/notas/escrita";
import { notasInput } from "@/lib/notas/schema";
import { boletimDoAluno } from "@/lib/boletins/dados";
import { atualizarEtapas } from "@/lib/anos-letivos/escrita";
import { lerAnoPorId } from "@/lib/anos-letivos/dados";
import { anoAtual, hoje } from "@/lib/campos/data";
import type { ShellContext } from "@/lib/shell/contexto";
import { contextoDeTeste as contexto, recusa } from "@/test/support/contexto";
import { closeTestApp, seedAlunos, seedAnoComTurmas, seedEscolas, testDb } from "@/test/support/firebase";

// Security review of issue 25 (closing the year). Each test states what SHOULD happen; today they
// fail, demonstrating the defect named in its title.

afterAll(closeTestApp);

function dia(deslocamento: number): string {
  const d = new Date(`${hoje()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + deslocamento);
  return d.toISOString().slice(0, 10);
}

const COMPONENTES = ["lingua-portuguesa", "matematica", "ciencias", "historia", "geografia", "arte", "educacao-fisica"];

async function escolaDoAno(ctx: ShellContext) {
  const [idEscola] = await seedEscolas(ctx.empresa.id, [{ nome: "Escola da Revisão" }]);
  const ano = await seedAnoComTurmas(ctx.empresa.id, idEscola!, { ano: anoAtual(), turmas: [{ nome: "5º ano A" }] });
  await testDb().doc(`anos_letivos/${ano.id}`).update({ tipoEtapas: "semestres", etapas: [{ inicio: dia(-60), fim: dia(-31) }, { inicio: dia(-30), fim: dia(-1) }] });
  const [turma] = ano.turmas as [(typeof ano.turmas)[number]];
  const [aluno] = await seedAlunos(ctx.empresa.id, [{ nome: "Ana Revisada", idEscola: idEscola!, turma, desde: dia(-60) }]);
  for (const idComponente of COMPONENTES) {
    for (const etapa of ["0", "1"]) {
      await salvarNotas(ctx, notasInput.parse({ idTurma: turma.id, idComponente, etapa, versao: 0, notas: [{ id: aluno!.id, nota: "8" }] }));
    }
  }
  return { ano, turma, aluno: aluno!.id };
}

const resultado = async (idTurma: string) => (await testDb().doc(`resultados/${idTurma}`).get()).get("alunos");

describe("revisão: encerramento", () => {
  // lib/encerramento/encerrar.ts:102-105 — the commit checks only the token, not that the mark is
  // still within its 5-minute lease; past it, salvarNotas/salvarChamada/enturmar treat the year as
  // open again (anoEmEncerramento), so a slow run commits results computed from grades since changed.
  it("a run whose mark expired (computation > 5 min) must not commit results that grades saved meanwhile contradict", async () => {
    const ctx = contexto();
    const { ano, turma, aluno } = await escolaDoAno(ctx);
    const seisMinutosAtras = new Date(Date.now() - 6 * 60_000);
    const fechamento = encerrarAno(ctx, ano.id, {
      agora: seisMinutosAtras,
      // Between the computation and the commit (the run took 6 minutes): the year looks open again.
      antesDoCommit: async () => {
        const nota = notasInput.parse({ idTurma: turma.id, idComponente: "matematica", etapa: "1", versao: 1, notas: [{ id: aluno, nota: "0" }] });
        await salvarNotas(contexto(ctx.empresa.id), nota);
      },
    });
    const r = await fechamento.then(() => "commit", (e: Error) => e.message);
    // Matemática is now (8 + 0) / 2 = 4,0: the student fails, yet the stored result says "aprovado".
    const boletim = await boletimDoAluno(ctx, aluno, ano.ano);
    const mat = boletim!.linhas.find((l) => l.componente === "Matemática");
    if (r === "commit") {
      expect({ media: mat!.media, situacao: (await resultado(turma.id))?.[aluno] }).toEqual({ media: "4,0", situacao: "reprovado" });
    }
    expect(r).not.toBe("commit");
  });

  // lib/anos-letivos/escrita.ts:76-95 (atualizarEtapas) checks neither a closed year nor one being
  // closed: the page hides `Editar` for a closed year, but a forged form edits it, rewriting every
  // boletim of a year that "takes no change" (columns, averages) under the stored final situation.
  it("a closed year's etapas cannot be edited (forged atualizarEtapasAction)", async () => {
    const ctx = contexto();
    const { ano, aluno } = await escolaDoAno(ctx);
    await encerrarAno(ctx, ano.id);
    const fechado = (await lerAnoPorId(contexto(ctx.empresa.id), ano.id))!;
    const bimestres = [
      { inicio: dia(-60), fim: dia(-46) },
      { inicio: dia(-45), fim: dia(-31) },
      { inicio: dia(-30), fim: dia(-16) },
      { inicio: dia(-15), fim: dia(-1) },
    ];
    const feito = await atualizarEtapas(ctx, { id: ano.id, versao: fechado.versao, ano: ano.ano, tipoEtapas: "bimestres", etapas: bimestres }).then(
      () => true,
      () => false,
    );
    const boletim = await boletimDoAluno(ctx, aluno, ano.ano);
    // After the forged edit: 4 columns, two of them empty, média "—", situação still "Aprovado".
    expect({ feito, colunas: boletim!.colunas.length, media: boletim!.linhas[0]!.media }).toEqual({ feito: false, colunas: 2, media: "8,0" });
  });

  it("a year being closed refuses an edit of its etapas (as grades, roll calls and enrolments wait)", async () => {
    const ctx = contexto();
    const { ano } = await escolaDoAno(ctx);
    await testDb().doc(`anos_letivos/${ano.id}`).update({ encerrandoDesde: new Date(), encerrando: "outro" });
    const atual = (await lerAnoPorId(contexto(ctx.empresa.id), ano.id))!;
    await recusa(atualizarEtapas(ctx, { id: ano.id, versao: atual.versao, ano: ano.ano, tipoEtapas: "semestres", etapas: [{ inicio: dia(-60), fim: dia(-20) }, { inicio: dia(-19), fim: dia(-1) }] }));
  });
});
