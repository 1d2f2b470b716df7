// The Alunos tab: its list, the student's sheet (with its history and "Excluir aluno"), the student
// form (new and `Editar`), and the ids of its actions.
import { expect, type Locator, type Page } from "@playwright/test";
import { FichaPage } from "./ficha";
import { FormularioPage } from "./formulario";
import { seedEscolas } from "../../test/support/firebase";
import { actionIdOf } from "../support/actions";
import { ListaPage } from "./lista";

/** The Alunos tab's list: /alunos. */
export class AlunosPage extends ListaPage {
  readonly novo;
  readonly escola;
  /** "1 aluno", "215 alunos". */
  readonly encontrados;

  constructor(page: Page) {
    super(page, {
      path: "/alunos",
      welcome: "Bem-vindo à tela de Alunos!",
      buscar: "Buscar aluno",
      paginas: "Páginas da lista de alunos",
      vazio: "Nenhum aluno cadastrado.",
      nadaEncontrado: "Nenhum aluno encontrado.",
    });
    this.novo = page.getByRole("link", { name: "Novo aluno", exact: true });
    this.escola = page.getByLabel("Escola", { exact: true });
    this.encontrados = page.getByTestId("alunos-encontrados");
  }

  /** Follows a student's name link and waits for the student's sheet. */
  async open(nome: string) {
    await this.link(nome).click();
    await expect(this.page).toHaveURL(/\/alunos\/[^/?]+$/);
    await expect(this.heading).toHaveText(nome);
    await expect(this.page.getByRole("region", { name: "Ficha do aluno", exact: true })).toBeVisible();
  }
}

/**
 * A student's sheet, /alunos/{id}: h1 the name, the matrícula, `Ficha do aluno` (with `Editar` for
 * administrador and secretaria) holding issue 43's sections `Identificação`, `Filiação e
 * responsáveis`, `Documentos` and `Endereço` (each with its own `Editar`) and `Turmas` (one line per
 * enrolment: "2026 · 5º ano A · Escola … · Cursando · desde 03/02/2026"), then the history and
 * "Excluir aluno" (administrador).
 */
export class AlunoFichaPage extends FichaPage {
  readonly matricula;
  /** `Identificação` (the name, birth date, school, situation…). */
  readonly dados;
  /** `Filiação e responsáveis` (today's guardian). */
  readonly responsavel;
  /** The record's `Documentos` (CPF, NIS, CNS, certidão, RG), inside `Ficha do aluno`. */
  readonly documentosPessoais;
  readonly endereco;
  /** Issue 43's `Necessidades específicas`, `Transporte escolar` and `Saúde`, inside `Ficha do aluno`. */
  readonly necessidades;
  readonly transporte;
  readonly saude;
  /** The section `Turmas` and its lines, newest year first. */
  readonly turmas;
  readonly linhasDeTurma;
  /** The CPF as shown (masked until `Mostrar CPF`). */
  readonly cpf;
  readonly mostrarCpf;
  readonly ocultarCpf;
  readonly historico;
  /** The history's entries, newest first. */
  readonly entradas;
  readonly excluir;
  readonly dialog;
  readonly confirmarExclusao;
  readonly cancelarExclusao;

  constructor(page: Page) {
    super(page, { path: "/alunos", voltar: "Voltar para a lista de alunos", secao: "Ficha do aluno" });
    const main = this.main;
    this.matricula = main.getByTestId("matricula");
    this.dados = this.secao.getByRole("region", { name: "Identificação", exact: true });
    this.responsavel = this.secao.getByRole("region", { name: "Filiação e responsáveis", exact: true });
    this.documentosPessoais = this.secao.getByRole("region", { name: "Documentos", exact: true });
    this.endereco = this.secao.getByRole("region", { name: "Endereço", exact: true });
    this.necessidades = this.secao.getByRole("region", { name: "Necessidades específicas", exact: true });
    this.transporte = this.secao.getByRole("region", { name: "Transporte escolar", exact: true });
    this.saude = this.secao.getByRole("region", { name: "Saúde", exact: true });
    this.turmas = this.secao.getByRole("region", { name: "Turmas", exact: true });
    this.linhasDeTurma = this.turmas.getByRole("listitem");
    this.cpf = main.getByTestId("cpf");
    this.mostrarCpf = main.getByRole("button", { name: "Mostrar CPF", exact: true });
    this.ocultarCpf = main.getByRole("button", { name: "Ocultar CPF", exact: true });
    this.historico = main.getByRole("region", { name: "Histórico", exact: true });
    this.entradas = this.historico.locator(":scope > ol > li");
    this.excluir = main.getByRole("button", { name: "Excluir aluno", exact: true });
    this.dialog = page.getByRole("dialog", { name: "Excluir aluno", exact: true });
    this.confirmarExclusao = this.dialog.getByRole("button", { name: "Excluir", exact: true });
    this.cancelarExclusao = this.dialog.getByRole("button", { name: "Cancelar", exact: true });
  }

  /**
   * A section's own `Editar` (its form: /alunos/{id}/editar?secao=…): named `Editar <section's
   * title>` (its visible text `Editar`), apart from the sheet's own `Editar`.
   */
  editarSecao(secao: Locator, titulo: string): Locator {
    return secao.getByRole("link", { name: `Editar ${titulo}`, exact: true });
  }

  /** The change lines of one history entry. */
  linhas(entrada: Locator): Locator {
    return entrada.locator(":scope > ul > li");
  }
}

/** The student form: /alunos/novo and /alunos/{id}/editar. */
export type AlunoValores = {
  nome?: string;
  dataNascimento?: string;
  /** The school's option label. */
  escola?: string;
  cpf?: string;
  responsavelNome?: string;
  responsavelTelefone?: string;
  responsavelEmail?: string;
  /** "Ativo", "Transferido" or "Inativo" (edit page only). */
  situacao?: string;
};

export class AlunoFormPage extends FormularioPage {
  readonly nome;
  readonly dataNascimento;
  readonly escola;
  readonly cpf;
  readonly responsavelNome;
  readonly responsavelTelefone;
  readonly responsavelEmail;
  readonly situacao;
  readonly mostrarCpf;
  readonly matricula;
  /** The refusal's way back to the sheet (consulta on /alunos/{id}/editar). */
  readonly voltarParaFicha;
  /** A new student's possible duplicates named: `Cadastrar mesmo assim`. */
  readonly cadastrarMesmoAssim;

  constructor(page: Page) {
    super(page, "Voltar para a lista de alunos", true);
    const main = this.main;
    this.nome = this.campo("Nome completo");
    this.dataNascimento = this.campo("Data de nascimento");
    this.escola = this.campo("Escola");
    this.cpf = this.campo("CPF");
    this.responsavelNome = this.campo("Nome do responsável");
    this.responsavelTelefone = this.campo("Telefone do responsável");
    this.responsavelEmail = this.campo("E-mail do responsável");
    this.situacao = this.campo("Situação");
    this.mostrarCpf = main.getByRole("button", { name: "Mostrar CPF", exact: true });
    this.matricula = main.getByTestId("matricula");
    this.voltarParaFicha = main.getByRole("link", { name: "Voltar para a ficha do aluno", exact: true });
    this.cadastrarMesmoAssim = main.getByRole("button", { name: "Cadastrar mesmo assim", exact: true });
  }

  /** A possible duplicate named by `Salvar` of a new student: a link to its sheet. */
  possivelDuplicado(nome: string, matricula: string): Locator {
    return this.main.getByRole("link", { name: `Possível aluno já cadastrado: ${nome} (matrícula ${matricula})`, exact: true });
  }

  async gotoNovo() {
    await this.page.goto("/alunos/novo");
    await expect(this.heading).toHaveText("Novo aluno");
    await expect(this.nome).toBeVisible();
  }

  /** `Editar` of a student's sheet, opened by its address (/alunos/{id}/editar). */
  async gotoEditar(id: string) {
    const response = await this.page.goto(`/alunos/${encodeURIComponent(id)}/editar`);
    await expect(this.nome).toBeVisible();
    return response;
  }

  /** Fills the given fields (the others are left as they are). */
  async fill(values: AlunoValores) {
    if (values.nome !== undefined) await this.nome.fill(values.nome);
    if (values.dataNascimento !== undefined) await this.dataNascimento.fill(values.dataNascimento);
    if (values.escola !== undefined) await this.escola.selectOption({ label: values.escola });
    if (values.cpf !== undefined) await this.cpf.fill(values.cpf);
    if (values.responsavelNome !== undefined) await this.responsavelNome.fill(values.responsavelNome);
    if (values.responsavelTelefone !== undefined) await this.responsavelTelefone.fill(values.responsavelTelefone);
    if (values.responsavelEmail !== undefined) await this.responsavelEmail.fill(values.responsavelEmail);
    if (values.situacao !== undefined) await this.situacao.selectOption({ label: values.situacao });
  }
}

/** The ids of the Alunos actions, learnt from real requests. */
export type AlunoActionIds = { criar: string; atualizar: string; excluir: string; idEscola: string };

/**
 * On a page signed in as an administrator: creates a student through the screens (in a new school
 * of the session's company, seeded), saves it through `Editar` on its sheet, deletes it from the
 * sheet, and returns the action id each step called, with the school (which is left without
 * students).
 */
export async function learnAlunoActionIds(page: Page, idEmpresa: string, nome = "Aluno Para Aprender"): Promise<AlunoActionIds> {
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: `Escola de ${nome}` }]);
  const ficha = new AlunoFichaPage(page);
  const form = new AlunoFormPage(page);
  await form.gotoNovo();
  await form.fill({ nome, dataNascimento: "2014-02-03", escola: `Escola de ${nome}` });
  const criar = await actionIdOf(page, () => form.salvar.click());
  await expect(ficha.status("Aluno cadastrado.")).toBeVisible();
  await expect(ficha.heading).toHaveText(nome);
  await ficha.abrirEditar();
  const atualizar = await actionIdOf(page, () => form.salvar.click());
  await expect(ficha.status("Aluno atualizado.")).toBeVisible();
  await expect(ficha.secao).toBeVisible();
  await ficha.excluir.click();
  const excluir = await actionIdOf(page, () => ficha.confirmarExclusao.click());
  await expect(ficha.status("Aluno excluído.")).toBeVisible();
  return { criar, atualizar, excluir, idEscola: idEscola! };
}
