// npm run admin -- <comando>: the operator's commands, for a real Firebase project (the
// service-account variables of docs/deploy.md, in the environment or .env.local) and for the
// emulators alike (FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST set).
// Runs the app's own server modules (node --conditions=react-server, with tsx).
import { parseArgs } from "node:util";
import { loadEnvConfig } from "@next/env";

loadEnvConfig(process.cwd());
// The cookie seal is never used here; the server's environment schema wants one.
process.env.SESSION_SECRET ??= "comando-administrativo-sem-sessao-0000000000";

const AJUDA = `Uso: npm run admin -- <comando> [opções]

Comandos:
  criar-empresa --nome "Escola X" --admin pessoa@exemplo.com.br
      Cria a empresa (com o seu id) e convida o primeiro administrador.
  convidar --empresa ID --email pessoa@exemplo.com.br [--papel administrador|secretaria|consulta|professor]
      Convida uma pessoa para a empresa (papel padrão: secretaria).
  listar-membros --empresa ID
      Lista os membros da empresa, com o papel de cada um.
  reindexar [--empresa ID]
      Recalcula os campos de busca e ordem de escolas e alunos gravados por outras ferramentas.

Um convite para um e-mail sem conta cria a conta sem senha e pede ao Firebase o e-mail de
definição de senha. Variáveis: as do servidor (veja .env.example e o README).`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      nome: { type: "string" },
      admin: { type: "string" },
      empresa: { type: "string" },
      email: { type: "string" },
      papel: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [comando] = positionals;
  if (values.help || !comando) {
    console.log(AJUDA);
    return values.help ? 0 : 1;
  }
  const { criarEmpresa, exigirEmpresa, ErroDoComando } = await import("@/lib/empresas/admin");
  const { convidarMembro } = await import("@/lib/membros/escrita");
  const { conviteInput } = await import("@/lib/membros/schema");
  const { listarMembros } = await import("@/lib/membros/dados");
  const { reindexar } = await import("@/lib/busca/reindexar");
  const { papelLabels } = await import("@/lib/empresas/papeis");
  const exigir = (nome: string, valor: string | undefined) => {
    if (!valor) throw new ErroDoComando(`Falta --${nome}. Veja npm run admin -- --help.`);
    return valor;
  };
  const operador = (idEmpresa: string) => ({ idEmpresa, uid: "npm-run-admin", nome: "Administração (npm run admin)" });
  const convite = (email: string, papel: string) => {
    const parsed = conviteInput.safeParse({ email, papel });
    if (!parsed.success) throw new ErroDoComando(parsed.error.issues[0]!.message);
    return parsed.data;
  };

  switch (comando) {
    case "criar-empresa": {
      const dados = convite(exigir("admin", values.admin), "administrador");
      const empresa = await criarEmpresa(exigir("nome", values.nome));
      console.log(`Empresa criada: ${empresa.nome} (id ${empresa.id}).`);
      await convidarMembro(operador(empresa.id), dados);
      console.log(`Convite enviado para ${dados.email} (Administrador).`);
      return 0;
    }
    case "convidar": {
      const idEmpresa = exigir("empresa", values.empresa);
      const dados = convite(exigir("email", values.email), values.papel ?? "secretaria");
      const nome = await exigirEmpresa(idEmpresa);
      await convidarMembro(operador(idEmpresa), dados);
      console.log(`Convite enviado para ${dados.email} (${papelLabels[dados.papel]}) na empresa ${nome}.`);
      return 0;
    }
    case "listar-membros": {
      const idEmpresa = exigir("empresa", values.empresa);
      const nome = await exigirEmpresa(idEmpresa);
      const membros = await listarMembros(idEmpresa);
      console.log(`${nome} (${idEmpresa}): ${membros.length} ${membros.length === 1 ? "membro" : "membros"}`);
      for (const m of membros) console.log(`  ${papelLabels[m.papel].padEnd(13)} ${m.email ?? "?"}${m.nome ? ` (${m.nome})` : ""}${m.pendente ? " [convite pendente]" : ""}`);
      return 0;
    }
    case "reindexar": {
      if (values.empresa) await exigirEmpresa(values.empresa);
      const fim = await reindexar({
        idEmpresa: values.empresa,
        aoProgresso: (p) => console.log(`  ${p.colecao}: ${p.lidos} lidos, ${p.alterados} atualizados`),
      });
      for (const p of fim) console.log(`${p.colecao}: ${p.lidos} documentos lidos, ${p.alterados} atualizados.`);
      return 0;
    }
    default:
      throw new ErroDoComando(`Comando desconhecido: ${comando}. Veja npm run admin -- --help.`);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const mensagem = error instanceof Error ? error.message : String(error);
    // Refusals written for the operator; anything else also gets its stack.
    const conhecido = error instanceof Error && ["ErroDoComando", "ActionError", "DeadlineError", "IdentityUnavailableError"].includes(error.name);
    console.error(conhecido ? `Erro: ${mensagem}` : `Erro inesperado: ${mensagem}`);
    if (!conhecido) console.error(error);
    process.exit(1);
  },
);
