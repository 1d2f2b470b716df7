import { createHash } from "node:crypto";
import { emitirFichaDeMatricula } from "@/lib/documentos/ficha-de-matricula";
import { arquivoDoDocumento } from "@/lib/documentos/dados";
import { excluirAluno } from "@/lib/alunos/escrita";
import { conferirArquivo, verificarCodigo } from "@/lib/documentos/verificacao";
import { documentoDoc } from "@/lib/documentos/schema";
import { codigoEmGrupos } from "@/lib/documentos/codigo";
import { historico } from "@/lib/atividades/dados";
import { actionTexts, alunoTexts, documentoTexts } from "@/lib/messages";
import { novoTokenDeCriacao } from "@/lib/infra/actions/criacao";
import { contextoDeTeste as contexto, recusa } from "@/test/support/contexto";
import { closeTestApp, seedAlunos, seedEscolas, testDb } from "@/test/support/firebase";
import { textoDoPdf } from "@/test/support/texto-do-pdf";
import { fixarHoje } from "@/test/support/hoje";

// `Ficha de matrícula (PDF)` (issue 43) on the local database: issued as a verifiable document
// (the code, the QR's address, the very bytes' SHA-256, the activity), its text the record's
// sections with the signature lines, the nome social beside the civil name, the public check
// showing the student's identity only (never the record's sensitive fields), and the refusals
// (consulta, a professor, another company's student, a form without its token) writing nothing.

fixarHoje("2026-05-12");
afterAll(closeTestApp);

const ORIGEM = "http://localhost:3000";

async function cenario(ctx: ReturnType<typeof contexto>) {
  const [idEscola] = await seedEscolas(ctx.empresa.id, [{ nome: "Escola Estadual Rui Barbosa", codigoInep: "35123456", municipio: "Campinas", uf: "SP" }]);
  const [aluno] = await seedAlunos(ctx.empresa.id, [
    { nome: "Maria da Conceição Araújo", idEscola: idEscola!, dataNascimento: "2015-03-10", cpf: "529.982.247-25", responsavelNome: "Ana Araújo", responsavelTelefone: "11987654321" },
  ]);
  await testDb().doc(`alunos/${aluno!.id}`).update({ nomeSocial: "Mário Araújo", corRaca: "3", sexo: "2", cep: "13010100" });
  return { idEscola: idEscola!, aluno: aluno! };
}

const documentosDe = async (idAluno: string) => (await testDb().collection("documentos").where("idAluno", "==", idAluno).get()).docs;

describe("issuing the ficha de matrícula", () => {
  it("prints the record's sections and the signature lines on A4 with the code; keeps the hash; the check shows only the student's identity", async () => {
    const ctx = contexto();
    const { aluno, idEscola } = await cenario(ctx);
    // Not in any turma: a ficha is filled at enrolment.
    const emitido = await emitirFichaDeMatricula(ctx, { tipo: "fichaDeMatricula", idAluno: aluno.id, origem: ORIGEM, token: novoTokenDeCriacao() });
    expect(emitido.nomeDoArquivo).toBe("ficha-de-matricula-maria-da-conceicao-araujo.pdf");

    const guardado = (await testDb().doc(`documentos/${emitido.codigo}`).get()).data();
    expect(documentoDoc.safeParse(guardado).success).toBe(true);
    expect(guardado).toMatchObject({ idEmpresa: ctx.empresa.id, idEscola, idAluno: aluno.id, idTurma: null, tipo: "fichaDeMatricula", nomeAluno: "Maria da Conceição Araújo" });
    expect(guardado!.sha256).toBe(createHash("sha256").update(emitido.bytes).digest("hex"));
    expect(guardado!.fatos).toEqual([
      { rotulo: "Matrícula", valor: aluno.matricula },
      { rotulo: "Nome social", valor: "Mário Araújo" },
      { rotulo: "Data de nascimento", valor: "10/03/2015" },
    ]);
    // The check keeps no CPF, no Cor/raça, no address.
    expect(JSON.stringify(guardado)).not.toMatch(/52998224725|529\.982|Parda|13010/);

    const { paginas, tamanhos } = textoDoPdf(emitido.bytes);
    expect(tamanhos[0]).toEqual({ largura: expect.closeTo(595.28, 0) as number, altura: expect.closeTo(841.89, 0) as number });
    const texto = paginas.join(" ").replace(/\s+/g, " ");
    for (const trecho of [
      "Escola Estadual Rui Barbosa",
      "Código INEP: 35123456",
      "FICHA DE MATRÍCULA",
      "Identificação",
      "Nome completo: Maria da Conceição Araújo",
      `Matrícula: ${aluno.matricula}`,
      "Nome social: Mário Araújo",
      "Cor/raça: Parda",
      "Filiação e responsáveis",
      "Documentos",
      "CPF: 529.982.247-25",
      "Endereço",
      "CEP: 13010-100",
      "Assinatura do(a) responsável legal",
      "Assinatura da secretaria escolar",
      codigoEmGrupos(emitido.codigo),
      `${ORIGEM}/verificar/${emitido.codigo}`,
    ]) {
      expect(texto).toContain(trecho);
    }
    // Every page carries the verification footer.
    for (const pagina of paginas) expect(pagina.replace(/\s+/g, " ")).toContain(codigoEmGrupos(emitido.codigo));

    const verificado = await verificarCodigo(emitido.codigo);
    expect(verificado).toMatchObject({ tipo: "fichaDeMatricula", nomeAluno: "Maria da Conceição Araújo", escola: { nome: "Escola Estadual Rui Barbosa" }, revogadoEm: null });
    expect(await conferirArquivo(emitido.codigo, emitido.bytes)).toBe("identico");

    const [entrada] = await historico(ctx, aluno.id, 5);
    expect(entrada).toMatchObject({ tipo: "documento.emitido", detalhe: documentoTexts.detalhe("Ficha de matrícula", codigoEmGrupos(emitido.codigo)) });
  });

  it("gives the same document for the same form sent again", async () => {
    const ctx = contexto();
    const { aluno } = await cenario(ctx);
    const token = novoTokenDeCriacao();
    const primeiro = await emitirFichaDeMatricula(ctx, { tipo: "fichaDeMatricula", idAluno: aluno.id, origem: ORIGEM, token });
    const segundo = await emitirFichaDeMatricula(ctx, { tipo: "fichaDeMatricula", idAluno: aluno.id, origem: ORIGEM, token });
    expect(segundo.codigo).toBe(primeiro.codigo);
    expect(Buffer.from(segundo.bytes).equals(Buffer.from(primeiro.bytes))).toBe(true);
    expect(await documentosDe(aluno.id)).toHaveLength(1);
  });

  it("prints the stored responsáveis list, one block each with its marks", async () => {
    const ctx = contexto();
    const { aluno } = await cenario(ctx);
    await testDb().doc(`alunos/${aluno.id}`).update({
      responsaveis: [{ nome: "Ana Araújo", parentesco: "mae", telefone: "11987654321", legal: true, buscar: true, moraJunto: true }],
    });
    const emitido = await emitirFichaDeMatricula(ctx, { tipo: "fichaDeMatricula", idAluno: aluno.id, origem: ORIGEM, token: novoTokenDeCriacao() });
    const texto = textoDoPdf(emitido.bytes).paginas.join(" ").replace(/\s+/g, " ");
    expect(texto).toContain("Responsável 1 Nome: Ana Araújo Parentesco: Mãe");
    expect(texto).toContain("Responsável legal: Sim Autorizado a buscar o aluno: Sim Mora com o aluno: Sim");
    expect(texto).toContain("Filiação e responsáveis");
  });

  it("refuses consulta, a professor, another company's student and a form without its token, writing nothing", async () => {
    const ctx = contexto();
    const { aluno } = await cenario(ctx);
    for (const papel of ["consulta", "professor"] as const) {
      const outro = { ...contexto(ctx.empresa.id, papel) };
      expect((await recusa(emitirFichaDeMatricula(outro, { tipo: "fichaDeMatricula", idAluno: aluno.id, origem: ORIGEM, token: novoTokenDeCriacao() }))).message).toBe(actionTexts.semPermissao);
    }
    const deOutraEmpresa = contexto();
    expect((await recusa(emitirFichaDeMatricula(deOutraEmpresa, { tipo: "fichaDeMatricula", idAluno: aluno.id, origem: ORIGEM, token: novoTokenDeCriacao() }))).message).toBe(alunoTexts.naoEncontrado);
    expect((await recusa(emitirFichaDeMatricula(ctx, { tipo: "fichaDeMatricula", idAluno: aluno.id, origem: ORIGEM, token: undefined }))).message).toBe(actionTexts.requisicaoInvalida);
    expect((await recusa(emitirFichaDeMatricula(ctx, { tipo: "matricula" as never, idAluno: aluno.id, origem: ORIGEM, token: novoTokenDeCriacao() }))).message).toBe(documentoTexts.erros.tipo);
    expect(await documentosDe(aluno.id)).toHaveLength(0);
  });

  it("gives its kept bytes again (Baixar novamente) only to the roles that issue it: consulta, who sees its code, gets none", async () => {
    const ctx = contexto();
    const { aluno } = await cenario(ctx);
    const emitido = await emitirFichaDeMatricula(ctx, { tipo: "fichaDeMatricula", idAluno: aluno.id, origem: ORIGEM, token: novoTokenDeCriacao() });
    expect((await arquivoDoDocumento(ctx, aluno.id, emitido.codigo))?.bytes).toEqual(emitido.bytes);
    // The ficha prints Cor/raça, Necessidades específicas and Saúde: never to consulta (nor to a professor, who sees no code).
    expect(await arquivoDoDocumento(contexto(ctx.empresa.id, "consulta"), aluno.id, emitido.codigo)).toBeNull();
    expect(await arquivoDoDocumento(contexto(ctx.empresa.id, "professor"), aluno.id, emitido.codigo)).toBeNull();
  });

  it("deletes a deleted student's kept ficha (its sensitive sections) with the student; its code still verifies", async () => {
    const ctx = contexto();
    const { aluno } = await cenario(ctx);
    const emitido = await emitirFichaDeMatricula(ctx, { tipo: "fichaDeMatricula", idAluno: aluno.id, origem: ORIGEM, token: novoTokenDeCriacao() });
    expect((await testDb().doc(`documentos_arquivos/${emitido.codigo}`).get()).exists).toBe(true);
    await excluirAluno(contexto(ctx.empresa.id, "administrador"), aluno.id);
    expect((await testDb().doc(`documentos_arquivos/${emitido.codigo}`).get()).exists).toBe(false);
    expect(await arquivoDoDocumento(ctx, aluno.id, emitido.codigo)).toBeNull();
    expect((await testDb().doc(`documentos/${emitido.codigo}`).get()).exists).toBe(true);
  });
});
