import "server-only";
import { db } from "@/lib/infra/firebase/admin";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import { fromDatabase, type ReadSource } from "@/lib/infra/firestore/transacao";
import { daEmpresa } from "@/lib/empresas/schema";
import type { Enturmacao } from "@/lib/enturmacoes/schema";
import type { AnoLetivo } from "@/lib/anos-letivos/schema";
import type { Turma } from "@/lib/turmas/schema";
import { naFolhaDaEtapa } from "@/lib/notas/documento";
import { idDoParecer } from "@/lib/pareceres/documento";
import { parecerDoc, type ParecerGuardado } from "@/lib/pareceres/schema";
import { nomeDeExibicaoDaEntrada } from "@/lib/alunos/nome";

// The pareceres of a turma's etapa (the page `Pareceres descritivos`) and of a child (the boletim),
// read by id: one document per child and etapa.

export const pareceresCollection = () => db().collection(COLLECTIONS.pareceres);

/** The most documents one getAll reads at once. */
const POR_LEITURA = 300;

async function lerPorId(idEmpresa: string, ids: readonly string[], rotulo: string, fonte: ReadSource = fromDatabase): Promise<Map<string, ParecerGuardado>> {
  const lidos = new Map<string, ParecerGuardado>();
  for (let i = 0; i < ids.length; i += POR_LEITURA) {
    const lote = ids.slice(i, i + POR_LEITURA);
    const docs = await fonte.getAll(lote.map((id) => pareceresCollection().doc(id)));
    fonte.registrarLeituras(rotulo, docs.length);
    for (const d of docs) {
      const p = daEmpresa(d, parecerDoc, idEmpresa);
      if (p) lidos.set(d.id, p);
    }
  }
  return lidos;
}

export type LinhaDePareceres = { id: string; nome: string; matricula: string; texto: string; versao: number; salvoPor: string | null; salvoEm: Date | null };

/**
 * The page's rows: each child in the turma on some day of the etapa (or in it now: as the grades'
 * grid), in the list's order, with their parecer and its version (0: none yet).
 */
export async function folhaDePareceres(idEmpresa: string, turma: Pick<Turma, "id">, ano: Pick<AnoLetivo, "etapas">, etapa: number, entradas: readonly Enturmacao[]): Promise<LinhaDePareceres[]> {
  const periodo = ano.etapas[etapa];
  if (!periodo) return [];
  const vistos = new Set<string>();
  const alunos = entradas.filter((e) => {
    if (vistos.has(e.idAluno) || !naFolhaDaEtapa(e, periodo)) return false;
    vistos.add(e.idAluno);
    return true;
  });
  const guardados = await lerPorId(idEmpresa, alunos.map((e) => idDoParecer(turma.id, etapa, e.idAluno)), "pareceres.folha");
  return alunos.map((e) => {
    const p = guardados.get(idDoParecer(turma.id, etapa, e.idAluno));
    return { id: e.idAluno, nome: nomeDeExibicaoDaEntrada(e), matricula: e.matricula, texto: p?.texto ?? "", versao: p?.versao ?? 0, salvoPor: p?.salvoPorNome || null, salvoEm: p?.salvoEm ?? null };
  });
}

/** A child's pareceres in each of these turmas, by document id (an empty text is no parecer). */
export async function pareceresDoAluno(idEmpresa: string, idAluno: string, idsTurmas: readonly string[], quantasEtapas: number, fonte: ReadSource = fromDatabase): Promise<Map<string, string>> {
  const ids = idsTurmas.flatMap((idTurma) => Array.from({ length: quantasEtapas }, (_, i) => idDoParecer(idTurma, i, idAluno)));
  if (ids.length === 0) return new Map();
  const lidos = await lerPorId(idEmpresa, ids, "pareceres.doAluno", fonte);
  return new Map([...lidos].flatMap(([id, p]) => (p.texto === "" ? [] : [[id, p.texto] as const])));
}
