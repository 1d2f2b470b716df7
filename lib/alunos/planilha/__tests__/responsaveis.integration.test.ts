import { verificarPlanilha } from "@/lib/alunos/planilha/verificar";
import { continuarImportacao, iniciarImportacao, prepararImportacao } from "@/lib/alunos/planilha/importacao";
import { exportarAlunos } from "@/lib/alunos/planilha/exportar";
import { CABECALHO_DA_EXPORTACAO } from "@/lib/alunos/planilha/escrever";
import { campoDaColuna } from "@/lib/alunos/planilha/colunas";
import type { ShellContext } from "@/lib/shell/contexto";
import { closeTestApp, cpfDeTeste, readAlunos } from "@/test/support/firebase";
import { arquivo, empresaComEscolas, textoDe } from "./preparo";

// Issue 43: a spreadsheet's responsáveis, `Responsável 1 …` and `Responsável 2 …` (Nome,
// Parentesco, CPF, Telefone, E-mail, Responsável legal), in the check, the import and the export;
// a file of before (`Responsável`, `Telefone do responsável`…) still gives its guardian as the
// first responsável. The tests' day is fixed (2026-05-12): a student born in 2015 is a minor.

afterAll(closeTestApp);

const R = (n: number, campo: string) => `Responsável ${n} ${campo}`;
const CAMPOS = ["Nome", "Parentesco", "CPF", "Telefone", "E-mail", "Responsável legal"];
const CABECALHO = ["Nome completo", "Data de nascimento", "Escola", ...CAMPOS.map((c) => R(1, c)), ...CAMPOS.map((c) => R(2, c))];
/** The first responsável's name and contacts keep issue 12's titles in the export (`Responsável 1 Nome`… read as theirs). */
const NA_EXPORTACAO: Record<string, string> = { "Responsável 1 Nome": "Nome do responsável", "Responsável 1 Telefone": "Telefone do responsável", "Responsável 1 E-mail": "E-mail do responsável" };
const formatado = (cpf: string) => cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, "$1.$2.$3-$4");

async function importar(ctx: ShellContext, bytes: Uint8Array) {
  const v = await verificarPlanilha(ctx, bytes);
  expect(v.problemas).toEqual([]);
  const id = await prepararImportacao(ctx, "responsaveis.csv", v.validas);
  await continuarImportacao(id, await iniciarImportacao(ctx, id));
}

const guardados = async (ctx: ShellContext, nome: string) => (await readAlunos(ctx.empresa.id)).find((a) => a.nome === nome)?.responsaveis;

describe("a spreadsheet's responsáveis", () => {
  it("reads `Responsável 1 …` and `Responsável 2 …` (a parentesco by its word or code, Sim/Não) and imports them in order", async () => {
    const { ctx } = await empresaComEscolas();
    const [cpf1, cpf2] = [cpfDeTeste(31_415), cpfDeTeste(27_182)];
    await importar(
      ctx,
      arquivo(
        [
          ["Caio Duas Famílias", "10/03/2015", "Escola Sul", "Rita Lima", "mãe", formatado(cpf1), "(11) 98765-4321", "rita@exemplo.com.br", "", "Jorge Lima", "pai", cpf2, "11 3456-7890", "", "Não"],
          // Only a second one: it is the first of the list.
          ["Bia Só Segundo", "10/03/2015", "Escola Sul", "", "", "", "", "", "", "Ana Reis", "Avó/Avô", "", "", "", "sim"],
          // None.
          ["Davi Sem Ninguém", "10/03/2015", "Escola Sul", "", "", "", "", "", "", "", "", "", "", "", ""],
        ],
        CABECALHO,
      ),
    );
    expect(await guardados(ctx, "Caio Duas Famílias")).toEqual([
      // The first one is the responsável legal unless said otherwise (as on `Novo aluno`).
      { nome: "Rita Lima", parentesco: "mae", cpf: cpf1, telefone: "11987654321", email: "rita@exemplo.com.br", legal: true, buscar: false, moraJunto: false },
      { nome: "Jorge Lima", parentesco: "pai", cpf: cpf2, telefone: "1134567890", email: null, legal: false, buscar: false, moraJunto: false },
    ]);
    expect(await guardados(ctx, "Bia Só Segundo")).toEqual([{ nome: "Ana Reis", parentesco: "avo", cpf: null, telefone: null, email: null, legal: true, buscar: false, moraJunto: false }]);
    expect(await guardados(ctx, "Davi Sem Ninguém")).toEqual([]);
  });

  it("reads a file of before (`Responsável`, `Telefone do responsável`, `E-mail do responsável`) as the first responsável, its responsável legal", async () => {
    const { ctx } = await empresaComEscolas();
    expect(["Responsável", "Nome do responsável", "Telefone do responsável", "E-mail do responsável"].map(campoDaColuna)).toEqual(["responsavelNome", "responsavelNome", "responsavelTelefone", "responsavelEmail"]);
    await importar(ctx, arquivo([["Elis Antiga", "10/03/2015", "Escola Norte", "Marta Souza", "(11) 98888-7777", "marta@exemplo.com.br"]], ["Nome completo", "Data de nascimento", "Escola", "Responsável", "Telefone do responsável", "E-mail do responsável"]));
    expect(await guardados(ctx, "Elis Antiga")).toEqual([{ nome: "Marta Souza", parentesco: null, cpf: null, telefone: "11988887777", email: "marta@exemplo.com.br", legal: true, buscar: false, moraJunto: false }]);
  });

  it("says each responsável's problem on its line (a CPF's check digits, a name by the Censo's rule, Sim/Não, a minor without a responsável legal); nothing is ready", async () => {
    const { ctx } = await empresaComEscolas();
    const linha = (r1: string[], r2: string[], nascimento = "10/03/2015") => ["Aluno Com Problema", nascimento, "Escola Sul", ...r1, ...r2];
    const vazio = ["", "", "", "", "", ""];
    const v = await verificarPlanilha(
      ctx,
      arquivo(
        [
          linha(["Rita Lima", "Mãe", "", "", "", ""], ["Jorge Lima", "Pai", "123.456.789-00", "", "", ""]),
          linha(["Rita Lima", "Mãe", "", "", "", "talvez"], vazio),
          linha(["Rita Lima", "Mãe", "", "", "", ""], ["Jooooorge", "", "", "", "", ""]),
          linha(["Rita Lima", "Prima", "", "", "", ""], vazio),
          // A minor whose only responsável is not its responsável legal; an adult's is fine.
          linha(["Rita Lima", "Mãe", "", "", "", "Não"], vazio),
          linha(["Rita Lima", "Mãe", "", "", "", "Não"], vazio, "10/03/2000"),
        ],
        CABECALHO,
      ),
    );
    expect(v.problemas).toEqual([
      "Linha 2: Responsável 2: CPF inválido.",
      "Linha 3: Responsável 1: Responsável legal: informe Sim ou Não.",
      expect.stringMatching(/^Linha 4: Responsável 2: Nome: .+/),
      "Linha 5: Responsável 1: Escolha o parentesco.",
      "Linha 6: Informe ao menos um responsável legal: o aluno é menor de 18 anos.",
    ]);
    expect(v.validas.map((l) => l.linha)).toEqual([7]);
  });

  it("exports them: whole to administrador and secretaria, without CPFs and contacts to consulta; and imports back unchanged", async () => {
    const origem = await empresaComEscolas();
    const cpf2 = cpfDeTeste(16_180);
    await importar(
      origem.ctx,
      arquivo([["Gil Exportado", "10/03/2015", "Escola Sul", "Rita Lima", "Mãe", "", "(11) 98765-4321", "rita@exemplo.com.br", "Sim", "Jorge Lima", "Pai", cpf2, "", "jorge@exemplo.com.br", "Não"]], CABECALHO),
    );
    const filtro = { busca: "", idEscola: null, situacao: "todos" } as const;
    const linhaDe = async (papel: "secretaria" | "consulta") => {
      const [, registro] = (await textoDe(exportarAlunos({ ...origem.ctx, papel }, filtro, "a.csv"))).split("\r\n");
      const celulas = registro!.split(";");
      return CABECALHO.slice(3).map((t) => celulas[CABECALHO_DA_EXPORTACAO.indexOf(NA_EXPORTACAO[t] ?? t)]);
    };
    expect(await linhaDe("secretaria")).toEqual(["Rita Lima", "Mãe", "", "(11) 98765-4321", "rita@exemplo.com.br", "Sim", "Jorge Lima", "Pai", formatado(cpf2), "", "jorge@exemplo.com.br", "Não"]);
    expect(await linhaDe("consulta")).toEqual(["Rita Lima", "Mãe", "", "", "", "Sim", "Jorge Lima", "Pai", "", "", "", "Não"]);

    const exportado = await textoDe(exportarAlunos(origem.ctx, filtro, "a.csv"));
    const destino = await empresaComEscolas();
    await importar(destino.ctx, new TextEncoder().encode(exportado));
    expect(await guardados(destino.ctx, "Gil Exportado")).toEqual(await guardados(origem.ctx, "Gil Exportado"));
  });

  it("reads and exports each responsável's Autorizado a buscar o aluno and Mora com o aluno (Sim or Não; blank: Não)", async () => {
    const { ctx } = await empresaComEscolas();
    const titulos = ["Nome completo", "Data de nascimento", "Escola", R(1, "Nome"), R(1, "Autorizado a buscar o aluno"), R(1, "Mora com o aluno"), R(2, "Nome"), R(2, "Autorizado a buscar o aluno")];
    await importar(ctx, arquivo([["Lia Buscada", "10/03/2015", "Escola Norte", "Rita Lima", "Sim", "sim", "Jorge Lima", ""]], titulos));
    expect(await guardados(ctx, "Lia Buscada")).toEqual([
      expect.objectContaining({ nome: "Rita Lima", legal: true, buscar: true, moraJunto: true }),
      expect.objectContaining({ nome: "Jorge Lima", legal: false, buscar: false, moraJunto: false }),
    ]);
    const [cabecalho, registro] = (await textoDe(exportarAlunos(ctx, { busca: "", idEscola: null, situacao: "todos" }, "a.csv"))).replace(/^\uFEFF/, "").split("\r\n");
    const celula = (titulo: string) => registro!.split(";")[cabecalho!.split(";").indexOf(titulo)];
    expect([R(1, "Autorizado a buscar o aluno"), R(1, "Mora com o aluno"), R(2, "Autorizado a buscar o aluno"), R(2, "Mora com o aluno")].map(celula)).toEqual(["Sim", "Sim", "Não", "Não"]);
  });
});
