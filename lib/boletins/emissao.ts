import "server-only";
import type { ShellContext } from "@/lib/shell/contexto";
import { boletimDoAluno } from "@/lib/boletins/dados";
import { conteudoDoBoletim, fatosDoBoletim, type BoletimParaImpressao } from "@/lib/boletins/impressao";
import { bytesDe, nomeDoArquivo, pdfDosBoletins } from "@/lib/boletins/pdf";
import { registrarEmissao, ultimoBoletim } from "@/lib/documentos/emissao";
import { ALTURA_DO_RODAPE, desenharRodapeDeVerificacao } from "@/lib/documentos/pdf";

// `Baixar boletim (PDF)` of administrador and secretaria (issue 26): the boletim issued as a
// verifiable document. One boletim per content (issue 41): a new document is issued only when what
// the boletim prints changed since the last one issued for that student and year (its digest,
// conteudoDoBoletim), or when that one was revoked; otherwise the last one is given again, its
// very bytes and code. The last issue is boletins_emitidos/{idAluno}__{ano}, read first (no PDF is
// made to give the last one again) and again in the issuing transaction (two downloads at once
// give one document).

export type BoletimEmitido = { codigo: string; bytes: Uint8Array; nomeDoArquivo: string; novo: boolean };

/** The key of a student's last boletim of a year. */
const idDoUltimo = (idAluno: string, ano: number) => `${idAluno}__${ano}`;

/** Issues (or gives again) a student's boletim of a year; null when it is not found or not the role's to see. The caller checked the role issues. */
export async function emitirBoletim(ctx: ShellContext, idAluno: string, ano: number, origem: string): Promise<BoletimEmitido | null> {
  const boletim = await boletimDoAluno(ctx, idAluno, ano);
  if (!boletim?.ids) return null;
  const arquivo = nomeDoArquivo(boletim.ano, boletim.aluno.nome);
  const ultimo = { id: idDoUltimo(idAluno, boletim.ano), conteudo: conteudoDoBoletim(boletim) };
  const mesmo = await ultimoBoletim(ctx, ultimo);
  if (mesmo) return { codigo: mesmo.codigo, bytes: mesmo.bytes, nomeDoArquivo: arquivo, novo: false };
  const { ids } = boletim;
  const emitido = await registrarEmissao(ctx, {
    tipo: "boletim",
    idEscola: ids.idEscola,
    aluno: { id: idAluno, nome: boletim.aluno.nome },
    idTurma: ids.idTurma,
    escola: boletim.escola,
    fatos: fatosDoBoletim(boletim),
    origem,
    ultimo,
    ano: boletim.ano,
    pdf: (v) => bytesDe(pdfDosBoletins(um(boletim), { rodape: { altura: ALTURA_DO_RODAPE, desenhar: (doc) => desenharRodapeDeVerificacao(doc, v) } })),
  });
  return { ...emitido, nomeDoArquivo: arquivo };
}

async function* um(valor: BoletimParaImpressao): AsyncGenerator<BoletimParaImpressao> {
  yield valor;
}
