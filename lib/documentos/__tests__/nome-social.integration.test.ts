import { emitirDocumento } from "@/lib/documentos/emissao";
import { emitirBoletim } from "@/lib/boletins/emissao";
import { verificarCodigo } from "@/lib/documentos/verificacao";
import { novoTokenDeCriacao } from "@/lib/infra/actions/criacao";
import { anoAtual } from "@/lib/infra/relogio";
import { contextoDeTeste as contexto } from "@/test/support/contexto";
import { closeTestApp, seedAlunos, seedAnoComTurmas, seedEscolas, testDb } from "@/test/support/firebase";
import { textoDoPdf } from "@/test/support/texto-do-pdf";

// Issue 43, the nome social on official documents: "the civil name stays on official documents
// beside it". The declarations' sentence and the boletim's `Aluno(a)` print the civil name with
// the nome social beside it; the public check names the civil name and lists the nome social among
// the facts; the file's name keeps the civil name. Without a nome social, nothing changes.

afterAll(closeTestApp);

const ANO = anoAtual();
const ORIGEM = "http://localhost:3000";

async function cenario(nomeSocial: string | null) {
  const ctx = contexto();
  const [idEscola] = await seedEscolas(ctx.empresa.id, [{ nome: "Escola Estadual Rui Barbosa" }]);
  const ano = await seedAnoComTurmas(ctx.empresa.id, idEscola!, { ano: ANO, turmas: [{ nome: "5º ano A" }] });
  const [aluno] = await seedAlunos(ctx.empresa.id, [{ nome: "Maria da Silva", idEscola: idEscola!, dataNascimento: "2015-03-10", turma: ano.turmas[0]!, desde: `${ANO}-02-02` }]);
  if (nomeSocial) await testDb().doc(`alunos/${aluno!.id}`).update({ nomeSocial });
  return { ctx, aluno: aluno! };
}

const texto = (bytes: Uint8Array) => textoDoPdf(bytes).paginas.join(" ").replace(/\s+/g, " ");

describe("the nome social on documents", () => {
  it("a declaration prints the civil name with the nome social beside it; the check names the civil name and lists the nome social", async () => {
    const { ctx, aluno } = await cenario("Mário da Silva");
    const emitido = await emitirDocumento(ctx, { tipo: "matricula", idAluno: aluno.id, origem: ORIGEM, token: novoTokenDeCriacao() });
    expect(texto(emitido.bytes)).toContain("que Maria da Silva (nome social: Mário da Silva), matrícula");
    expect(emitido.nomeDoArquivo).toBe("declaracao-de-matricula-maria-da-silva.pdf");
    const verificado = await verificarCodigo(emitido.codigo);
    expect(verificado!.nomeAluno).toBe("Maria da Silva");
    expect(verificado!.fatos.slice(0, 2)).toEqual([
      { rotulo: "Matrícula", valor: aluno.matricula },
      { rotulo: "Nome social", valor: "Mário da Silva" },
    ]);
  });

  it("the boletim prints the civil name with the nome social beside it", async () => {
    const { ctx, aluno } = await cenario("Mário da Silva");
    const emitido = await emitirBoletim(ctx, aluno.id, ANO, ORIGEM);
    expect(texto(emitido!.bytes)).toContain("Maria da Silva (nome social: Mário da Silva)");
    expect(emitido!.nomeDoArquivo).toBe(`boletim-${ANO}-maria-da-silva.pdf`);
    const verificado = await verificarCodigo(emitido!.codigo);
    expect(verificado!.nomeAluno).toBe("Maria da Silva");
    expect(verificado!.fatos).toEqual(expect.arrayContaining([{ rotulo: "Nome social", valor: "Mário da Silva" }]));
  });

  it("without a nome social, the civil name alone and no such fact", async () => {
    const { ctx, aluno } = await cenario(null);
    const emitido = await emitirDocumento(ctx, { tipo: "matricula", idAluno: aluno.id, origem: ORIGEM, token: novoTokenDeCriacao() });
    expect(texto(emitido.bytes)).toContain("que Maria da Silva, matrícula");
    expect((await verificarCodigo(emitido.codigo))!.fatos.map((f) => f.rotulo)).not.toContain("Nome social");
  });
});
