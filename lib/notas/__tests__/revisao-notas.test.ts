import { salvarNotas } from "@/lib/notas/escrita";
import { notasInput } from "@/lib/notas/schema";
import { idDaFolha } from "@/lib/notas/documento";
import { anoAtual, hoje } from "@/lib/campos/data";
import { actionTexts } from "@/lib/messages";
import { contextoDeTeste as contexto, recusa } from "@/test/support/contexto";
import { closeTestApp, seedAlunos, seedAnoComTurmas, seedEscolas, testDb } from "@/test/support/firebase";

// Security review of issue 25: salvarNotasAction's guard is "conta" (every role), and salvarNotas
// (lib/notas/escrita.ts:70 and podeLancar, :38-44) lets through ANY role whose uid is in the turma's
// `professores` — it never checks that the role is `professor`. A `consulta` (read-only) who is still
// named on a turma saves grades. How one stays named: adicionarProfessor reads the member's role
// outside its transaction (lib/turmas/escrita.ts:148), so a role change professor→consulta running
// at the same moment does not see the new turma; and semProfessorNasTurmas removes at most
// TURMAS_DO_PROFESSOR (60) turmas, over every year. salvarChamada is safe only because its guard
// needs "chamada"; salvarNotas has no such floor.

afterAll(closeTestApp);

function dia(deslocamento: number): string {
  const d = new Date(`${hoje()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + deslocamento);
  return d.toISOString().slice(0, 10);
}

describe("revisão: quem lança notas", () => {
  it("a consulta still named on a turma (a slip, a race with a role change) is refused", async () => {
    const ctx = contexto();
    const [idEscola] = await seedEscolas(ctx.empresa.id, [{ nome: "Escola Revisão Notas" }]);
    const ano = await seedAnoComTurmas(ctx.empresa.id, idEscola!, { ano: anoAtual(), turmas: [{ nome: "5º ano A" }] });
    await testDb().doc(`anos_letivos/${ano.id}`).update({ tipoEtapas: "semestres", etapas: [{ inicio: dia(-100), fim: dia(-20) }, { inicio: dia(-19), fim: dia(0) }] });
    const turma = ano.turmas[0]!;
    const [aluno] = await seedAlunos(ctx.empresa.id, [{ nome: "Aluno Revisão", idEscola: idEscola!, turma, desde: dia(-100) }]);
    const consulta = contexto(ctx.empresa.id, "consulta");
    await testDb().doc(`turmas/${turma.id}`).update({ professores: [consulta.session.uid], nomesDosProfessores: { [consulta.session.uid]: "Ex-professora" } });
    const pedido = notasInput.parse({ idTurma: turma.id, idComponente: "matematica", etapa: "1", versao: 0, notas: [{ id: aluno!.id, nota: "2" }] });
    const erro = await salvarNotas(consulta, pedido).then(
      (r) => `saved ${JSON.stringify(r)}`,
      (e: Error) => e.message,
    );
    expect(erro).toBe(actionTexts.semPermissao);
    expect((await testDb().doc(`notas/${idDaFolha(turma.id, "matematica", "1")}`).get()).exists).toBe(false);
    void recusa;
  });
});
