// Part of lib/messages (import from "@/lib/messages"): the Configurações tab.
import type { TipoAtividade } from "@/lib/atividades/schema";
import { comumTexts } from "./comum";

/** The Configurações tab: my account, the company, its rules of evaluation, its members and its recent activity. */
export const configTexts = {
  conta: {
    titulo: "Minha conta",
    nome: "Nome",
    email: "E-mail",
    papel: "Papel nesta empresa",
    semNome: "(sem nome)",
    alterarSenha: "Alterar senha",
    senhaAtual: "Senha atual",
    novaSenha: "Nova senha",
    confirmarSenha: "Confirmar nova senha",
    senhaDica: "De 8 a 128 caracteres.",
    senhaAlterada: "Senha alterada.",
    google: "Você entra com a sua conta Google: não há senha para alterar aqui.",
    sairDeTodos: "Sair de todos os dispositivos",
    sairDeTodosDica: "Encerra todas as suas sessões, inclusive esta.",
    saiuDeTodos: "Você saiu de todos os dispositivos.",
    erros: {
      senhaAtualObrigatoria: "Informe a senha atual.",
      senhaAtualIncorreta: "Senha atual incorreta.",
      curta: "A nova senha deve ter pelo menos 8 caracteres.",
      longa: "A nova senha deve ter no máximo 128 caracteres.",
      igual: "A nova senha deve ser diferente da atual.",
      naoConferem: "As senhas não conferem.",
      muitasTentativas: "Muitas tentativas. Tente novamente mais tarde.",
      semSenha: "Esta conta não tem senha: ela entra com o Google.",
    },
  },
  empresa: {
    titulo: "Empresa",
    nome: "Nome da empresa",
    salvar: comumTexts.salvar,
    atualizada: "Empresa atualizada.",
    somenteLeitura: "Somente administradores alteram o nome da empresa.",
    /** Issue 41: the network's name in the header of declarations and boletins. */
    nomeNosDocumentos: "Nome nos documentos",
    nomeNosDocumentosDica:
      "Opcional. Como a rede aparece no cabeçalho de declarações e boletins, abaixo da escola (por exemplo, Prefeitura Municipal de Maceió — Secretaria Municipal de Educação). Em branco: o nome da empresa, se não for o da própria escola.",
    erros: {
      nome: "O nome da empresa deve ter entre 3 e 120 caracteres.",
      nomeNosDocumentos: "O nome nos documentos pode ter até 200 caracteres.",
      naoEncontrada: "Empresa não encontrada.",
    },
  },
  regras: {
    titulo: "Regras de avaliação",
    media: "Média para aprovação",
    mediaDica: "De 0 a 10, com até uma casa decimal (por exemplo, 6,0).",
    frequencia: "Frequência mínima",
    frequenciaDica: "Em porcentagem, de 75 a 100.",
    recuperacao: "Recuperação final",
    comRecuperacao: "A nota da recuperação substitui a média anual quando for maior",
    semRecuperacao: "Sem recuperação final",
    /** Issue 41: how EF 1º–3º ano are evaluated (Educação Infantil is always by parecer). */
    anosIniciais: "Avaliação do 1º ao 3º ano",
    anosIniciaisDica: "Vale para os anos letivos em andamento; um ano letivo encerrado mantém as regras com que foi encerrado.",
    anosIniciaisPorNotas: "Notas, como nos demais anos",
    anosIniciaisPorParecer: "Parecer descritivo, como na Educação Infantil",
    /** The recorded change of `Avaliação do 1º ao 3º ano`. */
    anosIniciaisMudanca: (porParecer: boolean) => (porParecer ? "Parecer descritivo" : "Notas"),
    /** A frequência as shown: "75%". */
    porcento: (frequencia: number) => `${frequencia}%`,
    salvar: "Salvar regras",
    salvas: "Regras de avaliação salvas.",
    /**
     * The activity's line (until `regras.atualizadas` is a TipoAtividade with its words in
     * `atividade.tipos`): "alterou as regras de avaliação para média 7,0, frequência mínima 80%,
     * sem recuperação final".
     */
    atividade: "alterou as regras de avaliação para",
    resumo: (media: string, frequencia: number, recuperacao: boolean) =>
      `média ${media}, frequência mínima ${frequencia}%, ${recuperacao ? "com recuperação final" : "sem recuperação final"}`,
    /** The recorded change of `Recuperação final`. */
    simNao: (recuperacao: boolean) => (recuperacao ? "Com recuperação final" : "Sem recuperação final"),
    erros: {
      media: "Informe a média de 0 a 10, com até uma casa decimal.",
      frequencia: "Informe a frequência mínima de 75 a 100%.",
      /** Issue 42: the law's floor (LDB art. 24, VI); Pré-escola keeps its 60% and Creche has none, whatever this is. */
      frequenciaMinimaDaLei: "A frequência mínima não pode ser menor que 75%.",
      recuperacao: "Escolha se há recuperação final.",
      anosIniciais: "Escolha como o 1º ao 3º ano são avaliados.",
    },
  },
  membros: {
    titulo: "Membros",
    legenda: "Membros da empresa",
    colunas: { nome: "Nome", email: "E-mail", papel: "Papel", acoes: "Ações" },
    semNome: "—",
    pendente: "Convite pendente",
    reenviar: "Reenviar convite",
    reenviado: (email: string) => `Convite reenviado para ${email}.`,
    copiarLink: "Copiar link",
    linkCopiado: "Link copiado.",
    /** The browser refused the clipboard: the link is shown for copying by hand. */
    copieOLink: (link: string) => `Não foi possível copiar. Copie o link: ${link}`,
    alterarPapel: (quem: string) => `Papel de ${quem}`,
    salvarPapel: "Salvar papel",
    remover: "Remover",
    removerRotulo: (quem: string) => `Remover ${quem}`,
    removerConfirmacao: (quem: string) => `Remover ${quem} desta empresa? A pessoa perde o acesso na próxima página que abrir.`,
    confirmarRemocao: "Remover",
    cancelar: comumTexts.cancelar,
    papelAlterado: "Papel alterado.",
    removido: "Membro removido.",
    convidar: "Convidar membro",
    email: "E-mail",
    papel: "Papel",
    enviarConvite: "Enviar convite",
    conviteEnviado: (email: string) => `Convite enviado para ${email}.`,
    jaMembro: (email: string) => `${email} já é membro desta empresa.`,
    erros: {
      email: "E-mail inválido.",
      papel: "Papel inválido.",
      ultimoAdministrador: "A empresa precisa de pelo menos um administrador.",
      naoEncontrado: "Membro não encontrado.",
      naoPendente: "Esta pessoa já definiu a senha: o convite foi aceito.",
    },
  },
  atividade: {
    titulo: "Atividade recente",
    vazia: "Nenhuma alteração registrada.",
    tipos: {
      "escola.criada": "cadastrou a escola",
      "escola.atualizada": "alterou a escola",
      "escola.desativada": "desativou a escola",
      "escola.reativada": "reativou a escola",
      "aluno.criado": "cadastrou o aluno",
      "aluno.atualizado": "alterou o aluno",
      "aluno.excluido": "excluiu um aluno",
      "aluno.unificado": "unificou dois cadastros do aluno",
      "alunos.importados": "importou a planilha",
      "alunos.exportados": "exportou a lista de alunos",
      "aluno.cpfMostrado": "viu o CPF do aluno",
      "alunos.buscaPorCpf": "buscou um aluno pelo CPF:",
      "empresa.atualizada": "alterou o nome da empresa para",
      "membro.convidado": "convidou",
      "membro.papel": "alterou o papel de",
      "membro.removido": "removeu",
      "anoLetivo.criado": "cadastrou o",
      "anoLetivo.atualizado": "alterou as etapas do",
      "anoLetivo.iniciado": "iniciou o",
      "anoLetivo.diaAdicionado": "adicionou ao calendário do",
      "anoLetivo.diaRemovido": "removeu do calendário do",
      "turma.criada": "cadastrou a turma",
      "turma.atualizada": "alterou a turma",
      "aluno.enturmado": "enturmou o aluno",
      "aluno.remanejado": "remanejou o aluno",
      "aluno.tiradoDaTurma": "tirou da turma o aluno",
      "chamada.salva": "salvou a chamada da turma",
      "chamadas.desconsideradas": "desconsiderou, por dias não letivos, chamadas da turma",
      "notas.salvas": "salvou notas da turma",
      "notas.semNota": "marcou etapa sem nota do aluno",
      "pareceres.salvos": "salvou pareceres da turma",
      "regras.atualizadas": "alterou as regras de avaliação para",
      "anoLetivo.encerrado": "encerrou o",
      "anoLetivo.reaberto": "reabriu o",
      "turma.professorAdicionado": "adicionou um professor à turma",
      "turma.professorRemovido": "removeu um professor da turma",
      "documento.emitido": "emitiu um documento do aluno",
      "documento.revogado": "revogou um documento do aluno",
      "rematricula.confirmada": "confirmou a rematrícula do",
      "rematricula.desfeita": "desfez a rematrícula do",
      "aluno.dadosPessoaisExportados": "exportou os dados pessoais (LGPD) do aluno",
      // Every type the company's activity lists has its words (an import's students are one entry).
    } satisfies Record<Exclude<TipoAtividade, "aluno.importado" | "aluno.rematriculado" | "aluno.concluinte" | "aluno.rematriculaDesfeita">, string>,
    /**
     * How an entry's detail follows its line, never a sentence in brackets: "importou a planilha
     * alunos.csv: 30 alunos importados.", "buscou um aluno pelo CPF: nenhum aluno encontrado"; an
     * invitation's role stays a note ("convidou ana@x.com (Secretaria)").
     */
    detalhe: (tipo: string, detalhe: string) =>
      tipo === "membro.convidado" ? ` (${detalhe})` : tipo === "alunos.buscaPorCpf" ? ` ${detalhe}` : `: ${detalhe}`,
  },
} as const;
