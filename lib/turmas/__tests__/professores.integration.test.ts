import { adicionarProfessor, removerProfessor } from "@/lib/turmas/escrita";
import { alterarPapel, removerMembro } from "@/lib/membros/escrita";
import { conviteInput } from "@/lib/membros/schema";
import { papelLabels } from "@/lib/empresas/papeis";
import { lerTurmaPorId, turmasDoProfessor } from "@/lib/turmas/dados";
import { salvarChamada } from "@/lib/chamadas/escrita";
import { chamadaInput } from "@/lib/chamadas/schema";
import { minhasTurmas } from "@/lib/chamadas/paineis";
import { historico } from "@/lib/atividades/dados";
import { anoAtual, hoje } from "@/lib/infra/relogio";
import { actionTexts, chamadaTexts, turmaTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { contextoDeTeste as contexto, recusa } from "@/test/support/contexto";
import { closeTestApp, createUser, link, seedAlunos, seedAnoComTurmas, seedEscolas, testDb, type TestUser } from "@/test/support/firebase";

// A turma's professors on the local database: only a member whose role is Professor is added; a
// professor's turmas; the roll call they may take (their turmas only, 7 days back); fired together,
// two additions both land.

afterAll(closeTestApp);

const erros = turmaTexts.professores.erros;
const ANO = anoAtual();
const HOJE = hoje();

/** The context of a user signed in with their own uid (as the shell would build it). */
const comoUsuario = (user: TestUser, idEmpresa: string, papel: ShellContext["papel"]): ShellContext => ({
  ...contexto(idEmpresa, papel),
  session: { uid: user.uid, email: user.email, displayName: user.displayName, photoURL: null, sid: "s" },
});

async function cenario() {
  const secretaria = contexto();
  const idEmpresa = secretaria.empresa.id;
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola dos Professores" }]);
  const ano = await seedAnoComTurmas(idEmpresa, idEscola!, { ano: ANO, turmas: [{ nome: "5º ano A" }, { nome: "5º ano B" }] });
  // Every day of the year is in an etapa, and today is a make-up day: today has class whatever the day.
  await testDb()
    .doc(`anos_letivos/${ano.id}`)
    .update({
      etapas: [
        { inicio: `${ANO}-01-01`, fim: `${ANO}-06-30` },
        { inicio: `${ANO}-07-01`, fim: `${ANO}-12-31` },
      ],
      especiais: [{ id: "hoje", de: HOJE, ate: HOJE, tipo: "letivoExtra", motivo: "Aula de hoje" }],
    });
  const [a, b] = ano.turmas as [(typeof ano.turmas)[number], (typeof ano.turmas)[number]];
  const [aluno] = await seedAlunos(idEmpresa, [{ nome: "Aluna da Turma A", idEscola: idEscola!, turma: a, desde: `${ANO}-01-01` }]);
  const professora = await createUser({ displayName: "Ana Souza" });
  await link(professora, [idEmpresa], { papel: "professor" });
  const outroProfessor = await createUser({ displayName: "Bruno Lima" });
  await link(outroProfessor, [idEmpresa], { papel: "professor" });
  const consulta = await createUser({ displayName: "Carla Consulta" });
  await link(consulta, [idEmpresa], { papel: "consulta" });
  return { secretaria, idEmpresa, idEscola: idEscola!, a, b, aluno: aluno!, professora, outroProfessor, consulta };
}

describe("a turma's professors", () => {
  it("adds a member whose role is Professor, by account, with the history; refuses anyone else and a second time", async () => {
    const { secretaria, a, professora, consulta } = await cenario();
    await adicionarProfessor(secretaria, a.id, professora.uid);
    expect((await lerTurmaPorId(secretaria, a.id))?.professores).toEqual([{ uid: professora.uid, nome: "Ana Souza" }]);
    expect((await recusa(adicionarProfessor(secretaria, a.id, professora.uid))).message).toBe(erros.jaNaTurma);
    expect((await recusa(adicionarProfessor(secretaria, a.id, consulta.uid))).message).toBe(erros.professor);
    expect((await recusa(adicionarProfessor(secretaria, a.id, "conta-que-nao-existe"))).message).toBe(erros.professor);
    const entradas = await historico(secretaria, a.id);
    expect(entradas.map((e) => [e.tipo, e.detalhe])).toEqual([["turma.professorAdicionado", "Ana Souza"]]);
  });

  it("a professor of another company is no professor here; another company's turma is not found", async () => {
    const { secretaria, a } = await cenario();
    const alheio = await cenario();
    expect((await recusa(adicionarProfessor(secretaria, a.id, alheio.professora.uid))).message).toBe(erros.professor);
    expect((await recusa(adicionarProfessor(alheio.secretaria, a.id, alheio.professora.uid))).message).toBe(turmaTexts.naoEncontrada);
  });

  it("two professors added at once both stay; removing one keeps the other", async () => {
    const { secretaria, a, professora, outroProfessor } = await cenario();
    await Promise.all([adicionarProfessor(secretaria, a.id, professora.uid), adicionarProfessor(contexto(secretaria.empresa.id), a.id, outroProfessor.uid)]);
    expect((await lerTurmaPorId(secretaria, a.id))?.professores.map((p) => p.nome).sort()).toEqual(["Ana Souza", "Bruno Lima"]);
    await removerProfessor(secretaria, a.id, professora.uid);
    expect((await lerTurmaPorId(secretaria, a.id))?.professores).toEqual([{ uid: outroProfessor.uid, nome: "Bruno Lima" }]);
    expect((await recusa(removerProfessor(secretaria, a.id, professora.uid))).message).toBe(erros.naoNaTurma);
  });
});

describe("what a professor reaches", () => {
  it("their turmas, with today's roll call pending then done; never another turma's roll call", async () => {
    const { secretaria, idEmpresa, a, b, aluno, professora } = await cenario();
    await adicionarProfessor(secretaria, a.id, professora.uid);
    const ela = comoUsuario(professora, idEmpresa, "professor");
    expect((await turmasDoProfessor(ela)).map((t) => t.nome)).toEqual(["5º ano A"]);
    expect(await minhasTurmas(comoUsuario(professora, idEmpresa, "professor"))).toEqual([expect.objectContaining({ nome: "5º ano A", escola: "Escola dos Professores", chamadaDeHoje: "pendente" })]);
    const pedido = (idTurma: string, dia = HOJE, marcas: { id: string; marca: "falta" }[] = []) => chamadaInput.parse({ idTurma, dia, versao: 0, marcas });
    await salvarChamada(ela, pedido(a.id, HOJE, [{ id: aluno.id, marca: "falta" }]));
    expect(await minhasTurmas(comoUsuario(professora, idEmpresa, "professor"))).toEqual([expect.objectContaining({ chamadaDeHoje: "feita" })]);
    expect((await recusa(salvarChamada(ela, pedido(b.id)))).message).toBe(actionTexts.semPermissao);
    expect((await testDb().collection("chamadas").where("idTurma", "==", b.id).get()).size).toBe(0);
    // Removed from the turma: nothing is theirs any more.
    await removerProfessor(secretaria, a.id, professora.uid);
    const depois = comoUsuario(professora, idEmpresa, "professor");
    expect(await turmasDoProfessor(depois)).toEqual([]);
    expect((await recusa(salvarChamada(depois, pedido(a.id)))).message).toBe(actionTexts.semPermissao);
  });

  it("keeps a professor to 7 days back; the secretaria may change any day of the year", async () => {
    const { secretaria, idEmpresa, a, professora } = await cenario();
    await adicionarProfessor(secretaria, a.id, professora.uid);
    const ela = comoUsuario(professora, idEmpresa, "professor");
    const antes = (dias: number) => {
      const d = new Date(`${HOJE}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() - dias);
      return d.toISOString().slice(0, 10);
    };
    // Days of class (Monday to Friday) inside this year only.
    const diaUtil = (minimo: number) => {
      for (let n = minimo; n < minimo + 7; n++) {
        const dia = antes(n);
        const semana = new Date(`${dia}T00:00:00Z`).getUTCDay();
        if (semana !== 0 && semana !== 6) return dia.startsWith(String(ANO)) ? dia : null;
      }
      return null;
    };
    const pedido = (dia: string) => chamadaInput.parse({ idTurma: a.id, dia, versao: 0, marcas: [] });
    const velho = diaUtil(8);
    if (velho) {
      expect((await recusa(salvarChamada(ela, pedido(velho)))).message).toBe(chamadaTexts.erros.prazo);
      await salvarChamada(secretaria, pedido(velho));
    }
    // The last weekday before today is at most 3 days back (a Friday seen on a Monday): theirs.
    const recente = diaUtil(1);
    if (recente) await salvarChamada(ela, pedido(recente));
  });
});

describe("a professor leaving the company or the role", () => {
  it("leaves every turma that named them: removed, or made secretaria", async () => {
    const { secretaria, idEmpresa, a, b, professora, outroProfessor } = await cenario();
    await adicionarProfessor(secretaria, a.id, professora.uid);
    await adicionarProfessor(secretaria, b.id, professora.uid);
    await adicionarProfessor(secretaria, a.id, outroProfessor.uid);
    const admin = { idEmpresa, uid: "admin-teste", nome: "Administradora Teste" };
    await removerMembro(admin, professora.uid);
    expect((await lerTurmaPorId(secretaria, a.id))?.professores).toEqual([{ uid: outroProfessor.uid, nome: "Bruno Lima" }]);
    expect((await lerTurmaPorId(secretaria, b.id))?.professores).toEqual([]);
    await alterarPapel(admin, outroProfessor.uid, "secretaria");
    expect((await lerTurmaPorId(secretaria, a.id))?.professores).toEqual([]);
  });
});

describe("the role in Configurações and the admin CLI", () => {
  it("an invitation and a change of role take `professor` (Professor); a member made Professor can be added to a turma", async () => {
    expect(conviteInput.parse({ email: "prof@escola.com.br", papel: "professor" })).toEqual({ email: "prof@escola.com.br", papel: "professor" });
    expect(papelLabels.professor).toBe("Professor");
    const { secretaria, idEmpresa, a, consulta } = await cenario();
    await alterarPapel({ idEmpresa, uid: "admin-teste", nome: "Administradora Teste" }, consulta.uid, "professor");
    await adicionarProfessor(secretaria, a.id, consulta.uid);
    expect((await lerTurmaPorId(secretaria, a.id))?.professores).toEqual([{ uid: consulta.uid, nome: "Carla Consulta" }]);
  });
});
