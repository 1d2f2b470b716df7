// Texts of the rematrícula (issue 27): preparing the next year from a closed one.

import type { CodigoEtapaDeEnsino } from "@/lib/regras/etapas-de-ensino";
import { milhar } from "./comum";

/** A turma's name as the rematrícula proposes it when the closed turma's name has no série to advance ("Pré-escola A" → "1º ano A"). */
export const nomeCurtoDaEtapaTexts: Record<CodigoEtapaDeEnsino, string> = {
  "ei-creche": "Creche",
  "ei-pre-escola": "Pré-escola",
  "ef-1": "1º ano",
  "ef-2": "2º ano",
  "ef-3": "3º ano",
  "ef-4": "4º ano",
  "ef-5": "5º ano",
  "ef-6": "6º ano",
  "ef-7": "7º ano",
  "ef-8": "8º ano",
  "ef-9": "9º ano",
  "em-1": "1ª série",
  "em-2": "2ª série",
  "em-3": "3ª série",
  "eja-ef": "EJA Fundamental",
  "eja-em": "EJA Médio",
};

export const rematriculaTexts = {
  preparar: (ano: number) => `Preparar ano letivo ${ano}`,
  criarTurmas: (ano: number) => `Criar turmas de ${ano}`,
  previa: "Prévia da rematrícula",
  /** The page: "Rematrícula de 2026 para 2027". */
  titulo: (de: number, para: number) => `Rematrícula de ${de} para ${para}`,
  voltar: "Voltar para o ano letivo",
  passoAno: (ano: number) => `Ano letivo ${ano}`,
  anoCriado: (ano: number) => `O ano letivo ${ano} está em planejamento. As datas das etapas ficam para a secretaria preencher no ano letivo.`,
  abrirAno: (ano: number) => `Abrir o ano letivo ${ano}`,
  passoTurmas: (ano: number) => `Turmas de ${ano}`,
  turmasDica: "Cada turma do ano encerrado, com a turma proposta para os aprovados (a mesma letra na série seguinte, o mesmo turno e vagas). Desmarque, renomeie ou mude as vagas antes de criar. Turmas de mesmo nome já existentes são reutilizadas.",
  semProxima: (origem: string) => `${origem}: série final, sem turma seguinte (os aprovados concluem).`,
  daTurma: (origem: string) => `De ${origem}`,
  nomeEm: (ano: number) => `Turma de ${ano}`,
  jaExiste: "já existe: será reutilizada",
  salvarDestino: "Salvar",
  colunas: { aluno: "Aluno", matricula: "Matrícula", turma: (ano: number) => `Turma de ${ano}`, situacao: "Situação final", destino: "Turma de destino" },
  legenda: "Destino de cada aluno do ano encerrado",
  proposta: (destino: string) => `${destino} (proposta)`,
  semProposta: "Escolha um destino",
  naoMovido: (motivo: string) => `Não rematriculado (${motivo})`,
  saidas: { transferido: "Transferido", desligado: "Desligado" },
  problemasTitulo: "Resolva antes de confirmar:",
  criarTurmaDosRetidos: (turma: string, ano: number) => `Criar turma ${turma} de ${ano}`,
  resumo: (rematriculados: number, concluintes: number, ano: number) =>
    `${rematriculados} ${rematriculados === 1 ? "aluno será enturmado" : "alunos serão enturmados"} em ${ano}${concluintes > 0 ? `; ${concluintes} ${concluintes === 1 ? "concluinte deixará" : "concluintes deixarão"} a escola` : ""}.`,
  /** Before step 2 ran: the turmas it offers are a step, not one problem per student (issue 41). */
  criarTurmasAntes: (ano: number, alunos: number) =>
    `Primeiro crie as turmas de ${ano} (passo acima): ${alunos === 1 ? "1 aluno aguarda" : `${milhar(alunos)} alunos aguardam`} essas turmas para entrar na prévia.`,
  confirmarTitulo: "Confirmar rematrícula",
  confirmarPergunta: (resumo: string) => `${resumo} Depois de confirmada, a rematrícula vai até o fim; ela pode ser desfeita enquanto o ano não tiver chamadas nem notas. Continuar?`,
  baixarLista: "Baixar lista (CSV)",
  pulados: "Não rematriculados durante a execução:",
  desfeitaEm: (ano: number) => `A rematrícula de ${ano} foi desfeita. Confira a prévia e confirme de novo quando quiser.`,
  desfazerDica: "Remove exatamente as enturmações feitas pela rematrícula (não as feitas à mão depois) e devolve os concluintes à situação ativa. Só enquanto o ano não tiver chamadas nem notas.",
  motivo: "Motivo",
  csv: { aluno: "Aluno", matricula: "Matrícula", de: "De", para: "Para" },
  turmaDeDestino: "Turma de destino",
  naoRematricular: "Não rematricular",
  concluinte: "Concluinte",
  confirmar: (n: number) => `Confirmar rematrícula de ${n} ${n === 1 ? "aluno" : "alunos"}`,
  /** "Rematriculando: 400 de 812". */
  progresso: (feitos: number, total: number) => `Rematriculando: ${feitos} de ${total}`,
  concluida: (n: number, ano: number) => `${n} ${n === 1 ? "aluno rematriculado" : "alunos rematriculados"} em ${ano}.`,
  desfazer: "Desfazer rematrícula",
  desfazendo: "Desfazendo a rematrícula…",
  desfeita: (ano: number) => `Rematrícula de ${ano} desfeita.`,
  /** The undo asked again (`Desfazer rematrícula`, issue 41). */
  desfazerPergunta: (n: number, destino: number, origem: number) =>
    `Desfazer a rematrícula de ${n} ${n === 1 ? "aluno" : "alunos"} em ${destino}? ${n === 1 ? "Ele volta" : "Eles voltam"} para ${origem}.`,
  /** The undo's end, on the year's page: "Rematrícula desfeita: 44 alunos voltaram para 2026." */
  desfeitaResumo: (n: number, origem: number) => `Rematrícula desfeita: ${n} ${n === 1 ? "aluno voltou" : "alunos voltaram"} para ${origem}.`,
  iniciada: "Rematrícula iniciada.",
  destinoSalvo: "Destino salvo.",
  turmaDosRetidosCriada: "Turma criada.",
  /** "3 turmas criadas, 1 reutilizada." */
  turmasCriadas: (criadas: number, reutilizadas: number) =>
    [criadas === 1 ? "1 turma criada" : `${criadas} turmas criadas`, ...(reutilizadas > 0 ? [reutilizadas === 1 ? "1 reutilizada" : `${reutilizadas} reutilizadas`] : [])].join(", ") + ".",
  /** The company's activity: "confirmou a rematrícula do Ano letivo 2027 — Escola X: 812 alunos". */
  detalhe: (n: number) => `${n} ${n === 1 ? "aluno" : "alunos"}`,
  /** The student's history. */
  historico: {
    rematriculado: (de: string, anoDe: number, para: string, anoPara: number) => `De ${de} (${anoDe}) para ${para} (${anoPara})`,
    concluinte: (turma: string, ano: number) => `Concluinte: ${turma} (${ano})`,
    desfeita: (ano: number) => `Rematrícula em ${ano} desfeita`,
  },
  /** Why a student was not moved after the commit point. */
  pulado: {
    jaEnturmado: (turma: string) => `já enturmado em ${turma}`,
    saiu: "saiu da escola durante a rematrícula",
  },
  erros: {
    naoEncerrado: "A rematrícula parte de um ano letivo encerrado.",
    emAndamento: "Já há uma rematrícula em andamento nesta escola.",
    jaFeita: (ano: number) => `A rematrícula de ${ano} desta escola já foi feita.`,
    semAnoSeguinte: (ano: number) => `Crie o ano letivo de ${ano} antes (Preparar ano letivo ${ano}).`,
    anoSeguinteEncerrado: (ano: number) => `O ano letivo de ${ano} está encerrado.`,
    destino: (ano: number) => `Escolha uma turma de ${ano} desta escola.`,
    semAlunos: "Nenhum aluno a rematricular.",
    previaMudou: "A prévia mudou desde que foi aberta: confira e confirme de novo.",
    comProblemas: (n: number) => (n === 1 ? "Resolva o problema da prévia antes de confirmar." : `Resolva os ${n} problemas da prévia antes de confirmar.`),
    interrompida: "A rematrícula foi interrompida antes de gravar os alunos: nada foi alterado. Confirme de novo.",
    falhou: (motivo: string) => `A rematrícula não foi feita: ${motivo} Nada foi alterado.`,
    vagas: (turma: string, ano: number) => `A turma ${turma} de ${ano} não tem mais vagas para os alunos da rematrícula.`,
    reabrirComRematricula: (ano: number) => `Os alunos deste ano já foram rematriculados em ${ano}: desfaça a rematrícula antes de reabrir o ano letivo.`,
    naoFeita: (ano: number) => `Não há rematrícula concluída em ${ano} nesta escola.`,
    comChamadas: (ano: number) => `Não é possível desfazer: o ano letivo de ${ano} já tem chamadas.`,
    comNotas: (ano: number) => `Não é possível desfazer: o ano letivo de ${ano} já tem notas.`,
    motivo: "Informe o motivo (de 3 a 200 caracteres).",
    turma: "Informe o nome e as vagas de cada turma marcada.",
  },
  problemas: {
    /** "A turma 6º ano A de 2027 teria 34 alunos para 30 vagas." */
    vagas: (turma: string, ano: number, alunos: number, vagas: number) => `A turma ${turma} de ${ano} teria ${alunos} alunos para ${vagas} vagas.`,
    semSituacao: (aluno: string) => `${aluno} não tem situação final no ano encerrado.`,
    jaEnturmado: (aluno: string, turma: string, ano: number) => `${aluno} já está enturmado em ${ano} (turma ${turma}).`,
    semDestino: (aluno: string, turma: string, ano: number) => `A turma ${turma} de ${ano} não existe: crie-a ou escolha outra turma de destino para ${aluno}.`,
    /** One line for a missing turma, whatever its number of students (issue 41). */
    semDestinoDeVarios: (turma: string, ano: number, alunos: number) =>
      `A turma ${turma} de ${ano} não existe: crie-a ou escolha outra turma de destino para os ${milhar(alunos)} alunos que iriam para ela.`,
  },
};
