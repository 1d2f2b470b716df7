// Part of lib/messages (import from "@/lib/messages"): the Configurações tab.
import type { TipoAtividade } from "@/lib/atividades/schema";
import { comumTexts } from "./comum";

/** The Configurações tab: my account, the company, its members and its recent activity. */
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
    erros: { nome: "O nome da empresa deve ter entre 3 e 120 caracteres.", naoEncontrada: "Empresa não encontrada." },
  },
  membros: {
    titulo: "Membros",
    legenda: "Membros da empresa",
    colunas: { nome: "Nome", email: "E-mail", papel: "Papel", acoes: "Ações" },
    semNome: "—",
    pendente: "convite pendente",
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
      "alunos.importados": "importou a planilha",
      "alunos.exportados": "exportou a lista de alunos",
      "aluno.cpfMostrado": "viu o CPF do aluno",
      "alunos.buscaPorCpf": "buscou um aluno pelo CPF:",
      "empresa.atualizada": "alterou o nome da empresa para",
      "membro.convidado": "convidou",
      "membro.papel": "alterou o papel de",
      "membro.removido": "removeu",
      // Every type the company's activity lists has its words (an import's students are one entry).
    } satisfies Record<Exclude<TipoAtividade, "aluno.importado">, string>,
    /**
     * How an entry's detail follows its line, never a sentence in brackets: "importou a planilha
     * alunos.csv: 30 alunos importados.", "buscou um aluno pelo CPF: nenhum aluno encontrado"; an
     * invitation's role stays a note ("convidou ana@x.com (Secretaria)").
     */
    detalhe: (tipo: string, detalhe: string) =>
      tipo === "membro.convidado" ? ` (${detalhe})` : tipo === "alunos.buscaPorCpf" ? ` ${detalhe}` : `: ${detalhe}`,
  },
} as const;
