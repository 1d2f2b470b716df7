import { createHash } from "node:crypto";
import { emitirBoletim } from "@/lib/boletins/emissao";
import { arquivoDoDocumento, documentosDoAluno } from "@/lib/documentos/dados";
import { revogarDocumento } from "@/lib/documentos/revogacao";
import { anoAtual } from "@/lib/infra/relogio";
import { contextoDeTeste as contexto } from "@/test/support/contexto";
import { closeTestApp, seedAlunos, seedAnoComTurmas, seedEscolas, testDb } from "@/test/support/firebase";

// Issue 41, `Baixar boletim (PDF)` and `Baixar novamente`: a boletim is issued only when what it
// prints changed since the last one (else the last is given again, its very bytes and code); every
// issued document can be downloaded again, the same bytes, by the roles that see its code; the
// list says which boletim is current.

afterAll(closeTestApp);

const ANO = anoAtual();
const ORIGEM = "http://localhost:3000";

async function cenario(idEmpresa: string) {
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola das Vias", codigoInep: "35111111", municipio: "Campinas", uf: "SP" }]);
  const ano = await seedAnoComTurmas(idEmpresa, idEscola!, { ano: ANO, turmas: [{ nome: "5º ano A" }] });
  const [aluno] = await seedAlunos(idEmpresa, [{ nome: "Otávio Segunda Via", idEscola: idEscola!, turma: ano.turmas[0]!, desde: `${ANO}-02-02` }]);
  return { aluno: aluno! };
}

const boletinsDe = async (idAluno: string) => (await testDb().collection("documentos").where("idAluno", "==", idAluno).where("tipo", "==", "boletim").get()).docs;
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("one boletim per content", () => {
  it("two downloads of an unchanged boletim give one document, the same code and bytes; a change issues a new one, which becomes current", async () => {
    const ctx = contexto();
    const { aluno } = await cenario(ctx.empresa.id);
    const primeiro = await emitirBoletim(ctx, aluno.id, ANO, ORIGEM);
    const segundo = await emitirBoletim(ctx, aluno.id, ANO, ORIGEM);
    expect(primeiro).toMatchObject({ novo: true, nomeDoArquivo: `boletim-${ANO}-otavio-segunda-via.pdf` });
    expect(segundo).toMatchObject({ novo: false, codigo: primeiro!.codigo });
    expect(Buffer.from(segundo!.bytes).equals(Buffer.from(primeiro!.bytes))).toBe(true);
    expect(await boletinsDe(aluno.id)).toHaveLength(1);

    // What it prints changes (the student's name): a new boletim, the list says it is the current one.
    await testDb().doc(`alunos/${aluno.id}`).update({ nome: "Otávio Terceira Via" });
    const terceiro = await emitirBoletim(ctx, aluno.id, ANO, ORIGEM);
    expect(terceiro).toMatchObject({ novo: true });
    expect(terceiro!.codigo).not.toBe(primeiro!.codigo);
    expect(await boletinsDe(aluno.id)).toHaveLength(2);
    const lista = await documentosDoAluno(ctx, aluno.id);
    expect(lista.map((d) => [d.codigo, d.atual])).toEqual([
      [terceiro!.codigo, true],
      [primeiro!.codigo, false],
    ]);
  });

  it("downloads fired together give one document", async () => {
    const ctx = contexto();
    const { aluno } = await cenario(ctx.empresa.id);
    const todos = await Promise.all(Array.from({ length: 3 }, () => emitirBoletim(ctx, aluno.id, ANO, ORIGEM)));
    expect(new Set(todos.map((b) => b!.codigo)).size).toBe(1);
    expect(await boletinsDe(aluno.id)).toHaveLength(1);
  });

  it("the current boletim revoked: the next download issues a new one", async () => {
    const ctx = contexto();
    const { aluno } = await cenario(ctx.empresa.id);
    const primeiro = await emitirBoletim(ctx, aluno.id, ANO, ORIGEM);
    await revogarDocumento(contexto(ctx.empresa.id, "administrador"), { codigo: primeiro!.codigo, motivo: "emitidoPorEngano", observacao: null });
    const depois = await emitirBoletim(ctx, aluno.id, ANO, ORIGEM);
    expect(depois).toMatchObject({ novo: true });
    expect(depois!.codigo).not.toBe(primeiro!.codigo);
  });
});

describe("`Baixar novamente`", () => {
  it("gives the very bytes issued (the kept SHA-256), for the roles that see the code; never another company's, a professor's or another student's", async () => {
    const ctx = contexto();
    const { aluno } = await cenario(ctx.empresa.id);
    const emitido = await emitirBoletim(ctx, aluno.id, ANO, ORIGEM);
    // What the page prints changes later: the file given again is still the one issued.
    await testDb().doc(`alunos/${aluno.id}`).update({ nome: "Otávio Renomeado" });
    for (const papel of ["secretaria", "consulta", "administrador"] as const) {
      const arquivo = await arquivoDoDocumento(contexto(ctx.empresa.id, papel), aluno.id, emitido!.codigo);
      expect(arquivo).toMatchObject({ nomeDoArquivo: `boletim-${ANO}-otavio-segunda-via.pdf` });
      expect(sha256(arquivo!.bytes)).toBe((await testDb().doc(`documentos/${emitido!.codigo}`).get()).get("sha256"));
      expect(Buffer.from(arquivo!.bytes).equals(Buffer.from(emitido!.bytes))).toBe(true);
    }
    expect(await arquivoDoDocumento(contexto(ctx.empresa.id, "professor"), aluno.id, emitido!.codigo)).toBeNull();
    expect(await arquivoDoDocumento(contexto(), aluno.id, emitido!.codigo)).toBeNull();
    expect(await arquivoDoDocumento(ctx, "outro-aluno", emitido!.codigo)).toBeNull();
    expect(await arquivoDoDocumento(ctx, aluno.id, "../documentos/x")).toBeNull();
    // Bytes that no longer hash to the kept SHA-256 are never given out.
    await testDb().doc(`documentos_arquivos/${emitido!.codigo}`).update({ pdf: Buffer.from("%PDF-1.7 outro") });
    expect(await arquivoDoDocumento(ctx, aluno.id, emitido!.codigo)).toBeNull();
  });

  it("the list offers it for documents whose bytes are kept (a professor never: the code is theirs to see only masked)", async () => {
    const ctx = contexto();
    const { aluno } = await cenario(ctx.empresa.id);
    await emitirBoletim(ctx, aluno.id, ANO, ORIGEM);
    const [doc] = await documentosDoAluno(ctx, aluno.id);
    expect(doc).toMatchObject({ tipo: "boletim", arquivoGuardado: true, atual: true });
  });
});
