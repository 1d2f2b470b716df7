// Part of lib/messages (import from "@/lib/messages"): the Censo Escolar's (Educacenso's) code lists
// as the forms show them (lib/dados-oficiais/educacenso/listas.ts holds their codes and order), the
// refusals of its rules on deficiências and recursos, and those of the personal documents the Censo
// asks for (NIS, CNS, the certidão's matrícula) and of its rule on names (lib/campos/).

/** "a, b e c" (or "a, b ou c"): a list in a sentence. */
const lista = (itens: readonly string[], e: "e" | "ou") =>
  itens.length <= 1 ? (itens[0] ?? "") : `${itens.slice(0, -1).join(", ")} ${e} ${itens.at(-1)}`;

const deficiencias = {
  cegueira: "Cegueira",
  baixaVisao: "Baixa visão",
  visaoMonocular: "Visão monocular",
  surdez: "Surdez",
  deficienciaAuditiva: "Deficiência auditiva",
  surdocegueira: "Surdocegueira",
  deficienciaFisica: "Deficiência física",
  deficienciaIntelectual: "Deficiência intelectual",
  transtornoDoEspectroAutista: "Transtorno do espectro autista",
  altasHabilidades: "Altas habilidades/superdotação",
} as const;

const recursos = {
  auxilioLedor: "Auxílio ledor",
  auxilioTranscricao: "Auxílio para transcrição",
  guiaInterprete: "Guia-intérprete",
  tradutorInterpreteDeLibras: "Tradutor-intérprete de Libras",
  leituraLabial: "Leitura labial",
  provaAmpliada: "Prova ampliada (fonte 18)",
  provaSuperampliada: "Prova superampliada (fonte 24)",
  provaEmBraille: "Prova em braille",
  cdComAudio: "CD com áudio para deficiente visual",
  provaDeLinguaPortuguesa: "Prova de Língua Portuguesa como segunda língua para surdos",
  provaEmVideoEmLibras: "Prova em vídeo em Libras",
  tempoAdicional: "Tempo adicional",
  nenhum: "Nenhum",
} as const;

export const censoTexts = {
  corRaca: { 0: "Não declarada", 1: "Branca", 2: "Preta", 3: "Parda", 4: "Amarela", 5: "Indígena" },
  sexo: { 1: "Masculino", 2: "Feminino" },
  nacionalidade: { 1: "Brasileira", 2: "Brasileira — nascido no exterior ou naturalizado", 3: "Estrangeira" },
  filiacao: { 0: "Não declarado/Ignorado", 1: "Filiação 1 e/ou Filiação 2" },
  zona: { 1: "Urbana", 2: "Rural" },
  localizacaoDiferenciada: {
    7: "Não está em área de localização diferenciada",
    1: "Área de assentamento",
    2: "Terra indígena",
    3: "Área onde se localiza comunidade remanescente de quilombos",
    8: "Área onde se localizam povos e comunidades tradicionais",
  },
  poderPublico: { 1: "Estadual", 2: "Municipal" },
  tipoDeCertidao: { 1: "Nascimento", 2: "Casamento" },
  deficiencias,
  /** Derived, never typed: two or more deficiências (lib/dados-oficiais/educacenso/recursos.ts). */
  deficienciaMultipla: "Deficiência múltipla",
  recursos,
  gruposDeVeiculos: { rodoviario: "Rodoviário", aquaviario: "Aquaviário" },
  veiculos: {
    vanKombi: "Vans/Kombis",
    microonibus: "Microônibus",
    onibus: "Ônibus",
    bicicleta: "Bicicleta",
    tracaoAnimal: "Tração animal",
    outroRodoviario: "Outro tipo de veículo rodoviário",
    aquaviarioAte5: "Capacidade de até 5 alunos",
    aquaviario5a15: "Capacidade entre 5 a 15 alunos",
    aquaviario15a35: "Capacidade entre 15 a 35 alunos",
    aquaviarioAcima35: "Capacidade acima de 35 alunos",
  },
  /** The Censo's refusals of a record's deficiências and recursos para provas do INEP, each with its reason. */
  problemas: {
    naoCombinam: (marcado: string, outros: readonly string[]) => `Não é possível marcar ${marcado} com ${lista(outros, "ou")}.`,
    exige: (recurso: string, deficiencias: readonly string[]) => `Para marcar ${recurso}, marque também ${lista(deficiencias, "ou")}.`,
    nenhumComOutros: `Não é possível marcar ${recursos.nenhum} com outro recurso.`,
    umaSoProva: (provas: readonly string[]) => `Marque só uma destas provas: ${lista(provas, "ou")}.`,
    transcricaoSozinha: (deficiencias: readonly string[]) =>
      `Com ${lista(deficiencias, "ou")}, marque outro recurso além de ${recursos.auxilioTranscricao}.`,
    faltamRecursos: `Marque os recursos para provas do INEP (ou ${recursos.nenhum}).`,
    recursosSemDeficiencia: "Os recursos para provas do INEP só são marcados para quem tem deficiência ou transtorno do espectro autista.",
  },
} as const;

/** The personal documents the Censo asks for: NIS, CNS and the certidão's matrícula (lib/campos/). */
export const documentoPessoalTexts = {
  nis: "NIS inválido: confira os 11 dígitos.",
  cns: "Cartão Nacional de Saúde (CNS) inválido: confira os 15 dígitos.",
  certidao: {
    formato: "A matrícula da certidão tem 32 dígitos.",
    digitos: "Dígitos verificadores inválidos.",
    servico: "A matrícula não é de um registro civil (os dígitos 9 e 10 são 55).",
    livro: "A matrícula não é de uma certidão de nascimento (o dígito 15 é 1).",
    anoAntesDoNascimento: "O ano do registro (dígitos 11 a 14) é anterior ao ano de nascimento.",
    anoFuturo: "O ano do registro (dígitos 11 a 14) ainda não chegou.",
  },
} as const;

/** The Censo's rule on names (the student's, filiação, responsáveis): lib/campos/nome-do-censo.ts. */
export const nomeDoCensoTexts = {
  tamanho: (max: number) => `O nome pode ter até ${max} caracteres.`,
  caracteres: "O nome só pode ter letras, espaços, apóstrofos e hífens.",
  poucasLetras: "O nome deve ter pelo menos 3 letras.",
  letraRepetida: "O nome não pode ter a mesma letra 4 vezes seguidas.",
} as const;
