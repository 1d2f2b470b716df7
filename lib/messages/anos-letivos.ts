// Part of lib/messages (import from "@/lib/messages"): the school year (ano letivo), its etapas
// and its calendar, on a school's page.
import { comumTexts, milhar } from "./comum";
import type { TipoDeEtapas } from "@/lib/regras/calendario";
import type { ChaveDoFeriado } from "@/lib/regras/feriados";

const nomeDaEtapa: Record<TipoDeEtapas, string> = { bimestres: "bimestre", trimestres: "trimestre", semestres: "semestre" };

export const anoLetivoTexts = {
  secao: "Anos letivos",
  legenda: "Anos letivos da escola",
  novo: "Novo ano letivo",
  nenhum: "Nenhum ano letivo cadastrado.",
  titulo: (ano: number) => `Ano letivo ${ano}`,
  tituloDaPagina: (ano: number, escola: string) => `Ano letivo ${ano} — ${escola}`,
  tituloNovo: (escola: string) => `Novo ano letivo — ${escola}`,
  campos: { ano: "Ano", tipoEtapas: "Etapas" },
  /** `Novo ano letivo`'s national holidays (lib/regras/feriados.ts), ticked ones written as `Não letivo`. */
  feriados: {
    legenda: "Feriados nacionais",
    dica: "Os dias marcados entram como não letivos; podem ser removidos depois. Feriados estaduais e municipais são adicionados no ano letivo.",
    rotulo: (nome: string, periodo: string, pontoFacultativo: boolean) => (pontoFacultativo ? `${nome} (Ponto facultativo) — ${periodo}` : `${nome} — ${periodo}`),
  },
  tiposDeEtapas: { bimestres: "Bimestres (4)", trimestres: "Trimestres (3)", semestres: "Semestres (2)" } satisfies Record<TipoDeEtapas, string>,
  /** "1º bimestre". */
  etapa: (tipo: TipoDeEtapas, n: number) => `${n}º ${nomeDaEtapa[tipo]}`,
  inicioDa: (tipo: TipoDeEtapas, n: number) => `Início do ${n}º ${nomeDaEtapa[tipo]}`,
  fimDa: (tipo: TipoDeEtapas, n: number) => `Fim do ${n}º ${nomeDaEtapa[tipo]}`,
  colunas: { etapa: "Etapa", inicio: "Início", fim: "Fim", diasLetivos: "Dias letivos", ano: "Ano", situacao: comumTexts.situacao },
  legendaEtapas: "Etapas do ano letivo",
  situacoes: { planejamento: "Em planejamento", andamento: "Em andamento", encerrado: "Encerrado" },
  diasLetivos: (n: number, minimo: number) => `Dias letivos: ${milhar(n)} de ${milhar(minimo)}`,
  poucosDias: "Menos de 200 dias letivos (LDB, art. 24).",
  iniciar: "Iniciar ano letivo",
  iniciarPergunta: (ano: number) => `Iniciar o ano letivo ${ano}? Ele passa a ser o ano em andamento da escola.`,
  iniciado: "Ano letivo iniciado.",
  cadastrado: "Ano letivo cadastrado.",
  atualizado: "Ano letivo atualizado.",
  voltarParaEscola: "Voltar para a escola",
  voltarParaAno: "Voltar para o ano letivo",
  somenteLeitura: "Você pode consultar este ano letivo, mas não alterá-lo.",
  naoEncontrado: "Ano letivo não encontrado.",
  /** A year the rematrícula created: its etapas' dates are the secretary's to fill in. */
  semDatasDasEtapas: "As datas das etapas ainda não foram preenchidas: use Editar.",
  especiais: {
    titulo: "Dias não letivos e extras",
    legenda: "Dias não letivos e extras do ano letivo",
    de: "De",
    ate: "Até",
    tipo: "Tipo",
    tipos: { naoLetivo: "Não letivo", letivoExtra: "Letivo extra" },
    motivo: "Motivo",
    adicionar: "Adicionar",
    remover: "Remover",
    removerRotulo: (motivo: string) => `Remover ${motivo}`,
    vazio: "Nenhum dia não letivo ou extra.",
    adicionado: "Dia adicionado.",
    removido: "Dia removido.",
    colunas: { dias: "Dias", tipo: "Tipo", motivo: "Motivo", acoes: "Ações" },
    periodo: (de: string, ate: string) => (de === ate ? de : `${de} a ${ate}`),
    /** How the activity records a period: "Não letivo: 16/02/2026 a 17/02/2026 (Carnaval)". */
    descricao: (tipo: string, periodo: string, motivo: string) => `${tipo}: ${periodo} (${motivo})`,
  },
  erros: {
    ano: "Informe um ano entre 2000 e 2100.",
    tipoEtapas: "Escolha as etapas.",
    datasFaltando: "Informe as datas de todas as etapas.",
    ordem: "As etapas devem estar em ordem e sem sobreposição.",
    foraDoAno: "As datas devem estar entre 01/01 do ano e 31/01 do ano seguinte.",
    jaExiste: "Este ano letivo já existe nesta escola.",
    jaEmAndamento: "Já há um ano letivo em andamento nesta escola.",
    naoEmPlanejamento: "Este ano letivo não está em planejamento.",
    semDatas: "Preencha as datas das etapas antes de iniciar o ano letivo.",
    encerrado: "Este ano letivo está encerrado: não pode ser alterado.",
    notasNasEtapas: "Há notas lançadas neste ano letivo: o tipo de etapas não pode mudar.",
    alteradoPorOutro: "Este ano letivo foi alterado por outra pessoa. Recarregue a página.",
    escolaInativa: "A escola está inativa.",
    chamadasNasEtapas: (de: string, ate: string) =>
      `Há chamadas registradas entre ${de} e ${ate}, que mudariam de etapa com estas datas. Mantenha esses dias na mesma etapa.`,
    especiais: {
      data: "Informe uma data válida.",
      ordem: "A data final deve ser igual ou posterior à inicial.",
      foraDoAno: "Os dias devem estar entre 01/01 do ano e 31/01 do ano seguinte.",
      tipo: "Escolha o tipo.",
      motivo: "Informe o motivo (até 120 caracteres).",
      sobreposicao: "Estes dias já estão na lista.",
      comChamadas: "Há chamadas registradas nestes dias.",
      /** A roll call in the way of a não letivo period: "5º ano B — 21/04/2026". */
      chamadaListada: (turma: string, dia: string) => `${turma} — ${dia}`,
      desconsiderar: "Marcar como não letivo e desconsiderar as chamadas desses dias",
      demais: "O ano letivo já tem 200 períodos de dias não letivos e extras.",
      naoEncontrado: "Este dia não está mais na lista.",
    },
  },
} as const;

/** The national holidays' names, as the federal laws and calendar write them (lib/regras/feriados.ts). */
export const feriadoTexts = {
  nomes: {
    confraternizacao: "Confraternização Universal",
    carnaval: "Carnaval",
    tiradentes: "Tiradentes",
    trabalho: "Dia do Trabalho",
    corpusChristi: "Corpus Christi",
    independencia: "Independência do Brasil",
    aparecida: "Nossa Senhora Aparecida",
    finados: "Finados",
    republica: "Proclamação da República",
    consciencianegra: "Dia Nacional de Zumbi e da Consciência Negra",
    natal: "Natal",
  },
} as const satisfies { nomes: Record<ChaveDoFeriado, string> };
