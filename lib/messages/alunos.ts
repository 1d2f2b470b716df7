// Part of lib/messages (import from "@/lib/messages"): the Alunos tab, its history and its spreadsheets.
import type { TipoAtividade } from "@/lib/atividades/schema";
import { comumTexts, milhar } from "./comum";

export const alunoTexts = {
  novo: "Novo aluno",
  tituloNovo: "Novo aluno",
  buscar: "Buscar aluno",
  escola: "Escola",
  todas: "Todas",
  /** The list's filter of the chosen school's turmas (its year in progress). */
  turma: "Turma",
  situacao: comumTexts.situacao,
  filtros: { ativos: "Ativos", transferidos: "Transferidos", inativos: "Inativos", todos: "Todos" },
  situacoes: { ativo: "Ativo", transferido: "Transferido", inativo: "Inativo" },
  encontrados: (n: number) => `${milhar(n)} ${n === 1 ? "aluno" : "alunos"}`,
  colunas: { nome: "Nome", matricula: "Matrícula", escola: "Escola", turma: "Turma", situacao: "Situação" },
  legendaTabela: "Alunos da empresa",
  vazio: "Nenhum aluno cadastrado.",
  nadaEncontrado: "Nenhum aluno encontrado.",
  paginacao: "Páginas da lista de alunos",
  anterior: comumTexts.anterior,
  proxima: comumTexts.proxima,
  pagina: comumTexts.pagina,
  campos: {
    nome: "Nome completo",
    dataNascimento: "Data de nascimento",
    idEscola: "Escola",
    turma: "Turma",
    cpf: "CPF",
    responsavelNome: "Nome do responsável",
    responsavelTelefone: "Telefone do responsável",
    responsavelEmail: "E-mail do responsável",
    situacao: comumTexts.situacao,
    // Issue 43's record, by section (verbatim).
    nomeSocial: "Nome social",
    sexo: "Sexo",
    corRaca: "Cor/raça",
    povoIndigena: "Povo indígena",
    nacionalidade: "Nacionalidade",
    paisNacionalidade: "País de nacionalidade",
    ufNascimento: "UF de nascimento",
    municipioNascimento: "Município de nascimento",
    nis: "NIS",
    cns: "Cartão Nacional de Saúde (CNS)",
    certidaoNascimento: "Certidão de nascimento",
    /** The RG's fields, under the fieldset `RG` on the form; `titulos` name them elsewhere. */
    rg: "RG",
    rgNumero: "Número",
    rgOrgaoEmissor: "Órgão emissor",
    rgUf: "UF",
    rgDataExpedicao: "Data de expedição",
    cep: "CEP",
    logradouro: "Logradouro",
    enderecoNumero: "Número",
    complemento: "Complemento",
    bairro: "Bairro",
    enderecoUf: "UF",
    enderecoMunicipio: "Município",
    zona: "Zona",
    localizacaoDiferenciada: "Localização diferenciada",
  },
  /** A field's name outside its section's form (the sheet, the history, the spreadsheet), where its label alone is ambiguous. */
  titulos: {
    rgNumero: "Número do RG",
    rgOrgaoEmissor: "Órgão emissor do RG",
    rgUf: "UF do RG",
    rgDataExpedicao: "Data de expedição do RG",
    enderecoNumero: "Número do endereço",
    enderecoUf: "UF do endereço",
    enderecoMunicipio: "Município do endereço",
  },
  /** The empty option of a list that may be left blank. */
  opcaoVazia: "Selecione",
  /** The municipality's combobox: what it says while the UF's list loads, and when nothing matches. */
  municipio: {
    escolhaAUf: "Escolha a UF primeiro.",
    carregando: "Carregando municípios…",
    nenhum: "Nenhum município encontrado.",
    encontrados: (n: number) => (n === 1 ? "1 município encontrado." : `${n} municípios encontrados.`),
  },
  escolaVazia: "Selecione a escola",
  escolaInativa: (nome: string) => `${nome} (inativa)`,
  matricula: "Matrícula",
  salvar: comumTexts.salvar,
  cancelar: comumTexts.cancelar,
  voltarParaLista: "Voltar para a lista de alunos",
  voltarParaFicha: "Voltar para a ficha do aluno",
  /** A student's sheet (/alunos/{id}); its form is at /alunos/{id}/editar. */
  ficha: {
    titulo: "Ficha do aluno",
    dados: "Dados do aluno",
    responsavel: "Responsável",
    /** Issue 43's sections of the sheet, in its order. */
    identificacao: "Identificação",
    filiacaoEResponsaveis: "Filiação e responsáveis",
    documentos: "Documentos",
    endereco: "Endereço",
  },
  /** The title of a section's form (/alunos/{id}/editar?secao=…): "Editar Documentos". */
  editarSecao: (secao: string) => `Editar ${secao}`,
  somenteLeitura: "Você pode consultar este aluno, mas não alterá-lo.",
  mostrarCpf: "Mostrar CPF",
  ocultarCpf: "Ocultar CPF",
  cpfDica: "Deixe como está para manter o CPF; apague para removê-lo.",
  cadastrado: (matricula: string) => `Aluno cadastrado. Matrícula ${matricula}.`,
  atualizado: "Aluno atualizado.",
  excluido: "Aluno excluído.",
  naoEncontrado: "Aluno não encontrado.",
  historico: "Histórico",
  semHistorico: "Nenhuma alteração registrada.",
  eventos: {
    "aluno.criado": "Cadastro",
    "aluno.unificado": "Unificação",
    "aluno.atualizado": "Alteração",
    "aluno.excluido": "Exclusão",
    "aluno.importado": "Cadastro",
    "aluno.enturmado": "Enturmação",
    "aluno.remanejado": "Remanejamento",
    "aluno.tiradoDaTurma": "Saída da turma",
    "documento.emitido": "Documento emitido",
    "documento.revogado": "Documento revogado",
    "aluno.rematriculado": "Rematrícula",
    "aluno.concluinte": "Conclusão",
    "aluno.rematriculaDesfeita": "Rematrícula desfeita",
    "aluno.dadosPessoaisExportados": "Dados pessoais exportados",
  } satisfies Partial<Record<TipoAtividade, string>>,
  /** How the company's activity words a whole-CPF search that showed no student. */
  buscaPorCpf: {
    nenhum: "nenhum aluno encontrado",
    semPermissao: "nenhum aluno mostrado: este papel não busca por CPF",
  },
  por: (nome: string) => `por ${nome}`,
  vazioNoHistorico: "(vazio)",
  cpfAlterado: "CPF alterado",
  /** A new student that may already be registered (lib/alunos/duplicados.ts): the refusal, each student named (a link), the confirmation. */
  confiraDuplicados: "Confira se não é o mesmo aluno antes de cadastrar.",
  possivelDuplicado: (nome: string, matricula: string) => `Possível aluno já cadastrado: ${nome} (matrícula ${matricula})`,
  cadastrarMesmoAssim: "Cadastrar mesmo assim",
  /** The new student's history entry, registered anyway: the possible duplicates' matrículas (not their names). */
  cadastradoMesmoAssim: (matriculas: readonly string[]) =>
    `cadastrado mesmo assim; possível aluno já cadastrado: ${matriculas.length === 1 ? "matrícula" : "matrículas"} ${matriculas.join(", ")}`,
  /** `Unificar alunos` (issue 43, administrador): lib/alunos/unificacao/. */
  unificacao: {
    titulo: "Unificar alunos",
    explicacao: "Escolha o cadastro que fica e o que sai. O que sai deixa de aparecer nas listas; a matrícula dele fica registrada no que fica.",
    fica: "Matrícula do aluno que fica",
    sai: "Matrícula do aluno que sai",
    verPrevia: "Ver prévia",
    naoEncontrado: "Nenhum aluno com esta matrícula.",
    dados: "Dados, campo a campo",
    dadosDica: "Escolha o valor que fica em cada campo; o outro é descartado.",
    vazio: "(vazio)",
    doQueFica: (valor: string) => `${valor} (aluno que fica)`,
    doQueSai: (valor: string) => `${valor} (aluno que sai)`,
    igual: (valor: string) => `${valor} (igual nos dois)`,
    oQueMuda: "O que passa para o aluno que fica",
    movidos: {
      turmas: (n: number) => `Enturmações (com a frequência): ${milhar(n)}`,
      chamadas: (n: number) => `Chamadas: ${milhar(n)}`,
      notas: (n: number) => `Folhas de notas: ${milhar(n)}`,
      pareceres: (n: number) => `Pareceres: ${milhar(n)}`,
      resultados: (n: number) => `Resultados finais: ${milhar(n)}`,
      documentos: (n: number) => `Documentos: ${milhar(n)}`,
      historico: (n: number) => `Registros do histórico: ${milhar(n)}`,
    },
    confirmar: "Unificar alunos",
    unificados: "Alunos unificados.",
    /** On the staying student's sheet. */
    matriculasUnificadas: "Matrículas unificadas",
    /** The staying student's history entry. */
    noHistorico: (matricula: string) => `matrícula ${matricula} unificada a este aluno`,
    erros: {
      mesmoAluno: "Escolha dois alunos diferentes.",
      mesmaTurma: "Estes alunos estão na mesma turma.",
      cursandoNoMesmoAno: "Estes alunos estão cursando turmas no mesmo ano: tire um deles da turma antes de unificar.",
      grandeDemais: "Estes alunos têm registros demais para unificar de uma vez.",
      /** The values chosen from both records do not make one valid record (the field, then the rule's message). */
      incoerente: (campo: string, mensagem: string) => `Os valores escolhidos não combinam em ${campo}: ${mensagem} Escolha outro valor.`,
    },
  },
  excluir: "Excluir aluno",
  excluirConfirmacao: "Excluir este aluno? A ficha e os dados pessoais do histórico serão apagados. Esta ação não pode ser desfeita.",
  confirmarExclusao: "Excluir",
  cancelarExclusao: comumTexts.cancelar,
  erros: {
    nomeObrigatorio: "Informe o nome do aluno.",
    nomeTamanho: "O nome deve ter entre 3 e 120 caracteres.",
    dataNascimento: "Data de nascimento inválida.",
    escola: "Escolha a escola.",
    cpf: "CPF inválido.",
    /** A unique number (lib/alunos/campos.ts, `unico`) another student holds: its matrícula to those who may read the register. */
    unicoRepetido: (rotulo: string, matricula: string | null) => `Já existe um aluno com este número de ${rotulo}${matricula ? ` (matrícula ${matricula})` : ""}.`,
    telefone: "Telefone inválido.",
    email: "E-mail inválido.",
    responsavelNome: "O nome do responsável deve ter até 120 caracteres.",
    /** A plain text field of the student (lib/alunos/campos.ts, type `texto`) over its length. */
    textoTamanho: (rotulo: string, max: number) => `${rotulo}: até ${max} caracteres.`,
    /** A field of the student whose entry names no message of its own. */
    invalido: (rotulo: string) => `${rotulo}: valor inválido.`,
    situacao: "Situação inválida.",
    // Issue 43's fields (the names' rule is the Censo's: nomeDoCensoTexts).
    cep: "CEP inválido: informe os 8 dígitos.",
    dataExpedicao: "Data de expedição inválida.",
    /** A field of a list given a value outside it (a forged code, a misspelt name in a spreadsheet). */
    opcao: (rotulo: string) => `${rotulo}: escolha uma das opções da lista.`,
    /** A field shown only with another's answer (Povo indígena with Indígena), left blank. */
    exigidoCom: (rotulo: string) => `Informe ${rotulo}.`,
    municipioDaUf: "O município não é da UF escolhida.",
    municipioSemUf: "Escolha a UF do município.",
    alteradoPorOutro: "Este aluno foi alterado por outra pessoa. Recarregue a página.",
  },
  exportar: "Exportar CSV",
  importar: "Importar planilha",
} as const;

/** "a", "a e b", "a, b e c" (or "ou"). */
const emLista = (itens: readonly string[], conjuncao: "e" | "ou") => (itens.length <= 1 ? (itens[0] ?? "") : `${itens.slice(0, -1).join(", ")} ${conjuncao} ${itens.at(-1)}`);

const alunos = (n: number) => `${milhar(n)} ${n === 1 ? "aluno" : "alunos"}`;

/** Alunos from and to spreadsheets (/alunos/importar and the CSV export). */
export const planilhaTexts = {
  titulo: "Importar planilha",
  /**
   * The page's help, its columns named from lib/alunos/planilha/colunas.ts (`AJUDA_DAS_COLUNAS`):
   * "A primeira linha tem os nomes das colunas. Nome completo, Data de nascimento (DD/MM/AAAA) e
   * Escola (o nome ou o Código INEP) são obrigatórias; Turma, CPF, … são opcionais."
   */
  explicacao: {
    antes: "Cadastre muitos alunos de uma vez a partir de uma planilha salva como CSV (no Excel: Arquivo › Salvar como › CSV).",
    colunas: (obrigatorias: readonly string[], opcionais: readonly string[]) =>
      `A primeira linha tem os nomes das colunas. ${emLista(obrigatorias, "e")} são obrigatórias; ${emLista(opcionais, "e")} são opcionais.`,
    depois: [
      "A Turma é o nome de uma turma da escola no ano letivo em andamento (por exemplo, 5º ano A): o aluno é enturmado nela na mesma importação.",
      "Nada é gravado ao verificar. Na importação, ou todos os alunos da planilha são cadastrados, cada um com a sua matrícula, ou nenhum é.",
      // Issue 43: the lists' columns.
      "Nas colunas de listas (Sexo, Cor/raça, Nacionalidade, UF, Órgão emissor do RG, Zona, Localização diferenciada…), escreva a opção como aparece no cadastro ou o código do Censo Escolar; a UF pela sigla ou pelo nome; o município pelo nome ou pelo código do IBGE. O modelo traz um exemplo de cada coluna.",
    ],
  },
  /** What the help says of a column of some types: "Data de nascimento (DD/MM/AAAA)". */
  dicaDaColuna: { data: "DD/MM/AAAA", escola: "o nome ou o Código INEP" } as Readonly<Record<string, string>>,
  colunaComDica: (titulo: string, dica: string) => `${titulo} (${dica})`,
  baixarModelo: "Baixar modelo",
  arquivo: "Arquivo CSV",
  arquivoDica: "Até 5.000 alunos e 5 MB.",
  verificar: "Verificar",
  verificando: "Verificando…",
  prontos: (n: number) => `${alunos(n)} ${n === 1 ? "pronto" : "prontos"} para importar`,
  importarN: (n: number) => `Importar ${alunos(n)}`,
  importados: (n: number) => `${alunos(n)} ${n === 1 ? "importado" : "importados"}.`,
  verLista: "Ver a lista de alunos",
  voltarParaLista: "Voltar para a lista de alunos",
  voltarParaFicha: "Voltar para a ficha do aluno",
  /** A student's sheet (/alunos/{id}); its form is at /alunos/{id}/editar. */
  ficha: { titulo: "Ficha do aluno", dados: "Dados do aluno", responsavel: "Responsável" },
  outraPlanilha: "Importar outra planilha",
  problemas: "Problemas encontrados",
  semImportar: "Corrija a planilha e verifique de novo: nenhum aluno foi importado.",
  avisos: "Avisos",
  avisosDica: "Os avisos não impedem a importação.",
  ignoradas: (colunas: string[]) => `Colunas ignoradas: ${colunas.join(", ")}.`,
  maisProblemas: (n: number) => `E mais ${milhar(n)} ${n === 1 ? "problema" : "problemas"}.`,
  maisAvisos: (n: number) => `E mais ${milhar(n)} ${n === 1 ? "aviso" : "avisos"}.`,
  previa: "Primeiras linhas",
  linhaColuna: "Linha",
  progresso: "Progresso da importação",
  reservando: (feitas: number, total: number) => `Conferindo CPFs: ${milhar(feitas)} de ${milhar(total)} alunos`,
  gravando: (feitas: number, total: number) => `Gravando alunos: ${milhar(feitas)} de ${milhar(total)}`,
  comecando: "Começando a importação…",
  semResposta: "Sem resposta do servidor. Tentando de novo…",
  podeSair: "Você pode sair desta página: a importação continua e termina inteira ou não acontece.",
  linha: (n: number, texto: string) => `Linha ${n}: ${texto}`,
  erros: {
    vazio: "O arquivo está vazio.",
    naoCsv: "O arquivo não é um CSV.",
    grande: "O arquivo tem mais de 5 MB.",
    linhas: "A planilha tem mais de 5.000 linhas.",
    semAlunos: "A planilha não tem nenhum aluno.",
    semArquivo: "Escolha o arquivo CSV.",
    aspas: (linha: number) => `A planilha tem aspas sem fechamento (a partir da linha ${linha}).`,
    colunaFaltando: (coluna: string) => `A planilha não tem a coluna ${coluna}.`,
    colunaRepetida: (coluna: string) => `A planilha tem mais de uma coluna ${coluna}.`,
    escolaVazia: "Informe a escola.",
    escolaNaoEncontrada: (escola: string) => `Escola não encontrada: ${escola}.`,
    escolaInativa: (escola: string) => `A escola ${escola} está inativa.`,
    escolaAmbigua: (escola: string) => `Há mais de uma escola chamada ${escola}; use o Código INEP.`,
    cpfRepetido: (linha: number) => `O CPF já aparece na linha ${linha}.`,
    cpfDeOutro: "Já existe um aluno com este CPF.",
    expirada: "Esta verificação expirou. Verifique a planilha de novo.",
    jaImportada: "Esta planilha já foi importada ou está sendo importada.",
    naoEncontrada: "Importação não encontrada.",
    interrompida: "A importação foi interrompida e desfeita: nenhum aluno da planilha foi cadastrado. Verifique a planilha e importe de novo.",
    falhou: (motivo: string) => `Nenhum aluno da planilha foi cadastrado. ${motivo}`,
    escolaMudou: (escola: string) => `A escola ${escola} foi desativada ou removida durante a importação.`,
    turmaNaoExiste: (turma: string, escola: string, ano: number) => `a turma "${turma}" não existe na ${escola} em ${ano}.`,
    turmaSemVagas: (turma: string) => `a turma ${turma} não tem vagas para todos os alunos da planilha.`,
    semAnoEmAndamento: (escola: string) => `a ${escola} não tem ano letivo em andamento; deixe a Turma vazia ou inicie o ano letivo da escola.`,
    turmaMudou: (turma: string) => `A turma ${turma} mudou durante a importação (foi removida, o ano letivo mudou ou as vagas acabaram).`,
    // Issue 43: NIS, CNS and certidão are unique like the CPF (whose words above stay its own).
    unicoRepetido: (rotulo: string, linha: number) => `Número de ${rotulo} repetido na linha ${linha}.`,
  },
  avisosTexto: {
    mesmaLinha: (linha: number) => `mesmo nome e data de nascimento da linha ${linha}.`,
  },
  /** An import past its commit point whose turma's year was closed meanwhile (the students are kept, without it). */
  naoEnturmados: (n: number, turmas: string[]) =>
    `${n === 1 ? "1 aluno foi cadastrado" : `${milhar(n)} alunos foram cadastrados`} sem turma: o ano letivo ${turmas.length === 1 ? "da turma" : "das turmas"} ${turmas.join(", ")} foi encerrado durante a importação.`,
  historico: (arquivo: string) => `importado da planilha ${arquivo}`,
  historicoComTurma: (arquivo: string, turma: string, ano: number) => `importado da planilha ${arquivo} e enturmado na turma ${turma} (${ano})`,
  /**
   * Other names of a column the import accepts (compared without accents, case, punctuation or
   * extra spaces), besides the column's own title; `variantesDica` lists them all on the page.
   */
  variantes: {
    nome: ["Nome", "Aluno", "Nome do aluno"],
    dataNascimento: ["Nascimento", "Data nasc.", "Dt. nascimento"],
    responsavelNome: ["Responsável"],
    // Issue 43: the Censo's headers and the obvious others.
    corRaca: ["Cor ou raça"],
    municipioNascimento: ["Naturalidade"],
    cns: ["CNS"],
    // Issue 43, every field of Identificação, Documentos and Endereço: the Censo's (Educacenso's
    // registro 30) names and the ones secretarias' spreadsheets use.
    corRacaOutras: ["Raça/cor"],
    municipioNascimentoOutras: ["Município de naturalidade", "Cidade de nascimento"],
    cnsOutras: ["Cartão SUS", "Cartão do SUS", "Número do CNS"],
    nomeSocial: ["Nome social do aluno"],
    sexo: ["Sexo do aluno", "Gênero"],
    povoIndigena: ["Etnia", "Povo"],
    nacionalidade: ["Nacionalidade do aluno"],
    paisNacionalidade: ["País", "País de origem"],
    ufNascimento: ["UF de naturalidade", "Estado de nascimento"],
    cpf: ["CPF do aluno", "Número do CPF"],
    nis: ["Número de Identificação Social (NIS)", "Número do NIS", "NIS/PIS"],
    certidaoNascimento: ["Matrícula da certidão de nascimento", "Número da certidão de nascimento", "Certidão"],
    rgNumero: ["RG", "Identidade", "Número da identidade"],
    rgOrgaoEmissor: ["Órgão emissor", "Órgão expedidor", "Órgão expedidor do RG"],
    rgUf: ["UF da identidade", "UF do órgão emissor"],
    rgDataExpedicao: ["Data de emissão do RG", "Data de expedição da identidade"],
    cep: ["CEP do endereço", "CEP de residência"],
    logradouro: ["Endereço", "Rua"],
    enderecoNumero: ["Número da casa", "Nº"],
    complemento: ["Complemento do endereço"],
    bairro: ["Bairro do endereço"],
    enderecoUf: ["UF de residência", "Estado"],
    enderecoMunicipio: ["Município de residência", "Cidade"],
    zona: ["Zona de residência", "Localização/Zona de residência"],
    localizacaoDiferenciada: ["Localização diferenciada de residência"],
  },
  /** Issue 43: the words of the model's example row (lib/alunos/planilha/modelo.ts), each a value the check accepts. */
  exemplo: {
    sexo: "Feminino",
    corRaca: "Parda",
    nacionalidade: "Brasileira",
    municipio: "São Paulo",
    logradouro: "Avenida Paulista",
    complemento: "Apto 12",
    bairro: "Bela Vista",
    zona: "Urbana",
    localizacaoDiferenciada: "Não está em área de localização diferenciada",
  },
  /** Issue 43: other words a spreadsheet's cell may give for an option of a list, by the option's code (besides the code and its label). */
  sinonimos: {
    sexo: { "1": ["M"], "2": ["F"] },
  },
  /** The variants of each column that has some (lib/alunos/planilha/colunas.ts: `AJUDA_DAS_VARIANTES`). */
  variantesDica: (colunas: readonly { titulo: string; variantes: readonly string[] }[]) =>
    `Também são aceitos estes nomes de coluna: ${colunas.map((c) => `${emLista(c.variantes, "ou")} (para ${c.titulo})`).join("; ")}. Maiúsculas, acentos, pontos e espaços a mais não fazem diferença.`,
  /** A CPF of the file already in the company, with the student it belongs to. */
  cpfCadastradoPara: (nome: string, matricula: string) => `CPF já cadastrado para ${nome} (${matricula}).`,
  /** A verification that named the students of some CPFs, in the company's activity. */
  cpfsNaVerificacao: (n: number, arquivo: string) => `${alunos(n)} ${n === 1 ? "identificado" : "identificados"} na verificação da planilha ${arquivo}`,
  soNovas: "Importar só as linhas novas",
  soNovasDica: "Os alunos que já estão cadastrados com o mesmo CPF são ignorados, em vez de impedir a importação.",
  seraoIgnorados: (n: number) => `${alunos(n)} já ${n === 1 ? "cadastrado" : "cadastrados"} (mesmo CPF) ${n === 1 ? "será ignorado" : "serão ignorados"}.`,
  foramIgnorados: (n: number) => `${alunos(n)} já ${n === 1 ? "cadastrado" : "cadastrados"} (mesmo CPF) ${n === 1 ? "foi ignorado" : "foram ignorados"}.`,
  opcaoMudou: "A opção mudou depois da verificação: clique em Verificar de novo.",
  /**
   * Issue 43: the rows that may be students already registered (the company's, or an earlier line
   * of the file), imported only once the person confirms (`Cadastrar mesmo assim`, alunoTexts).
   */
  duplicados: {
    titulo: "Possíveis alunos já cadastrados",
    dica: "Confira cada linha. Se não for o mesmo aluno, marque Cadastrar mesmo assim para importar a planilha inteira.",
    mais: (n: number) => `E mais ${milhar(n)} ${n === 1 ? "linha" : "linhas"}.`,
    marca: "Possível aluno já cadastrado",
    confirme: "Há linhas com possível aluno já cadastrado: confira-as e marque Cadastrar mesmo assim.",
    historicoDaLinha: (linha: number) => `cadastrado mesmo assim; mesmo nome e data de nascimento da linha ${linha} da planilha`,
    importados: (n: number, duplicados: number) => `${alunos(n)} ${n === 1 ? "importado" : "importados"}; ${milhar(duplicados)} ${duplicados === 1 ? "cadastrado" : "cadastrados"} mesmo assim (possível aluno já cadastrado).`,
  },
} as const;

/** Issue 20's limits on "Verificar" (lib/alunos/planilha/uma-por-vez.ts). */
export const planilhaLimiteTexts = {
  emAndamento: "Uma verificação já está em andamento. Aguarde o resultado.",
} as const;

/** Issue 20: a header row wider than any students' spreadsheet (lib/alunos/planilha/ler.ts). */
export const planilhaColunasTexts = {
  demais: "A planilha tem mais de 1.000 colunas.",
} as const;

/** The Alunos tab as a professor sees it: the students `Cursando` in their turmas, three fields only. */
export const alunoDoProfessorTexts = {
  legendaTabela: "Alunos das suas turmas",
  vazio: "Nenhum aluno cursando nas suas turmas.",
  /** The `Situação` of a row and of the student's page: "Cursando — 5º ano A (2026)". */
  /** "Cursando — 5º ano A (2026)", "Aprovado — 5º ano A (2025)" once the year is closed. */
  situacao: (situacao: string, turma: string) => `${situacao} — ${turma}`,
  somenteLeitura: "Você pode consultar este aluno, mas não alterá-lo.",
} as const;

/**
 * Issue 43's sections `Necessidades específicas`, `Transporte escolar` and `Saúde` (verbatim), their
 * fields' labels and the words of their forms (lib/alunos/campos.ts). Sensitive (LGPD art. 11):
 * Necessidades específicas and Saúde, like Cor/raça.
 */
export const alunoNecessidadesTexts = {
  secoes: { necessidades: "Necessidades específicas", transporte: "Transporte escolar", saude: "Saúde" },
  simNao: { 1: "Sim", 0: "Não" },
  campos: {
    necessidadeEspecial: "Deficiência, transtorno do espectro autista ou altas habilidades/superdotação",
    deficiencias: "Deficiências, transtornos e altas habilidades/superdotação",
    recursosProvas: "Recursos para provas do INEP",
    transporteEscolar: "Utiliza transporte escolar público",
    transportePoderPublico: "Poder público responsável",
    transporteVeiculos: "Tipos de veículo",
    alergias: "Alergias",
    medicamentos: "Medicamentos de uso contínuo",
    planoDeSaude: "Plano de saúde",
    observacoesDeSaude: "Observações de saúde",
  },
  /** Deficiência múltipla, derived (two or more deficiências, the Censo's rule): what the form says once it applies. */
  multiplaNoFormulario: "Com duas ou mais deficiências marcadas, o aluno fica com Deficiência múltipla (calculada, não é marcada).",
  /** Other headers a spreadsheet's column of these fields may have (lib/alunos/planilha/colunas.ts). */
  variantes: {
    necessidadeEspecial: ["Deficiência"],
    deficiencias: ["Tipos de deficiência"],
    recursosProvas: ["Recursos para provas"],
    transporteEscolar: ["Transporte escolar"],
    transporteVeiculos: ["Tipo de veículo"],
  },
  /** A set of choices (checkboxes) given a value outside its list (a forged code, a misspelt name in a spreadsheet). */
  opcoes: (rotulo: string) => `${rotulo}: marque só opções da lista.`,
} as const;

/** Issue 43: the nome social shown instead of the name; the civil name beside it on the sheet. */
export const nomeSocialTexts = {
  /** Under the sheet's heading when it shows the nome social: "Nome civil: Roberto Carlos Lima". */
  nomeCivil: "Nome civil",
} as const;

/** Issue 43: a free-text field of the record given hidden characters (control, bidi, zero-width). */
export const textoDoAlunoTexts = {
  caracteresInvalidos: (rotulo: string) => `${rotulo}: contém caracteres inválidos.`,
} as const;

/**
 * Issue 43, `Filiação e responsáveis` (lib/alunos/responsaveis.ts): the filiação's fields, each
 * responsável's fields (verbatim), the list's editor, its rules and how the sheet and the history read it.
 */
export const responsaveisTexts = {
  campos: {
    filiacao: "Filiação",
    filiacao1: "Filiação 1",
    filiacao2: "Filiação 2",
  },
  /** The list's title on the sheet, the form and the history. */
  titulo: "Responsáveis",
  item: {
    nome: "Nome",
    parentesco: "Parentesco",
    cpf: "CPF",
    telefone: "Telefone",
    email: "E-mail",
    legal: "Responsável legal",
    buscar: "Autorizado a buscar o aluno",
    moraJunto: "Mora com o aluno",
  },
  parentescos: { mae: "Mãe", pai: "Pai", avo: "Avó/Avô", tio: "Tia/Tio", irmao: "Irmã/Irmão", outro: "Outro" },
  /** One responsável's heading, its place being the order of contact in an emergency. */
  numero: (n: number) => `Responsável ${n}`,
  ordemDeContato: "A ordem da lista é a ordem de contato em uma emergência.",
  nenhum: "Nenhum responsável informado.",
  adicionar: "Adicionar responsável",
  /** The visible words of an item's buttons (their accessible names add the item: `Subir responsável 2`). */
  acoes: { subir: "Subir", descer: "Descer", remover: "Remover" },
  remover: (n: number) => `Remover responsável ${n}`,
  subir: (n: number) => `Subir responsável ${n}`,
  descer: (n: number) => `Descer responsável ${n}`,
  /** The one-click of a filiação name: a responsável of that name, its parentesco left to choose. */
  tornarResponsavel: (nome: string) => `Adicionar ${nome} como responsável`,
  sim: "Sim",
  nao: "Não",
  /** The sheet's summary of a responsável's yes/no answers. */
  /** The history's line of a change of the responsáveis' CPFs (never the numbers). */
  cpfAlterado: "CPF de responsável alterado.",
  erros: {
    /** A problem of one responsável's field, named by its place and label. */
    doItem: (n: number, mensagem: string) => `Responsável ${n}: ${mensagem}`,
    parentesco: "Escolha o parentesco.",
    nomeObrigatorio: "Informe o nome.",
    demais: (max: number) => `Informe no máximo ${max} responsáveis.`,
    lista: "A lista de responsáveis não pôde ser lida. Recarregue a página e tente de novo.",
    semLegal: "Informe ao menos um responsável legal: o aluno é menor de 18 anos.",
    /** A spreadsheet's `Responsável N Responsável legal` (or another mark's) cell that is neither Sim nor Não. */
    marcaDaPlanilha: (marca: string) => `${marca}: informe Sim ou Não.`,
  },
  /** A spreadsheet's column of one responsável's field (`Responsável 1 Nome`, `Responsável 2 CPF`). */
  coluna: (n: number, rotulo: string) => `Responsável ${n} ${rotulo}`,
} as const;
