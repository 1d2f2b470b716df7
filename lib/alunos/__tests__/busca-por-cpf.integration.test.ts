import { criarAluno } from "@/lib/alunos/escrita";
import { contarAlunos, listarAlunos } from "@/lib/alunos/dados";
import { type FiltroAlunos } from "@/lib/alunos/schema";
import { exportarAlunos } from "@/lib/alunos/planilha/exportar";
import { atividadeRecente, historico } from "@/lib/atividades/dados";
import { criarEscola } from "@/lib/escolas/escrita";
import type { Papel } from "@/lib/empresas/papeis";
import type { ShellContext } from "@/lib/shell/contexto";
import { closeTestApp, testDb, uniqueId } from "@/test/support/firebase";

// LGPD: a whole CPF typed in the list's search (or the export's) must not tell a role that may not
// see CPFs whether some student has it: with a masked CPF (***.456.003-**) leaving 1,000
// candidates, that answer let consulta recover a full CPF in 124 searches.

afterAll(closeTestApp);

const CPF = "52998224725";
const NINGUEM = "11144477735"; // a valid CPF no student has

function como(papel: Papel, idEmpresa: string): ShellContext {
  return { session: { uid: uniqueId(papel), email: `${papel}@teste.escola`, displayName: `Pessoa ${papel}`, photoURL: null, sid: "s" }, empresa: { id: idEmpresa, nome: "Empresa" }, papel };
}

async function empresaComAluno() {
  const idEmpresa = uniqueId("emp");
  const admin = como("administrador", idEmpresa);
  const idEscola = await criarEscola(admin, { nome: "Escola do CPF", telefone: undefined });
  const { id } = await criarAluno(admin, { nome: "Aluna Com CPF", dataNascimento: "2014-02-03", idEscola, cpf: CPF, responsavelNome: undefined, responsavelTelefone: undefined, responsavelEmail: null });
  return { idEmpresa, admin, idAluno: id };
}

const filtro = (busca: string): FiltroAlunos => ({ busca, idEscola: null, situacao: "todos" });
const first = { kind: "first" } as const;

async function exportado(ctx: ShellContext, busca: string): Promise<string> {
  return new Response(exportarAlunos(ctx, filtro(busca), "teste.csv")).text();
}

const entradasDeBusca = async (idEmpresa: string) =>
  (await testDb().collection("atividades").where("idEmpresa", "==", idEmpresa).where("tipo", "==", "alunos.buscaPorCpf").get()).docs.map((d) => d.data());

describe("a whole-CPF search", () => {
  it("finds nothing for consulta, exactly as for a CPF no one has (list, count and export)", async () => {
    const { idEmpresa } = await empresaComAluno();
    const consulta = como("consulta", idEmpresa);
    for (const busca of [CPF, "529.982.247-25", NINGUEM, "111.444.777-35"]) {
      expect((await listarAlunos(consulta, filtro(busca), first)).items).toEqual([]);
      expect(await contarAlunos(consulta, filtro(busca))).toEqual({ total: 0, aoMenos: false });
    }
    const comAluno = await exportado(consulta, "529.982.247-25");
    const semAluno = await exportado(consulta, "111.444.777-35");
    expect(comAluno).toBe(semAluno);
    expect(comAluno.trim().split("\r\n")).toHaveLength(1); // the header only
  });

  it("still finds the student for administrador and secretaria (list, count and export)", async () => {
    const { idEmpresa } = await empresaComAluno();
    for (const papel of ["administrador", "secretaria"] as const) {
      const ctx = como(papel, idEmpresa);
      expect((await listarAlunos(ctx, filtro("529.982.247-25"), first)).items.map((a) => a.nome)).toEqual(["Aluna Com CPF"]);
      expect(await contarAlunos(ctx, filtro(CPF))).toEqual({ total: 1, aoMenos: false });
      expect(await exportado(ctx, CPF)).toContain("Aluna Com CPF");
    }
  });

  it("is recorded in the company's activity (who, when, which student when found), never with the CPF, and administrators see it", async () => {
    const { idEmpresa, admin, idAluno } = await empresaComAluno();
    const secretaria = como("secretaria", idEmpresa);
    const consulta = como("consulta", idEmpresa);
    await listarAlunos(secretaria, filtro("529.982.247-25"), first);
    await listarAlunos(secretaria, filtro(NINGUEM), first);
    await exportado(secretaria, CPF);
    await listarAlunos(consulta, filtro(CPF), first);
    await listarAlunos(secretaria, filtro("Aluna"), first); // a name search is not recorded

    const entradas = await entradasDeBusca(idEmpresa);
    expect(entradas).toHaveLength(4);
    const texto = JSON.stringify(entradas);
    for (const pedaco of [CPF, NINGUEM, "529.982", "982.247", "247-25", "44477735"]) expect(texto).not.toContain(pedaco);
    const porQuem = (uid: string) => entradas.filter((e) => e.por === uid);
    expect(porQuem(secretaria.session.uid).filter((e) => e.alvo.id === idAluno)).toHaveLength(2);
    expect(porQuem(secretaria.session.uid).filter((e) => e.alvo.id !== idAluno)).toHaveLength(1);
    expect(porQuem(consulta.session.uid)).toHaveLength(1);
    expect(porQuem(consulta.session.uid)[0]!.alvo.id).not.toBe(idAluno); // nothing found, nothing said
    for (const e of entradas) expect(e.em).toBeTruthy();

    const recente = await atividadeRecente(admin);
    expect(recente.filter((a) => a.tipo === "alunos.buscaPorCpf")).toHaveLength(4);
    // The student's history keeps to changes of the record: accesses are the company's activity.
    expect((await historico(admin, idAluno)).map((e) => e.tipo)).toEqual(["aluno.criado"]);
  });
});
