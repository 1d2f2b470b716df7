// The Alunos tab's spreadsheet import: /alunos/importar.
import { expect, type Page } from "@playwright/test";

/** /alunos/importar. */
export class ImportarPage {
  readonly heading;
  readonly baixarModelo;
  readonly arquivo;
  readonly verificar;
  /** "N alunos prontos para importar". */
  readonly prontos;
  readonly problemas;
  readonly avisos;
  /** The rows that may be students already registered: "Linha N: Possível aluno já cadastrado: …" (a link each to the student), or a repeated line. */
  readonly duplicados;
  /** `Cadastrar mesmo assim`: the confirmation the import needs when there are possible duplicates. */
  readonly cadastrarMesmoAssim;
  readonly ignoradas;
  readonly previa;
  /** "Importar N alunos" (any N). */
  readonly importar;
  readonly progresso;
  readonly verLista;
  /** "Importar só as linhas novas". */
  readonly soNovas;
  /** "N alunos já cadastrados (mesmo CPF) serão ignorados." (and, after the import, "foram ignorados."). */
  readonly jaCadastrados;
  /** The help's list of the header variants the import accepts. */
  readonly variantes;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    const main = page.getByRole("main");
    this.baixarModelo = main.getByRole("link", { name: "Baixar modelo", exact: true });
    this.arquivo = main.getByLabel("Arquivo CSV", { exact: true });
    this.verificar = main.getByRole("button", { name: "Verificar", exact: true });
    this.prontos = main.getByTestId("prontos");
    this.problemas = main.getByTestId("problemas").getByRole("listitem");
    this.avisos = main.getByTestId("avisos").getByRole("listitem");
    this.duplicados = main.getByTestId("duplicados").getByRole("listitem");
    this.cadastrarMesmoAssim = main.getByRole("checkbox", { name: "Cadastrar mesmo assim", exact: true });
    this.ignoradas = main.getByText(/^Colunas ignoradas:/);
    this.previa = main.getByRole("region", { name: "Primeiras linhas", exact: true });
    this.importar = main.getByRole("button", { name: /^Importar \d/ });
    this.progresso = main.getByRole("progressbar", { name: "Progresso da importação" });
    this.verLista = main.getByRole("link", { name: "Ver a lista de alunos", exact: true });
    this.soNovas = main.getByRole("checkbox", { name: "Importar só as linhas novas", exact: true });
    this.jaCadastrados = main.getByTestId("ja-cadastrados");
    this.variantes = main.getByTestId("variantes");
  }

  async goto(query = "") {
    const response = await this.page.goto(`/alunos/importar${query}`);
    await expect(this.heading).toHaveText("Importar planilha");
    return response;
  }

  /** Picks the file and clicks "Verificar"; waits for that file's result (its name as heading). */
  async verificarArquivo(name: string, conteudo: string | Buffer, mimeType = "text/csv") {
    const buffer = typeof conteudo === "string" ? Buffer.from(conteudo, "utf8") : conteudo;
    await this.arquivo.setInputFiles({ name, mimeType, buffer });
    await this.verificar.click();
    await expect(this.page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
  }

  /** The id of the verification waiting for "Importar N alunos". */
  async idDaVerificacao(): Promise<string> {
    const id = await this.page.locator('input[type="hidden"][name="importacao"]').inputValue();
    expect(id).toMatch(/^[A-Za-z0-9]{10,}$/);
    return id;
  }

  /** Clicks "Importar N alunos" and waits for "N alunos importados."; returns the import's id. */
  async importarEEsperar(n: number, texto: string): Promise<string> {
    await this.page.getByRole("button", { name: `Importar ${n === 1 ? "1 aluno" : `${n} alunos`}`, exact: true }).click();
    await expect(this.page).toHaveURL(/\/alunos\/importar\?importacao=/);
    await expect(this.page.getByRole("status").filter({ hasText: texto })).toHaveText(texto, { timeout: 20_000 });
    return new URL(this.page.url()).searchParams.get("importacao")!;
  }
}
