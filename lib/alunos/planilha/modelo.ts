// "Baixar modelo": the header row and one example row, as the export writes them. The example
// fills every column with a value the check accepts (a list by its option's word, the birth place
// and the address in one UF), so a secretaria sees how each is written; columns shown only with
// another's answer (Povo indígena with Indígena, País de nacionalidade when not Brasileira) and the
// Nome social stay empty, as they would for this student. Pure and client-safe.
import { nisComDigito } from "@/lib/campos/nis";
import { certidaoComDigitos } from "@/lib/campos/certidao";
import { COLUNAS, type CampoDaPlanilha } from "@/lib/alunos/planilha/colunas";
import { BOM, linhasCsv } from "@/lib/alunos/planilha/escrever";
import { alunoNecessidadesTexts, censoTexts, planilhaTexts, responsaveisTexts } from "@/lib/messages";

const palavras = planilhaTexts.exemplo;

export const EXEMPLO = {
  nome: "Maria Aparecida da Silva",
  dataNascimento: "15/03/2016",
  sexo: palavras.sexo,
  corRaca: palavras.corRaca,
  nacionalidade: palavras.nacionalidade,
  ufNascimento: "SP",
  municipioNascimento: palavras.municipio,
  escola: "Escola Municipal Exemplo",
  turma: "3º ano A",
  cpf: "",
  responsavelNome: "Joana da Silva",
  "responsavel1.parentesco": responsaveisTexts.parentescos.mae,
  responsavelTelefone: "(11) 98765-4321",
  responsavelEmail: "joana.silva@exemplo.com.br",
  "responsavel1.legal": responsaveisTexts.sim,
  "responsavel1.buscar": responsaveisTexts.sim,
  "responsavel1.moraJunto": responsaveisTexts.sim,
  filiacao: censoTexts.filiacao[1],
  filiacao1: "Joana da Silva",
  nis: nisComDigito("1234567890").replace(/^(\d{3})(\d{5})(\d{2})(\d)$/, "$1.$2.$3-$4"),
  cns: "700 0000 0000 0005",
  // A birth registered in 2016 at a registry of São Paulo (the 32 digits of the new model).
  certidaoNascimento: certidaoComDigitos("104539015520161000120340005678"),
  rgNumero: "12.345.678-9",
  rgOrgaoEmissor: "SSP",
  rgUf: "SP",
  rgDataExpedicao: "20/01/2022",
  cep: "01310-100",
  logradouro: palavras.logradouro,
  enderecoNumero: "1000",
  complemento: palavras.complemento,
  bairro: palavras.bairro,
  enderecoUf: "SP",
  enderecoMunicipio: palavras.municipio,
  zona: palavras.zona,
  localizacaoDiferenciada: palavras.localizacaoDiferenciada,
  necessidadeEspecial: alunoNecessidadesTexts.simNao[0],
  transporteEscolar: alunoNecessidadesTexts.simNao[0],
} satisfies Partial<Record<CampoDaPlanilha, string>>;

/** The model's bytes: the columns' titles and the example row (its school and turma the company's, when given). */
export function modeloDaPlanilha(escola?: string, turma?: string): string {
  const exemplo = { ...EXEMPLO, escola: escola ?? EXEMPLO.escola, turma: turma ?? "" };
  // A column without an example (a field added since) is left empty.
  const valores: Partial<Record<CampoDaPlanilha, string>> = exemplo;
  return BOM + linhasCsv([COLUNAS.map((c) => c.titulo), COLUNAS.map((c) => valores[c.campo] ?? "")]);
}
