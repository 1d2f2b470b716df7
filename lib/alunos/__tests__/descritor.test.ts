// Issue 42, "one descriptor per record": the student's fields are declared once
// (lib/alunos/campos.ts) and everything else is derived. First, what the app derives from today's
// entries is what it had before the descriptor (the texts and orders QA's tests read). Then the
// claim of the README's worked example: one more plain text entry (`apelido`, "Apelido") and
// nothing else appears in the form's schema and fields, the stored document, the sheet, the
// history, the spreadsheet's columns (the import's headers, the model, the check) and the export.
// And an entry seen only by some roles (issue 43's sensitive fields) stays off the others' form,
// sheet and export.
import type * as Campos from "@/lib/alunos/campos";
import type { DescricaoDoCampo } from "@/lib/alunos/campos";
import { csv, planilha, problemas } from "@/lib/alunos/planilha/__tests__/leitura";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: () => undefined, refresh: () => undefined }) }));

/** The app's modules loaded afresh, with `extras` added to the descriptor's entries. */
type Modulos = {
    campos: typeof Campos;
    descritor: typeof import("@/lib/alunos/descritor");
    schema: typeof import("@/lib/alunos/schema");
    documento: typeof import("@/lib/alunos/documento");
    colunas: typeof import("@/lib/alunos/planilha/colunas");
    escrever: typeof import("@/lib/alunos/planilha/escrever");
    ler: typeof import("@/lib/alunos/planilha/ler");
    form: typeof import("@/app/(main)/alunos/aluno-form");
    ficha: typeof import("@/app/(main)/alunos/ficha-do-aluno");
    historico: typeof import("@/app/(main)/alunos/historico");
    /** React and its server renderer of the same registry as the components. */
    react: typeof import("react");
    server: typeof import("react-dom/server");
};

async function comCampos(extras: Record<string, DescricaoDoCampo>): Promise<Modulos> {
  let modulos!: Modulos;
  await jest.isolateModulesAsync(async () => {
    jest.doMock("@/lib/alunos/campos", () => {
      const real = jest.requireActual<typeof Campos>("@/lib/alunos/campos");
      return { ...real, CAMPOS_DO_ALUNO: { ...real.CAMPOS_DO_ALUNO, ...extras } };
    });
    modulos = {
      campos: await import("@/lib/alunos/campos"),
      descritor: await import("@/lib/alunos/descritor"),
      schema: await import("@/lib/alunos/schema"),
      documento: await import("@/lib/alunos/documento"),
      colunas: await import("@/lib/alunos/planilha/colunas"),
      escrever: await import("@/lib/alunos/planilha/escrever"),
      ler: await import("@/lib/alunos/planilha/ler"),
      form: await import("@/app/(main)/alunos/aluno-form"),
      ficha: await import("@/app/(main)/alunos/ficha-do-aluno"),
      historico: await import("@/app/(main)/alunos/historico"),
      react: await import("react"),
      server: await import("react-dom/server"),
    };
  });
  return modulos;
}

/** A component rendered to HTML with the React of its modules. */
const html = <P extends object>(m: Modulos, componente: (props: P) => unknown, props: P) =>
  m.server.renderToStaticMarkup(m.react.createElement(componente as never, props as never));

/** The README's example: a plain text field, in the sheet's first section, in the spreadsheets. */
const APELIDO: DescricaoDoCampo = {
  rotulo: "Apelido",
  tipo: { tipo: "texto", max: 60 },
  obrigatorio: false,
  secao: "identificacao",
  planilha: {},
  historico: "valores",
  visivelPara: "todos",
};

const hoje = "2026-05-01";
const escolas = [{ id: "e1", label: "Escola Um" }];
const aluno = {
  id: "a1",
  matricula: "2026-000001",
  versao: 1,
  nome: "Ana Souza",
  dataNascimento: "2015-03-10",
  idEscola: "e1",
  cpf: null,
  responsavelNome: null,
  responsavelTelefone: "11987654321",
  responsavelEmail: null,
  situacao: "ativo" as const,
  // As alunoFrom reads it: the first responsável's fields come from the list.
  responsaveis: [{ nome: "", parentesco: null, cpf: null, telefone: "11987654321", email: null, legal: true, buscar: false, moraJunto: false }],
};

describe("what the descriptor of today's fields derives", () => {
  let m: Modulos;
  beforeAll(async () => void (m = await comCampos({})));

  it("the form's fields, in order: a new student's, then Editar's with the situation", () => {
    expect(m.descritor.camposDoFormulario("cadastro", "secretaria").map((c) => c.chave)).toEqual([
      "nome",
      "dataNascimento",
      "idEscola",
      "cpf",
      "responsavelNome",
      "responsavelTelefone",
      "responsavelEmail",
      // Filiação on `Novo aluno` too: the duplicate check compares the same name and `Filiação 1`.
      "filiacao",
      "filiacao1",
      "filiacao2",
    ]);
    expect(m.descritor.camposDoFormulario("edicao", "secretaria").map((c) => c.chave)).toEqual([
      "nome",
      "dataNascimento",
      "idEscola",
      "cpf",
      "responsavelNome",
      "responsavelTelefone",
      "responsavelEmail",
      "filiacao",
      "filiacao1",
      "filiacao2",
      "situacao",
    ]);
    // A spreadsheet's row (and the create's schema) also takes the fields filled by section.
    expect(m.schema.alunoFields).toEqual(m.descritor.CAMPOS.filter((c) => c.chave !== "situacao").map((c) => c.chave));
    expect(m.schema.camposDaEdicao).toEqual(["situacao"]);
  });

  it("the sheet's sections (issue 43's, in its order) and their labels; Cor/raça and Povo indígena only for administrador and secretaria", () => {
    expect(Object.values(m.campos.SECOES_DO_ALUNO).map((s) => s.titulo)).toEqual(["Identificação", "Filiação e responsáveis", "Documentos", "Endereço", "Necessidades específicas", "Transporte escolar", "Saúde"]);
    const identificacao = ["Nome completo", "Nome social", "Data de nascimento", "Sexo", "Nacionalidade", "País de nacionalidade", "UF de nascimento", "Município de nascimento", "Escola", "Situação"];
    expect(m.descritor.camposDaSecao("identificacao", "consulta").map((c) => c.rotulo)).toEqual(identificacao);
    expect(m.descritor.camposDaSecao("identificacao", "secretaria").map((c) => c.rotulo)).toEqual([...identificacao.slice(0, 4), "Cor/raça", "Povo indígena", ...identificacao.slice(4)]);
    // The first responsável's three fields are the list's (lib/alunos/responsaveis.ts), shown as the list.
    expect(m.descritor.camposDaSecao("responsavel", "consulta").map((c) => c.rotulo)).toEqual(["Filiação", "Filiação 1", "Filiação 2", "Nome do responsável", "Telefone do responsável", "E-mail do responsável"]);
    expect(m.descritor.camposDaSecao("documentos", "consulta").map((c) => m.descritor.tituloDoCampo(c))).toEqual([
      "CPF",
      "NIS",
      "Cartão Nacional de Saúde (CNS)",
      "Certidão de nascimento",
      "Número do RG",
      "Órgão emissor do RG",
      "UF do RG",
      "Data de expedição do RG",
    ]);
    expect(m.descritor.camposDaSecao("endereco", "consulta").map((c) => c.rotulo)).toEqual(["CEP", "Logradouro", "Número", "Complemento", "Bairro", "UF", "Município", "Zona", "Localização diferenciada"]);
  });

  const IDENTIFICACAO = ["nome", "nomeSocial", "dataNascimento", "sexo", "corRaca", "povoIndigena", "nacionalidade", "paisNacionalidade", "ufNascimento", "municipioNascimento", "idEscola"];
  const DOCUMENTOS = ["nis", "cns", "certidaoNascimento", "rgNumero", "rgOrgaoEmissor", "rgUf", "rgDataExpedicao"];
  const ENDERECO = ["cep", "logradouro", "enderecoNumero", "complemento", "bairro", "enderecoUf", "enderecoMunicipio", "zona", "localizacaoDiferenciada"];
  const RESPONSAVEL = ["responsavelNome", "responsavelTelefone", "responsavelEmail", "filiacao", "filiacao1", "filiacao2"];
  const NECESSIDADES = ["necessidadeEspecial", "deficiencias", "recursosProvas"];
  const TRANSPORTE = ["transporteEscolar", "transportePoderPublico", "transporteVeiculos"];
  const SAUDE = ["alergias", "medicamentos", "planoDeSaude", "observacoesDeSaude"];

  it("the history: values of every field but the CPF, which is only said to have changed", () => {
    expect(m.descritor.CAMPOS_DO_HISTORICO).toEqual([...IDENTIFICACAO, ...RESPONSAVEL, ...DOCUMENTOS, ...ENDERECO, "situacao", ...NECESSIDADES, ...TRANSPORTE, ...SAUDE]);
    expect(m.descritor.CAMPOS_SO_ALTERADOS).toEqual(["cpf"]);
  });

  it("the spreadsheet's columns (every field's, Censo-style headers), the export's header and the import page's help", () => {
    const titulos = [
      "Nome completo",
      "Nome social",
      "Data de nascimento",
      "Sexo",
      "Cor/raça",
      "Povo indígena",
      "Nacionalidade",
      "País de nacionalidade",
      "UF de nascimento",
      "Município de nascimento",
      "Escola",
      "Turma",
      "CPF",
      // Issue 43: the responsáveis, two of them (the first one's name, phone and e-mail under their former titles too).
      "Nome do responsável",
      "Responsável 1 Parentesco",
      "Responsável 1 CPF",
      "Telefone do responsável",
      "E-mail do responsável",
      "Responsável 1 Responsável legal",
      "Responsável 1 Autorizado a buscar o aluno",
      "Responsável 1 Mora com o aluno",
      "Responsável 2 Nome",
      "Responsável 2 Parentesco",
      "Responsável 2 CPF",
      "Responsável 2 Telefone",
      "Responsável 2 E-mail",
      "Responsável 2 Responsável legal",
      "Responsável 2 Autorizado a buscar o aluno",
      "Responsável 2 Mora com o aluno",
      "Filiação",
      "Filiação 1",
      "Filiação 2",
      "NIS",
      "Cartão Nacional de Saúde (CNS)",
      "Certidão de nascimento",
      "Número do RG",
      "Órgão emissor do RG",
      "UF do RG",
      "Data de expedição do RG",
      "CEP",
      "Logradouro",
      "Número do endereço",
      "Complemento",
      "Bairro",
      "UF do endereço",
      "Município do endereço",
      "Zona",
      "Localização diferenciada",
      "Deficiência, transtorno do espectro autista ou altas habilidades/superdotação",
      "Deficiências, transtornos e altas habilidades/superdotação",
      "Recursos para provas do INEP",
      "Utiliza transporte escolar público",
      "Poder público responsável",
      "Tipos de veículo",
      "Alergias",
      "Medicamentos de uso contínuo",
      "Plano de saúde",
      "Observações de saúde",
    ];
    expect(m.colunas.COLUNAS.map((c) => c.titulo)).toEqual(titulos);
    expect(m.colunas.COLUNAS.filter((c) => c.obrigatoria).map((c) => c.campo)).toEqual(["nome", "dataNascimento", "escola"]);
    expect(m.escrever.CABECALHO_DA_EXPORTACAO).toEqual(["Matrícula", ...titulos, "Situação"]);
    // The issue's variants.
    expect(m.colunas.campoDaColuna("Cor ou raça")).toBe("corRaca");
    expect(m.colunas.campoDaColuna("Naturalidade")).toBe("municipioNascimento");
    expect(m.colunas.AJUDA_DAS_COLUNAS).toMatch(
      /^A primeira linha tem os nomes das colunas\. Nome completo, Data de nascimento \(DD\/MM\/AAAA\) e Escola \(o nome ou o Código INEP\) são obrigatórias; Nome social, Sexo, .* Localização diferenciada, .* Plano de saúde e Observações de saúde são opcionais\.$/,
    );
  });

  it("only administrador and secretaria get Cor/raça, the documents, the address and the guardian's contacts in the export", () => {
    const exportados = (papel: Parameters<typeof m.descritor.exportadoPara>[1]) => m.descritor.CAMPOS.filter((c) => m.descritor.exportadoPara(c, papel)).map((c) => c.chave);
    expect(exportados("consulta")).toEqual(["nome", "nomeSocial", "dataNascimento", "sexo", "nacionalidade", "paisNacionalidade", "ufNascimento", "municipioNascimento", "idEscola", "responsavelNome", "filiacao", "filiacao1", "filiacao2", "situacao", ...TRANSPORTE]);
    expect(exportados("secretaria")).toEqual(m.descritor.CAMPOS.map((c) => c.chave));
  });

  it("reads a form as before: messages per field, blanks as null, the situation only on Editar", () => {
    const r = m.schema.alunoInput.safeParse({ nome: "", dataNascimento: "31/02/2015", idEscola: "e1", responsavelTelefone: "12" });
    expect(r.success || Object.fromEntries(r.error.issues.map((i) => [i.path[0], i.message]))).toEqual({
      nome: "Informe o nome do aluno.",
      dataNascimento: "Data de nascimento inválida.",
      responsavelTelefone: "Telefone inválido.",
    });
    const enviado = { id: "a1", versao: "2", nome: " Ana  Souza ", dataNascimento: "10/03/2015", idEscola: "e1", cpf: "", responsavelEmail: "", situacao: "transferido" };
    const ok = m.schema.alunoEdicao.parse(enviado);
    // Every field filled by section (absent here) reads as null.
    const porSecao = Object.fromEntries(m.descritor.CAMPOS.filter((c) => c.formulario === "secao").map((c) => [c.chave, c.tipo.tipo === "conjunto" ? [] : null]));
    expect(ok).toEqual({ id: "a1", versao: 2, nome: "Ana Souza", dataNascimento: "2015-03-10", idEscola: "e1", cpf: null, responsavelNome: null, responsavelTelefone: null, responsavelEmail: null, filiacao: null, filiacao1: null, filiacao2: null, situacao: "transferido", ...porSecao });
    expect(m.schema.alunoEdicao.safeParse({ ...enviado, situacao: "x" }).error?.issues[0]?.message).toBe("Situação inválida.");
  });
});

describe("one more plain text entry, and nothing else (the README's worked example)", () => {
  let m: Modulos;
  beforeAll(async () => void (m = await comCampos({ apelido: APELIDO })));

  it("is in the form's schema: trimmed, blank as null, its length checked with its label", () => {
    const base = { nome: "Ana Souza", dataNascimento: "2015-03-10", idEscola: "e1" };
    expect(m.schema.alunoFields).toContain("apelido");
    expect(m.schema.alunoInput.parse({ ...base, apelido: "  Aninha  " })).toMatchObject({ apelido: "Aninha" });
    expect(m.schema.alunoInput.parse({ ...base, apelido: "" })).toMatchObject({ apelido: null });
    expect(m.schema.alunoInput.parse(base)).toMatchObject({ apelido: null });
    expect(m.schema.alunoInput.safeParse({ ...base, apelido: "a".repeat(61) }).error?.issues.map((i) => [i.path[0], i.message])).toEqual([["apelido", "Apelido: até 60 caracteres."]]);
    expect(m.schema.alunoEdicaoBase.shape).toHaveProperty("apelido");
  });

  it("is stored (absent on an older student: read as null) and kept with a spreadsheet's verified rows", () => {
    expect(m.documento.camposGuardados({ nome: "Ana", dataNascimento: "2015-03-10", idEscola: "e1", apelido: "Aninha" } as never)).toMatchObject({ apelido: "Aninha", cpf: null });
    const lido = (doc: object): Record<string, unknown> => m.schema.alunoDoc.parse({ idEmpresa: "x", ...aluno, ...doc });
    expect(lido({}).apelido ?? null).toBeNull();
    expect(lido({ apelido: "Aninha" }).apelido).toBe("Aninha");
    // A verified row stored before the field existed still reads (as null).
    const linha = { nome: "Ana", dataNascimento: "2015-03-10", idEscola: "e1", cpf: null, responsavelNome: null, responsavelTelefone: null, responsavelEmail: null, filiacao: null, filiacao1: null, filiacao2: null };
    const porSecao = Object.fromEntries(m.descritor.CAMPOS.filter((c) => c.formulario === "secao").map((c) => [c.chave, c.tipo.tipo === "conjunto" ? [] : null]));
    expect(m.schema.camposDoCadastroGuardados.parse(linha)).toEqual({ ...linha, ...porSecao, apelido: null });
    expect(m.schema.camposDoCadastroGuardados.parse({ ...linha, apelido: "Aninha" })).toMatchObject({ apelido: "Aninha" });
  });

  it("is on the form, new and Editar, labelled `Apelido`", () => {
    const form = (props: Partial<Parameters<typeof m.form.AlunoForm>[0]>) =>
      html(m, m.form.AlunoForm, { action: async () => null, papel: "secretaria", escolas, hoje, voltarPara: "/alunos", ...props });
    expect(form({})).toMatch(/<label for="aluno-apelido"[^>]*>Apelido<\/label><input id="aluno-apelido"[^>]*name="apelido"/);
    const valores = m.descritor.valoresDoFormulario({ ...aluno, apelido: "Aninha" } as never, "secretaria");
    expect(valores).toMatchObject({ apelido: "Aninha", responsavelTelefone: "(11) 98765-4321" });
    expect(form({ aluno: { id: "a1", versao: 1, valores } })).toMatch(/<input id="aluno-apelido"[^>]*name="apelido"[^>]*value="Aninha"/);
  });

  it("is on the sheet, in its section, `Não informado` when empty", () => {
    const ficha = (apelido: string | null) =>
      html(m, m.ficha.SecoesDoAluno, { aluno: { ...aluno, apelido } as never, papel: "consulta", escola: { id: "e1", nome: "Escola Um", ativa: true } });
    expect(ficha("Aninha")).toContain("<dt class=\"text-sm font-medium text-suave\">Apelido</dt><dd class=\"mt-0.5 [overflow-wrap:anywhere]\">Aninha</dd>");
    expect(ficha(null)).toMatch(/>Apelido<\/dt><dd[^>]*><span[^>]*>Não informado<\/span>/);
    expect(m.descritor.camposDaSecao("identificacao", "consulta").map((c) => c.chave)).toContain("apelido");
  });

  it("is in the history, with its label and values", () => {
    expect(m.descritor.CAMPOS_DO_HISTORICO).toContain("apelido");
    const historico = html(m, m.historico.Historico, {
      entradas: [{ id: "h1", tipo: "aluno.atualizado", em: null, porNome: "Ana", detalhe: null, mudancas: [{ campo: "apelido", de: null, para: "Aninha" }] }],
      escolas: new Map(),
      papel: "consulta",
    });
    expect(historico).toContain("<li>Apelido: (vazio) → Aninha</li>");
  });

  it("is a spreadsheet column: read by its title, written by the model and the export, listed as optional", () => {
    expect(m.colunas.COLUNAS.map((c) => c.titulo).slice(-2)).toEqual(["Observações de saúde", "Apelido"]);
    expect(m.colunas.campoDaColuna("APELIDO")).toBe("apelido");
    expect(m.escrever.CABECALHO_DA_EXPORTACAO.slice(-3)).toEqual(["Observações de saúde", "Apelido", "Situação"]);
    expect(m.colunas.AJUDA_DAS_COLUNAS).toContain("Observações de saúde e Apelido são opcionais.");
    const lida = planilha(m.ler.lerPlanilha(csv("Nome completo;Data de nascimento;Escola;Apelido", "Ana Souza;10/03/2015;E1;Aninha")));
    expect(lida.ignoradas).toEqual([]);
    expect(lida.linhas[0]?.valores).toEqual({ nome: "Ana Souza", dataNascimento: "10/03/2015", escola: "E1", apelido: "Aninha" });
    // Optional: a file without it is still a file.
    expect(planilha(m.ler.lerPlanilha(csv("Nome completo;Data de nascimento;Escola", "Ana;10/03/2015;E1"))).linhas).toHaveLength(1);
  });
});

describe("a field only some roles see (issue 43's sensitive data plugs in here)", () => {
  const RESTRITO: DescricaoDoCampo = { ...APELIDO, rotulo: "Restrito", visivelPara: ["administrador", "secretaria"] };
  let m: Modulos;
  beforeAll(async () => void (m = await comCampos({ restrito: RESTRITO })));

  it("is on the form and sheet of the roles that see it, and nowhere for the others", () => {
    expect(m.descritor.camposDoFormulario("edicao", "secretaria").map((c) => c.chave)).toContain("restrito");
    expect(m.descritor.camposDoFormulario("edicao", "consulta").map((c) => c.chave)).not.toContain("restrito");
    expect(m.descritor.camposDaSecao("identificacao", "consulta").map((c) => c.chave)).not.toContain("restrito");
    // Its value never reaches another role's form.
    expect(m.descritor.valoresDoFormulario({ ...aluno, restrito: "segredo" } as never, "consulta")).not.toHaveProperty("restrito");
    const form = html(m, m.form.AlunoForm, { action: async () => null, papel: "consulta", escolas, hoje, voltarPara: "/alunos" });
    expect(form).toContain('id="aluno-nome"');
    expect(form).not.toContain("Restrito");
  });

  it("is exported only to them (the column kept, empty for the others)", () => {
    const c = m.descritor.CAMPOS.find((x) => x.chave === ("restrito" as never))!;
    expect(m.descritor.exportadoPara(c, "administrador")).toBe(true);
    expect(m.descritor.exportadoPara(c, "consulta")).toBe(false);
    expect(m.escrever.CABECALHO_DA_EXPORTACAO).toContain("Restrito");
  });
});

describe("the spreadsheet's check names an entry's problem under its column", () => {
  let m: Modulos;
  beforeAll(async () => void (m = await comCampos({ apelido: APELIDO })));
  it("a header naming it twice is one column too many", () => {
    expect(problemas(m.ler.lerPlanilha(csv("Nome completo;Data de nascimento;Escola;Apelido;apelido", "a;b;c;d;e")))).toEqual(["A planilha tem mais de uma coluna Apelido."]);
  });
});

describe("issue 43's fields, read by their types (the form's strings and a spreadsheet's cells)", () => {
  let m: Modulos;
  beforeAll(async () => void (m = await comCampos({})));
  const base = { nome: "Ana Souza", dataNascimento: "2014-05-20", idEscola: "e1" };
  const erros = (valores: Record<string, string>) => {
    const r = m.schema.alunoInput.safeParse({ ...base, ...valores });
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path[0], i.message]));
  };
  const lido = (valores: Record<string, string>) => m.schema.alunoInput.parse({ ...base, ...valores }) as Record<string, unknown>;

  it("NIS, CNS and CEP as digits, with their check digits (NIS 123.45678.90-0: weights 3,2,9,8,7,6,5,4,3,2 give 187, rest 0, digit 0)", () => {
    expect(lido({ nis: "123.45678.90-0", cns: "700 0000 0000 0005", cep: "01310-100" })).toMatchObject({ nis: "12345678900", cns: "700000000000005", cep: "01310100" });
    expect(erros({ nis: "123.45678.90-1", cns: "700 0000 0000 0006", cep: "0131-100" })).toEqual({
      nis: "NIS inválido: confira os 11 dígitos.",
      cns: "Cartão Nacional de Saúde (CNS) inválido: confira os 15 dígitos.",
      cep: "CEP inválido: informe os 8 dígitos.",
    });
  });

  it("a list takes its code, or its word in any case and without accents; anything else is refused with the field's name", () => {
    expect(lido({ corRaca: "3", sexo: "feminino", zona: "RURAL", rgUf: "São Paulo" })).toMatchObject({ corRaca: "3", sexo: "2", zona: "2", rgUf: "SP" });
    expect(lido({ corRaca: "" })).toMatchObject({ corRaca: null });
    expect(erros({ corRaca: "9", localizacaoDiferenciada: "<script>" })).toEqual({ corRaca: "Cor/raça: escolha uma das opções da lista.", localizacaoDiferenciada: "Localização diferenciada: escolha uma das opções da lista." });
  });

  it("the nome social keeps the Censo's rule on names", () => {
    expect(lido({ nomeSocial: "Bia D'Ávila-Souza" })).toMatchObject({ nomeSocial: "Bia D'Ávila-Souza" });
    expect(erros({ nomeSocial: "Biaaaa" })).toEqual({ nomeSocial: "O nome não pode ter a mesma letra 4 vezes seguidas." });
    expect(erros({ nomeSocial: "Bia 2" })).toEqual({ nomeSocial: "O nome só pode ter letras, espaços, apóstrofos e hífens." });
  });

  it("a spreadsheet's row: Naturalidade by name in its UF, a value without its condition dropped", () => {
    expect(lido({ nacionalidade: "Brasileira", ufNascimento: "RJ", municipioNascimento: "niteroi", paisNacionalidade: "Argentina" })).toMatchObject({
      nacionalidade: "1",
      ufNascimento: "RJ",
      municipioNascimento: "3303302",
      paisNacionalidade: null,
    });
    expect(erros({ nacionalidade: "1", ufNascimento: "RJ", municipioNascimento: "São Paulo" })).toEqual({ municipioNascimento: "O município não é da UF escolhida." });
  });

  it("the form of a section holds that section's fields; Novo aluno keeps its short form", () => {
    expect(m.descritor.camposDoFormulario("documentos", "secretaria").map((c) => c.chave)).toEqual(["cpf", "nis", "cns", "certidaoNascimento", "rgNumero", "rgOrgaoEmissor", "rgUf", "rgDataExpedicao"]);
    expect(m.descritor.camposDoFormulario("identificacao", "consulta").map((c) => c.chave)).not.toContain("corRaca");
    expect(m.descritor.camposDoFormulario("cadastro", "secretaria").map((c) => c.chave)).not.toContain("nis");
  });
});
