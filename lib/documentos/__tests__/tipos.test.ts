import { documentoTexts, verificacaoTexts } from "@/lib/messages";
import { pode } from "@/lib/empresas/papeis";
import {
  descricaoDo,
  ehTipoDeDeclaracao,
  ehTipoDeDocumento,
  TIPOS,
  TIPOS_DE_DECLARACAO,
  TIPOS_DE_DOCUMENTO,
  type DescricaoDoTipo,
  type TipoDeDocumento,
} from "@/lib/documentos/tipos";
import { marcarAtuais } from "@/lib/documentos/atual";

// Issue 42: the kinds of document as a registry the compiler checks (lib/documentos/tipos.ts).
// Every kind has every entry, with today's words; the code's branches are lookups in it.

describe("the registry of the kinds of document", () => {
  it("has an entry for every kind stored, and no other", () => {
    expect(Object.keys(TIPOS_DE_DOCUMENTO)).toEqual([...TIPOS]);
  });

  it.each(TIPOS.map((t) => [t]))("gives %s every entry", (tipo) => {
    const d: DescricaoDoTipo = descricaoDo(tipo);
    expect(d.nome).toBe(documentoTexts.tipos[tipo]);
    expect(d.nomeNaVerificacao).toBe(verificacaoTexts.tipos[tipo]);
    expect(typeof d.umPorAno).toBe("boolean");
    expect(pode("secretaria", d.quemEmite)).toBe(true);
    expect(pode("consulta", d.quemEmite)).toBe(false);
    expect(d.nomeDoArquivo("Maria da Conceição", 2026)).toMatch(/^[a-z0-9-]+-maria-da-conceicao\.pdf$/);
    if (d.emissao.por === "declaracao") {
      expect(d.emissao.botao).toMatch(/^Emitir declaração de /);
      expect(d.emissao.titulo).toBe(d.nome.toUpperCase());
    }
  });

  it("declarations are issued from the student's page; the boletim by its own download, one current per year", () => {
    expect(TIPOS_DE_DECLARACAO).toEqual(["matricula", "frequencia"]);
    expect(TIPOS_DE_DECLARACAO.map((t) => TIPOS_DE_DOCUMENTO[t].emissao)).toEqual([
      { por: "declaracao", botao: "Emitir declaração de matrícula", titulo: "DECLARAÇÃO DE MATRÍCULA", periodo: false },
      { por: "declaracao", botao: "Emitir declaração de frequência", titulo: "DECLARAÇÃO DE FREQUÊNCIA", periodo: true },
    ]);
    expect(ehTipoDeDeclaracao("boletim")).toBe(false);
    expect(ehTipoDeDeclaracao("../frequencia")).toBe(false);
    expect(ehTipoDeDocumento("boletim")).toBe(true);
    expect(TIPOS.filter((t) => TIPOS_DE_DOCUMENTO[t].umPorAno)).toEqual(["boletim"]);
  });

  it("names the files as before", () => {
    expect(descricaoDo("matricula").nomeDoArquivo("Maria da Conceição Araújo", 0)).toBe("declaracao-de-matricula-maria-da-conceicao-araujo.pdf");
    expect(descricaoDo("frequencia").nomeDoArquivo("5º Ano", 0)).toBe("declaracao-de-frequencia-5-ano.pdf");
    expect(descricaoDo("boletim").nomeDoArquivo("João Conceição", 2026)).toBe("boletim-2026-joao-conceicao.pdf");
    expect(descricaoDo("boletim").nomeDoArquivo("李小龍", 2026)).toBe("boletim-2026-aluno.pdf");
  });

  it("marks the current one of its year per kind (the list's `Atual`)", () => {
    const d = (tipo: TipoDeDocumento, ano: number | null) => ({ tipo, ano, revogadoEm: null });
    expect(marcarAtuais([d("boletim", 2026), d("frequencia", 2026), d("boletim", 2026)])).toEqual([true, null, false]);
  });

  it("does not compile without an entry for a kind (npx tsc --noEmit)", () => {
    // A registry short of a kind: the same `satisfies` as lib/documentos/tipos.ts's refuses it.
    const { matricula, frequencia } = TIPOS_DE_DOCUMENTO;
    // @ts-expect-error Property 'boletim' is missing: a kind added to TIPOS without its entry fails the same way.
    const incompleto = { matricula, frequencia } satisfies Record<TipoDeDocumento, DescricaoDoTipo>;
    expect(Object.keys(incompleto)).toHaveLength(2);
  });
});

// Issue 43: the ficha de matrícula, issued from the student's page by a form of its own.
describe("the ficha de matrícula's kind", () => {
  it("is issued from the student's page (not as a declaration), by the roles that write", async () => {
    const { ehTipoDaPaginaDoAluno, ehTipoDeFicha, TIPOS_DE_FICHA } = await import("@/lib/documentos/tipos");
    expect(TIPOS_DE_FICHA).toEqual(["fichaDeMatricula"]);
    expect(TIPOS_DE_DOCUMENTO.fichaDeMatricula.emissao).toEqual({ por: "ficha", botao: "Ficha de matrícula (PDF)" });
    expect(ehTipoDeFicha("fichaDeMatricula")).toBe(true);
    expect(ehTipoDeDeclaracao("fichaDeMatricula")).toBe(false);
    expect(["matricula", "frequencia", "fichaDeMatricula", "boletim", "../x"].map(ehTipoDaPaginaDoAluno)).toEqual([true, true, true, false, false]);
    expect(descricaoDo("fichaDeMatricula").nomeDoArquivo("Maria da Conceição", 0)).toBe("ficha-de-matricula-maria-da-conceicao.pdf");
  });
});
