import { conteudoDoBoletim, type BoletimParaImpressao } from "@/lib/boletins/impressao";

// Issue 41: a boletim is issued again only when what it prints changed. Its content's digest is of
// everything the page prints but the verification footer (who, when, the code).

const boletim = (mudar: Partial<BoletimParaImpressao> = {}): BoletimParaImpressao => ({
  empresa: "Rede Municipal",
  escola: { nome: "Escola A", codigoInep: "35000000", municipio: "Campinas", uf: "SP" },
  aluno: { nome: "Ana", matricula: "2026-000001" },
  turma: "5º ano A",
  ano: 2026,
  colunas: ["1º bim.", "2º bim."],
  comRecuperacao: true,
  linhas: [{ componente: "Matemática", etapas: ["7,0", "—"], media: "—", recuperacao: "—", final: "—" }],
  faltas: "2",
  justificadas: "1",
  frequencia: "95,0%",
  situacao: "Cursando",
  semNotas: false,
  ...mudar,
});

describe("a boletim's content digest", () => {
  it("is the same for the same printed content, whatever the ids it was read with", () => {
    expect(conteudoDoBoletim(boletim())).toBe(conteudoDoBoletim(boletim({ ids: { idEscola: "e", idTurma: "t" } })));
    expect(conteudoDoBoletim(boletim())).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("changes with any printed cell: a grade, an absence, the situation, the header", () => {
    const base = conteudoDoBoletim(boletim());
    for (const mudado of [
      boletim({ linhas: [{ componente: "Matemática", etapas: ["7,5", "—"], media: "—", recuperacao: "—", final: "—" }] }),
      boletim({ faltas: "3" }),
      boletim({ situacao: "Aprovado" }),
      boletim({ empresa: "Prefeitura Municipal de Maceió — Secretaria Municipal de Educação" }),
      boletim({ escola: { nome: "Escola A", codigoInep: "35000000", municipio: "Campinas", uf: "MG" } }),
    ]) {
      expect(conteudoDoBoletim(mudado)).not.toBe(base);
    }
  });
});
