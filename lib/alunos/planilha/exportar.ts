import "server-only";
import { FieldPath, type DocumentSnapshot, type Query } from "firebase-admin/firestore";
import { db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import { correspondeATodas } from "@/lib/busca/palavras";
import { hoje } from "@/lib/infra/relogio";
import { emLetrasSimples } from "@/lib/busca/texto";
import { alunoTexts, responsaveisTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { pode, type Papel } from "@/lib/empresas/papeis";
import { gravarAtividade } from "@/lib/atividades/escrita";
import { escolasCollection } from "@/lib/escolas/dados";
import { alunoFrom, plano, registrarBuscaPorCpf } from "@/lib/alunos/dados";
import { type Aluno, type FiltroAlunos } from "@/lib/alunos/schema";
import { cursandoPorAnoDoc } from "@/lib/enturmacoes/schema";
import { BOM, CABECALHO_DA_EXPORTACAO, linhasCsv } from "@/lib/alunos/planilha/escrever";
import { COLUNAS, COLUNAS_SO_DA_EXPORTACAO, ehMarca, type CampoDoResponsavelNaPlanilha, type Coluna } from "@/lib/alunos/planilha/colunas";
import { valorDoResponsavel } from "@/lib/alunos/responsaveis";
import { CAMPOS, exportadoPara, valorLegivel, type Campo } from "@/lib/alunos/descritor";
import { nomeDoMunicipio } from "@/lib/alunos/legivel";

// "Exportar CSV": the students of the list's search and filters, every page, streamed: the header
// leaves at once, then one page of PAGINA students at a time, read only when the previous one has
// been sent (the stream pulls), so memory stays flat however many there are. The CPF and the
// guardian's phone and e-mail are written only for roles that may see whole CPFs (`verCpf`:
// administrador and secretaria); for consulta their cells are empty, the columns kept, so every
// export has the same header (LGPD: the lists carry neither).

/** Students read per query while exporting. */
export const PAGINA = 500;

/** What the export reads besides the student's fields: the company, the order key it pages by, the matrícula, the turmas. */
const CAMPOS_DO_REGISTRO = ["idEmpresa", "nomeOrdem", "matricula", "cursandoPorAno"] as const;

/** The fields a role's export reads: the ones it gets (lib/alunos/campos.ts, `exportadoPara`); the others are not even read. */
// The first responsável's columns are read from the list (`responsaveis`, issue 43), and from the
// former guardian's fields of a record not saved since (alunoFrom reads either).
const camposLidos = (papel: Papel) => {
  const campos = CAMPOS.filter((c) => exportadoPara(c, papel));
  return [...CAMPOS_DO_REGISTRO, ...campos.map((c) => c.chave), ...(campos.some((c) => c.primeiroResponsavel) ? ["responsaveis"] : [])];
};

/** alunos-escola-modelo-2026-11-22.csv: the company's name in plain letters, and today in Brazil. */
export function nomeDoArquivoExportado(nomeDaEmpresa: string): string {
  const slug = emLetrasSimples(nomeDaEmpresa, 60) || "empresa";
  return `alunos-${slug}-${hoje()}.csv`;
}

/**
 * Whether an export carries the personal data the lists leave out: the CPF and the guardian's
 * phone and e-mail (the ways to reach a minor's family; lib/alunos/campos.ts, `exportadoPara`).
 * The roles that may see whole CPFs (`verCpf`) may: consulta reads one student's contacts on its
 * page, never in bulk.
 */
export const exportaDadosPessoais = (ctx: Pick<ShellContext, "papel">) => pode(ctx.papel, "verCpf");

/** A school as the export names it: its name and its year in progress (whose turma the `Turma` column gives). */
type EscolaDoAluno = { nome: string; ano: number | null };

/**
 * Who gets a responsável's column (`Responsável 2 CPF`…): the student's own CPF's roles for its
 * CPF, the first one's phone's and e-mail's for its contacts, the first one's name's for the rest.
 */
const CAMPO_DE_REFERENCIA = (campo: CampoDoResponsavelNaPlanilha): Campo =>
  CAMPOS.find((c) => (campo === "cpf" ? c.chave === "cpf" : c.primeiroResponsavel === (campo === "telefone" || campo === "email" ? campo : "nome")))!;

/** A responsável's cell: its value as people read it (a CPF whole, `Responsável legal` Sim or Não), empty for a role that does not get it. */
function celulaDoResponsavel(aluno: Aluno, { numero, campo }: NonNullable<Coluna["responsavel"]>, papel: Papel): string {
  const r = aluno.responsaveis[numero - 1];
  if (!r || !exportadoPara(CAMPO_DE_REFERENCIA(campo), papel)) return "";
  if (ehMarca(campo)) return r[campo] ? responsaveisTexts.sim : responsaveisTexts.nao;
  return valorDoResponsavel(r, campo, true);
}

/** A student's row: `Matrícula`, the import's columns (a field the role does not get, empty), the export's own. */
function linha(aluno: Aluno, turma: string, escola: string, papel: Papel): string[] {
  const celula = (c: Campo) => {
    const valor = aluno[c.chave];
    if (!exportadoPara(c, papel) || !valor) return "";
    return c.tipo.tipo === "escola" ? escola : valorLegivel(c, valor, undefined, nomeDoMunicipio);
  };
  const daColuna = (c: Coluna) => (c.doAluno ? celula(c.doAluno) : c.responsavel ? celulaDoResponsavel(aluno, c.responsavel, papel) : turma);
  return [aluno.matricula, ...COLUNAS.map(daColuna), ...COLUNAS_SO_DA_EXPORTACAO.map(celula)];
}

/** The CSV of the company's students for a filter, as a byte stream. */
export function exportarAlunos(ctx: ShellContext, filtro: FiltroAlunos, arquivo: string): ReadableStream<Uint8Array> {
  const { query, restantes, unico, porCpf } = plano(ctx, filtro);
  // A CPF-shaped search by a role that may not see CPFs finds nothing (the plan has no query).
  const base = query?.select(...camposLidos(ctx.papel));
  const ordenada: Query | null = !base ? null : unico ? base.limit(PAGINA) : base.orderBy("nomeOrdem").orderBy(FieldPath.documentId()).limit(PAGINA);
  const escolas = new Map<string, EscolaDoAluno>();
  const encoder = new TextEncoder();
  let ultimo: DocumentSnapshot | null = null;
  let exportados = 0;
  let cancelado = false;

  /** The page's schools not seen yet (only their names and years in progress are read). */
  async function nomesDasEscolas(ids: string[]) {
    const novas = [...new Set(ids)].filter((id) => !escolas.has(id) && !id.includes("/"));
    if (novas.length === 0) return;
    const snapshots = await withDeadline(db().getAll(...novas.map((id) => escolasCollection().doc(id)), { fieldMask: ["nome", "idEmpresa", "anoEmAndamento"] }), "banco");
    snapshots.forEach((s, i) => {
      const daEmpresa = s.get("idEmpresa") === ctx.empresa.id;
      const ano: unknown = daEmpresa ? s.get("anoEmAndamento.ano") : null;
      escolas.set(novas[i]!, { nome: daEmpresa ? String(s.get("nome") ?? "") : "", ano: typeof ano === "number" ? ano : null });
    });
  }

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(BOM + linhasCsv([CABECALHO_DA_EXPORTACAO])));
      },
      async pull(controller) {
        try {
          const snapshot = ordenada ? await withDeadline((ultimo ? ordenada.startAfter(ultimo) : ordenada).get(), "banco") : null;
          if (cancelado) return;
          registrarLeituras("alunos.exportar", snapshot?.size ?? 0);
          const lidos = (snapshot?.docs ?? []).flatMap((doc) => {
            const aluno = alunoFrom(doc, ctx.empresa.id);
            return aluno && (restantes.length === 0 || correspondeATodas(aluno.nome, restantes)) ? [{ aluno, cursando: cursandoPorAnoDoc.parse(doc.get("cursandoPorAno") ?? {}) }] : [];
          });
          const alunos = lidos.map((l) => l.aluno);
          await nomesDasEscolas(alunos.map((a) => a.idEscola));
          if (cancelado) return;
          const linhas = lidos.map(({ aluno, cursando }) => {
            const escola = escolas.get(aluno.idEscola);
            const turma = escola?.ano ? (cursando[String(escola.ano)]?.nome ?? "") : "";
            return linha(aluno, turma, escola?.nome ?? "", ctx.papel);
          });
          if (linhas.length > 0) controller.enqueue(encoder.encode(linhasCsv(linhas)));
          exportados += alunos.length;
          ultimo = snapshot?.docs.at(-1) ?? null;
          if (!snapshot || unico || snapshot.size < PAGINA) {
            if (porCpf) await registrarBuscaPorCpf(ctx, alunos[0] ?? null);
            await registrarExportacao(ctx, arquivo, exportados);
            controller.close();
          }
        } catch (error) {
          if (cancelado) return;
          // A broken download, never a silently short file.
          console.error("[alunos] export failed:", error);
          controller.error(error);
        }
      },
      // The person cancelled the download (or closed the page): nothing more is read.
      cancel() {
        cancelado = true;
      },
    },
    { highWaterMark: 1 },
  );
}

/** Who took the students' data out, and how many (LGPD: an export of personal data is recorded). */
async function registrarExportacao(ctx: ShellContext, arquivo: string, quantos: number) {
  await gravarAtividade(ctx, {
    tipo: "alunos.exportados",
    alvo: { colecao: "alunos", id: "exportacao", nome: arquivo },
    detalhe: alunoTexts.encontrados(quantos),
  });
  console.info("[alunos] exported", { uid: ctx.session.uid, idEmpresa: ctx.empresa.id, quantos, comDadosPessoais: exportaDadosPessoais(ctx) });
}
