import { montarDadosPessoais, type LeituraDosDadosPessoais } from "@/lib/alunos/dados-pessoais";
import type { Aluno } from "@/lib/alunos/schema";
import type { Enturmacao } from "@/lib/enturmacoes/schema";
import type { BoletimParaImpressao } from "@/lib/boletins/impressao";

// The `Dados pessoais (LGPD)` file's shape (issue 43), from a hand-written reading: every part
// the family asked for, plain data only (what a JSON round trip keeps), values hand-computed.

const aluno = {
  id: "alu-1",
  matricula: "2026-000123",
  versao: 3,
  matriculasUnificadas: ["2025-000009"],
  nome: "Maria da Silva",
  nomeSocial: "Mário da Silva",
  dataNascimento: "2015-03-10",
  idEscola: "esc-1",
  cpf: "52998224725",
  corRaca: "3",
  responsavelNome: "Ana da Silva",
  responsavelTelefone: null,
  responsavelEmail: null,
  situacao: "ativo",
  responsaveis: [{ nome: "Ana da Silva", parentesco: "Mãe", responsavelLegal: true }],
} as unknown as Aluno;

const entrada = {
  id: "ent-1",
  idAluno: "alu-1",
  idTurma: "tur-1",
  idEscola: "esc-1",
  ano: 2026,
  nomeTurma: "5º ano A",
  situacao: "cursando",
  desde: "2026-02-02",
  ate: null,
  frequencia: { "1": { dias: 38, faltas: 0, justificadas: 0 }, "0": { dias: 40, faltas: 2, justificadas: 1 } },
} as unknown as Enturmacao;

const boletim: BoletimParaImpressao = {
  empresa: null,
  escola: { nome: "Escola Estadual Rui Barbosa", codigoInep: null, municipio: null, uf: null },
  aluno: { nome: "Maria da Silva", matricula: "2026-000123" },
  turma: "5º ano A",
  ano: 2026,
  colunas: ["1º bim.", "2º bim."],
  comRecuperacao: false,
  linhas: [{ componente: "Matemática", etapas: ["7,5", "—"], media: "—", recuperacao: "—", final: "—" }],
  faltas: "3",
  justificadas: "1",
  frequencia: "96,2%",
  situacao: "Cursando",
  semNotas: false,
};

const leitura: LeituraDosDadosPessoais = {
  aluno,
  papel: "administrador",
  empresa: "Rede Municipal",
  geradoEm: new Date("2026-05-12T13:00:00Z"),
  escolas: new Map([["esc-1", "Escola Estadual Rui Barbosa"]]),
  tiposDeEtapas: new Map([["esc-1__2026", "bimestres"]]),
  entradas: [entrada],
  boletins: [boletim],
  documentos: [
    {
      codigo: "K7QM4XPA9RTB2WCE",
      final: "2WCE",
      tipo: "fichaDeMatricula",
      emitidoEm: new Date("2026-05-10T12:00:00Z"),
      emitidoPorNome: "Sara",
      revogadoEm: null,
      revogadoPorNome: null,
      motivoDaRevogacao: null,
      observacaoInterna: null,
      arquivoGuardado: true,
      atual: null,
    },
  ],
  eventos: [{ id: "at-1", tipo: "aluno.atualizado", em: new Date("2026-05-11T12:00:00Z"), porNome: "Ana", detalhe: null, mudancas: [{ campo: "nome", de: "Maria Silva", para: "Maria da Silva" }, { campo: "cpf", de: null, para: null }] }],
};

describe("montarDadosPessoais", () => {
  const d = montarDadosPessoais(leitura);

  it("has every part, in order, as plain data", () => {
    expect(Object.keys(d)).toEqual(["formato", "versao", "geradoEm", "empresa", "registro", "ficha", "responsaveis", "turmas", "frequencia", "notas", "documentos", "historico"]);
    expect(JSON.parse(JSON.stringify(d))).toEqual(d);
    expect(d).toMatchObject({ formato: "gestao-escolar.dados-pessoais", versao: 1, geradoEm: "2026-05-12T13:00:00.000Z", empresa: { nome: "Rede Municipal" } });
  });

  it("keeps the record as stored: every field of the descriptor (an absent one null) and the keys beyond it", () => {
    expect(d.registro).toMatchObject({ id: "alu-1", matricula: "2026-000123", matriculasUnificadas: ["2025-000009"] });
    expect(d.registro.campos).toMatchObject({ nome: "Maria da Silva", nomeSocial: "Mário da Silva", cpf: "52998224725", corRaca: "3", nis: null, cep: null });
    // The list of responsáveis is its own part of the file, not repeated among the record's fields.
    expect(d.registro.campos).not.toHaveProperty("responsaveis");
    expect(d.registro.campos).not.toHaveProperty("versao");
    expect(d.responsaveis).toEqual([{ nome: "Ana da Silva", parentesco: "Mãe", responsavelLegal: true }]);
  });

  it("reads the record, the turmas, the attendance per etapa in order, the grades, the documents and the history", () => {
    expect(d.ficha[0]!.linhas.slice(0, 3)).toEqual([
      { rotulo: "Nome completo", valor: "Maria da Silva" },
      { rotulo: "Matrícula", valor: "2026-000123" },
      { rotulo: "Nome social", valor: "Mário da Silva" },
    ]);
    expect(d.turmas).toEqual([{ ano: 2026, escola: "Escola Estadual Rui Barbosa", turma: "5º ano A", situacao: "Cursando", desde: "2026-02-02", ate: null }]);
    expect(d.frequencia).toEqual([
      { ano: 2026, turma: "5º ano A", etapa: "1º bimestre", dias: 40, faltas: 2, justificadas: 1 },
      { ano: 2026, turma: "5º ano A", etapa: "2º bimestre", dias: 38, faltas: 0, justificadas: 0 },
    ]);
    expect(d.notas).toEqual([
      {
        ano: 2026,
        turma: "5º ano A",
        escola: "Escola Estadual Rui Barbosa",
        situacao: "Cursando",
        frequencia: "96,2%",
        faltas: "3",
        colunas: ["1º bim.", "2º bim."],
        componentes: [{ componente: "Matemática", etapas: ["7,5", "—"], media: "—", recuperacao: "—", final: "—" }],
        relatorio: [],
      },
    ]);
    expect(d.documentos).toEqual([{ tipo: "Ficha de matrícula", codigo: "K7QM4XPA9RTB2WCE", emitidoEm: "2026-05-10T12:00:00.000Z", emitidoPor: "Sara", revogadoEm: null, motivoDaRevogacao: null }]);
    expect(d.historico).toEqual([{ em: "2026-05-11T12:00:00.000Z", por: "Ana", evento: "Alteração", detalhe: null, mudancas: ["Nome completo: Maria Silva → Maria da Silva", "CPF alterado"] }]);
  });
});
