// The demo data seeded into the emulators: one scenario per picker state.

export const DEMO_PASSWORD = "demo1234";

const NOMES = [
  "Colégio Aurora", "Escola Horizonte", "Instituto Saber", "Colégio São Lucas", "Escola Árvore do Saber",
  "Centro Educacional Ipê", "Escola Nova Era", "Colégio Atlântico", "Escola Monteiro Lobato",
  "Colégio Vila Rica", "Escola Raízes", "Instituto Educar", "Colégio Pioneiro", "Escola Sol Nascente",
];

// `id` is a field of its own, deliberately unlike the document id: the app must query the field.
export const empresas = [
  ...NOMES.map((nome, i) => ({ docId: `doc-emp-${i + 1}`, id: `emp-${String(i + 1).padStart(2, "0")}`, nome })),
  { docId: "doc-emp-15", id: "emp-15" }, // no name: shown as 'NOME DA EMPRESA'
];

const allIds = empresas.map((e) => e.id);

/**
 * usuario: the usuarios/{uid} document (null: none). porUid / porEmail: companies linked by
 * usuarios_empresas rows that carry the uid, or only the e-mail (the lookup's fallback); each
 * { idEmpresa, papel } (no papel: a link older than roles, read as "secretaria").
 */
const links = (ids, papel) => ids.map((idEmpresa) => ({ idEmpresa, papel }));

export const usuarios = [
  { uid: "demo-ana", email: "ana@demo.escola", displayName: "Ana Souza", usuario: {}, porUid: links(allIds, "administrador"), porEmail: [],
    about: `${allIds.length} empresas (mais de um lote de 10), uma sem nome; administradora` },
  { uid: "demo-bruno", email: "bruno@demo.escola", displayName: "Bruno Lima", usuario: {}, porUid: [], porEmail: links(["emp-02", "emp-03"]),
    about: "vinculado só pelo e-mail, sem papel (conta como secretaria)" },
  { uid: "demo-carla", email: "carla@demo.escola", displayName: "Carla Dias", usuario: { idEmpresaAtual: "emp-04" },
    porUid: [{ idEmpresa: "emp-04", papel: "administrador" }, { idEmpresa: "emp-05", papel: "secretaria" }], porEmail: [],
    about: "já tem empresa atual (32 escolas): vai direto para /home; administradora" },
  { uid: "demo-sofia", email: "sofia@demo.escola", displayName: "Sofia Ramos", usuario: { idEmpresaAtual: "emp-04" }, porUid: links(["emp-04"], "secretaria"), porEmail: [],
    about: "secretaria da empresa de Carla" },
  { uid: "demo-otavio", email: "otavio@demo.escola", displayName: "Otávio Nunes", usuario: { idEmpresaAtual: "emp-04" }, porUid: links(["emp-04"], "consulta"), porEmail: [],
    about: "consulta (só lê) na empresa de Carla" },
  { uid: "demo-paulo", email: "paulo@demo.escola", displayName: "Paulo Mendes", usuario: { idEmpresaAtual: "emp-04" }, porUid: links(["emp-04"], "professor"), porEmail: [],
    about: "professor na empresa de Carla: as turmas da primeira escola (Minhas turmas, Fazer chamada)" },
  { uid: "demo-davi", email: "davi@demo.escola", displayName: "Davi Rocha", usuario: {}, porUid: [], porEmail: [],
    about: "nenhuma empresa vinculada" },
  { uid: "demo-eva", email: "eva@demo.escola", displayName: "Eva Martins", usuario: null, porUid: links(["emp-01"], "secretaria"), porEmail: [],
    about: "sem documento em usuarios" },
];

// Schools: names that exercise accents, shared words and pt-BR order; one company with more than
// a page of them. [nome, municipio, uf, telefone, ativa]
const ESCOLAS_BASE = [
  ["Escola Estadual São Bento", "São Paulo", "SP", "1134567890", true],
  ["Escola Municipal Água Branca", "São Paulo", "SP", "1132221100", true],
  ["EMEF Professora Júlia Ávila", "Campinas", "SP", "19987654321", true],
  ["Colégio Estadual Dom Pedro II", "Rio de Janeiro", "RJ", "2125550000", true],
  ["Escola Estadual Óscar Freire", "Belo Horizonte", "MG", null, true],
  ["Centro de Educação Infantil Pequeno Príncipe", "Curitiba", "PR", "4133334444", true],
  ["Escola Municipal Cecília Meireles", "Recife", "PE", null, true],
  ["Escola Estadual Santos Dumont", "Santos", "SP", "1332223333", true],
  ["Colégio Municipal Ângelo Agostini", "Niterói", "RJ", null, true],
  ["Escola Estadual Zélia Gattai", "Salvador", "BA", "7130304040", true],
  ["Escola Municipal Érico Veríssimo", "Porto Alegre", "RS", null, true],
  ["Escola Estadual Monteiro Lobato", "Taubaté", "SP", null, true],
  ["Escola Municipal Chico Mendes", "Rio Branco", "AC", null, true],
  ["Escola Estadual Anísio Teixeira", "Caetité", "BA", null, true],
  ["Escola Municipal Paulo Freire", "Natal", "RN", "8432105678", true],
  ["Escola Estadual Rui Barbosa", "Salvador", "BA", null, true],
  ["Escola Municipal Tarsila do Amaral", "Capivari", "SP", null, true],
  ["Escola Estadual Castro Alves", "Feira de Santana", "BA", null, true],
  ["Escola Municipal Carlos Drummond de Andrade", "Itabira", "MG", null, true],
  ["Escola Estadual Machado de Assis", "Rio de Janeiro", "RJ", null, true],
  ["Escola Municipal Clarice Lispector", "Maceió", "AL", null, true],
  ["Escola Estadual Oswaldo Cruz", "São Luiz do Paraitinga", "SP", null, true],
  ["Escola Municipal Vinícius de Moraes", "Rio de Janeiro", "RJ", null, true],
  ["Escola Estadual Graciliano Ramos", "Palmeira dos Índios", "AL", null, true],
  ["Escola Municipal Rachel de Queiroz", "Fortaleza", "CE", "8531112222", true],
  ["Escola Estadual Jorge Amado", "Itabuna", "BA", null, true],
  ["Escola Municipal Cora Coralina", "Goiás", "GO", null, true],
  ["Escola Estadual Irmã Dulce", "Salvador", "BA", null, true],
  ["Escola Municipal Ariano Suassuna", "João Pessoa", "PB", null, true],
  ["Escola Estadual Nise da Silveira", "Maceió", "AL", null, true],
  ["Escola Municipal São Benedito", "Aparecida", "SP", null, false],
  ["Escola Estadual Barão de Mauá", "Magé", "RJ", null, false],
];

/** Schools per company: [idEmpresa, how many of ESCOLAS_BASE]. */
const ESCOLAS_POR_EMPRESA = [["emp-04", ESCOLAS_BASE.length], ["emp-05", 3], ["emp-01", 5]];

export const escolas = ESCOLAS_POR_EMPRESA.flatMap(([idEmpresa, quantas], e) =>
  ESCOLAS_BASE.slice(0, quantas).map(([nome, municipio, uf, telefone, ativa], i) => ({
    docId: `demo-escola-${idEmpresa}-${String(i + 1).padStart(2, "0")}`,
    idEmpresa,
    nome,
    municipio,
    uf,
    telefone,
    ativa,
    // Fixed INEP codes, unique per company (8 digits, not starting with 0).
    codigoInep: i % 4 === 3 ? null : String(35_000_000 + e * 1000 + i),
  })),
);

// Students: about 300 in Carla's company (emp-04), names with accents and shared surnames, so
// paging and search show at once. Deterministic, so every seed writes the same data. Their turmas
// are real ones (the current year's, demo-ano-letivo.mjs), not a field of the student.
const PRIMEIROS = [
  "João", "José", "Maria", "Ana", "Luíza", "Júlia", "Antônio", "Álvaro", "Érica", "Inês", "Otávio", "Gonçalo", "Caio",
  "Beatriz", "Heloísa", "Lúcia", "Mônica", "Sérgio", "Cecília", "Vinícius", "Conceição", "Ângela", "Iara", "Raí", "Tânia",
];
const DO_MEIO = ["Pedro", "Eduarda", "Clara", "Henrique", "Luís", "", "", ""];
const SOBRENOMES = [
  "Souza", "Silva", "Santos", "Oliveira", "Conceição", "Gonçalves", "Araújo", "Brandão", "Magalhães", "Simões",
  "Assunção", "Lima", "Pereira", "Costa", "Fernandes", "Nóbrega",
];

/** A valid CPF from nine digits (check digits computed), for demo records only. */
function cpfDemo(base) {
  const digits = String(base).padStart(9, "0").split("").map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((s, d, i) => s + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join("");
}

const escolasAtivasDaCarla = escolas.filter((e) => e.idEmpresa === "emp-04" && e.ativa);

export const alunos = Array.from({ length: 300 }, (_, i) => {
  const nome = [PRIMEIROS[i % PRIMEIROS.length], DO_MEIO[(i * 3) % DO_MEIO.length], SOBRENOMES[(i * 7) % SOBRENOMES.length], SOBRENOMES[(i * 11 + 3) % SOBRENOMES.length]]
    .filter(Boolean)
    .join(" ");
  const ano = 2008 + (i % 13);
  return {
    docId: `demo-aluno-emp-04-${String(i + 1).padStart(3, "0")}`,
    idEmpresa: "emp-04",
    numero: i + 1,
    nome,
    dataNascimento: `${ano}-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`,
    idEscola: escolasAtivasDaCarla[(i * 5) % escolasAtivasDaCarla.length].docId,
    cpf: i % 3 === 0 ? cpfDemo(123_456_000 + i) : null,
    responsavelNome: i % 2 === 0 ? `${PRIMEIROS[(i + 5) % PRIMEIROS.length]} ${SOBRENOMES[(i * 7) % SOBRENOMES.length]}` : null,
    responsavelTelefone: i % 2 === 0 ? `119${String(80_000_000 + i * 37).slice(0, 8)}` : null,
    responsavelEmail: i % 4 === 0 ? `responsavel${i + 1}@exemplo.com.br` : null,
    situacao: i % 17 === 0 ? "transferido" : i % 23 === 0 ? "inativo" : "ativo",
  };
});
