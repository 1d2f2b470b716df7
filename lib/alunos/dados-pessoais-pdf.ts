import "server-only";
import { fontes, MARGEM, novoDocumento, Pincel, REGULAR, A4, LARGURA, COR } from "@/lib/boletins/pdf";
import { FUSO, formatarData } from "@/lib/campos/data";
import { dadosPessoaisTexts, documentoTexts } from "@/lib/messages";
import { Folha, fimAcimaDoRodape } from "@/lib/documentos/folha";
import { codigoEmGrupos } from "@/lib/documentos/codigo";
import type { DadosPessoais } from "@/lib/alunos/dados-pessoais";

// The `Dados pessoais (LGPD)` file as a readable PDF (issue 43): the same content as the JSON
// (lib/alunos/dados-pessoais.ts), in sections over as many A4 pages as it takes, nothing cut. Not
// a verifiable document (no code): a copy of what is held, given to the family that asked.

const T = dadosPessoaisTexts.pdf;
const quando = new Intl.DateTimeFormat("pt-BR", { timeZone: FUSO, dateStyle: "short", timeStyle: "short" });
const momento = (iso: string | null) => (iso ? quando.format(new Date(iso)) : "—");
const ALTURA_DO_RODAPE = 14;

/** The file's whole bytes. */
export async function pdfDosDadosPessoais(d: DadosPessoais): Promise<Uint8Array> {
  const nome = typeof d.registro.campos.nome === "string" ? d.registro.campos.nome : d.registro.matricula;
  const doc = novoDocumento(await fontes(), { titulo: documentoTexts.pdf.tituloDoDocumento(dadosPessoaisTexts.titulo, nome), emitidoEm: new Date(d.geradoEm) });
  const pedacos: Buffer[] = [];
  doc.on("data", (pedaco: Buffer) => pedacos.push(pedaco));
  const fim = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  const rodape = (documento: PDFKit.PDFDocument, pagina: number) =>
    new Pincel(documento, false).texto(T.rodape(d.registro.matricula, pagina), MARGEM, A4.altura - MARGEM - ALTURA_DO_RODAPE, { fonte: REGULAR, tamanho: 8, largura: LARGURA, linhas: 1, alinhar: "right", cor: COR.suave });
  const folha = new Folha(doc, { fim: fimAcimaDoRodape(ALTURA_DO_RODAPE), rodape, continuacao: T.continuacao(nome) });
  folha.abrir();
  folha.texto(T.titulo, { negrito: true, tamanho: 14, linhas: 1 });
  folha.espaco(4);
  folha.texto(T.subtitulo(d.empresa.nome ?? "—", momento(d.geradoEm)), { tamanho: 9.5, cor: COR.suave });
  folha.texto(T.base, { tamanho: 9.5, cor: COR.suave });
  folha.espaco(12);

  // The record, as the sheet reads it.
  folha.secoesDoAluno(d.ficha, 6);
  if (d.registro.matriculasUnificadas.length > 0) folha.linha(T.matriculasUnificadas, d.registro.matriculasUnificadas.join(", "));

  lista(folha, T.turmas, d.turmas.map((t) => T.turma(t.ano, t.turma, t.situacao, formatarData(t.desde), t.ate ? formatarData(t.ate) : null)));
  lista(folha, T.frequencia, d.frequencia.map((f) => T.frequenciaLinha(f.ano, f.turma, f.etapa, f.dias, f.faltas, f.justificadas)));

  folha.secao(T.notas);
  if (d.notas.length === 0) folha.texto(T.nenhum);
  for (const b of d.notas) {
    folha.subtitulo(`${b.ano} · ${b.turma} · ${b.escola}`);
    folha.texto(T.situacaoNoAno(b.situacao, b.frequencia, b.faltas), { tamanho: 9.5 });
    for (const c of b.componentes) folha.texto(T.notaLinha(b.ano, c.componente, c.etapas, c.media), { tamanho: 9.5 });
    for (const r of b.relatorio) {
      folha.texto(T.relatorio(r.etapa), { negrito: true, tamanho: 9.5, linhas: 1 });
      folha.texto(r.texto, { tamanho: 9.5, linhas: 60 });
    }
    folha.espaco(4);
  }
  folha.espaco(6);

  lista(folha, T.documentos, d.documentos.map((doc) => T.documentoLinha(doc.tipo, doc.codigo ? codigoEmGrupos(doc.codigo) : "—", momento(doc.emitidoEm), doc.revogadoEm ? T.revogado(momento(doc.revogadoEm)) : T.valido)));
  folha.secao(T.historico);
  if (d.historico.length === 0) folha.texto(T.nenhum);
  for (const e of d.historico) {
    folha.texto(T.historicoLinha(momento(e.em), e.por, e.detalhe ? `${e.evento}: ${e.detalhe}` : e.evento), { tamanho: 9.5 });
    for (const m of e.mudancas) folha.texto(`   ${m}`, { tamanho: 9, cor: COR.suave });
  }
  folha.fechar();
  doc.end();
  await fim;
  const bytes = Buffer.concat(pedacos);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A section of one line per item (or `Nenhum registro.`). */
function lista(folha: Folha, titulo: string, linhas: string[]): void {
  folha.secao(titulo);
  if (linhas.length === 0) folha.texto(T.nenhum);
  for (const l of linhas) folha.texto(l, { tamanho: 9.5 });
  folha.espaco(6);
}
