import { contextoDaRota, ouIndisponivel, respostaDeArquivo, respostaDeTexto } from "@/lib/infra/actions/rota";
import { isDocumentId } from "@/lib/infra/firestore/documents";
import { anoLetivoTexts, rematriculaTexts } from "@/lib/messages";
import { BOM, linhasCsv } from "@/lib/alunos/planilha/escrever";
import { idDaRematricula, lerLinhas, registroDa, rematriculas } from "@/lib/rematricula/registro";
import { withDeadline } from "@/lib/infra/deadline";

// `Baixar lista (CSV)` after a rematrícula (administrador, secretaria): who went where, one row per
// student (Aluno, Matrícula, De, Para), for Excel pt-BR (UTF-8 with BOM, ";"). The school and the
// closed year come from the address, the company from the session; another company's is not found.

const t = rematriculaTexts;

export async function GET(_request: Request, { params }: { params: Promise<{ id: string; ano: string }> }) {
  const ctx = await contextoDaRota("[rematricula] the list", "escrever");
  if (ctx instanceof Response) return ctx;
  const { id, ano } = await params;
  if (!isDocumentId(id) || !/^\d{4}$/.test(ano)) return respostaDeTexto(anoLetivoTexts.naoEncontrado, 404);
  const destino = Number(ano) + 1;
  const lido = await ouIndisponivel("[rematricula] reading the list", async () => {
    const rec = registroDa(await withDeadline(rematriculas().doc(idDaRematricula(id, destino)).get(), "banco"), ctx.empresa.id);
    return rec?.estado === "concluida" ? { rec, linhas: await withDeadline(lerLinhas(idDaRematricula(id, destino), rec.lotes), "banco") } : null;
  });
  if (lido instanceof Response) return lido;
  if (!lido) return respostaDeTexto(t.erros.naoFeita(destino), 404);
  const linhas = lido.linhas.map((l) => [
    l.nome,
    l.matricula,
    `${l.origem.nome} (${lido.rec.anoEncerrado})`,
    l.resultado === "pulado" ? t.naoMovido(l.motivo ?? "—") : l.destino === "concluinte" ? t.concluinte : `${l.destino.nome} (${destino})`,
  ]);
  const csv = BOM + linhasCsv([[t.csv.aluno, t.csv.matricula, t.csv.de, t.csv.para], ...linhas]);
  return respostaDeArquivo(csv, "text/csv; charset=utf-8", `rematricula-${destino}.csv`);
}
