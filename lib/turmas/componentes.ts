// A turma's `Componentes curriculares`: the default list of a new turma, from its etapa de ensino,
// and each component's id. Pure and client-safe.
//
// A component's id is its name made plain at the moment it is created (`Língua Portuguesa` →
// `lingua-portuguesa`) and stays when it is renamed: grades name the component by id. The boletim
// follows a student moved between turmas by the component's name made plain the same way
// (chaveDoComponente, lib/regras/componentes.ts).
import type { CodigoEtapaDeEnsino } from "@/lib/regras/etapas-de-ensino";
import { etapaDeEnsino } from "@/lib/regras/etapas-de-ensino";
import { chaveDoComponente } from "@/lib/regras/componentes";
import { componentesPadraoTexts } from "@/lib/messages";

export type Componente = { id: string; nome: string; /** `Professor do componente` (a uid of the turma's professors), or null. */ professor: string | null };

/** The most components a turma has. */
export const COMPONENTES_MAX = 30;
/** The longest component's name. */
export const NOME_DO_COMPONENTE_MAX = 60;

const FUNDAMENTAL_INICIAL: readonly string[] = componentesPadraoTexts.fundamentalInicial;
const FUNDAMENTAL_FINAL: readonly string[] = [...FUNDAMENTAL_INICIAL, componentesPadraoTexts.linguaInglesa];
const MEDIO: readonly string[] = componentesPadraoTexts.medio;

/** The names of a new turma's components (none in Educação Infantil: LDB art. 31). */
export function nomesPadrao(codigo: CodigoEtapaDeEnsino): readonly string[] {
  const etapa = etapaDeEnsino(codigo);
  if (etapa.nivel === "infantil") return [];
  if (etapa.nivel === "medio" || etapa.nivel === "eja-medio") return MEDIO;
  if (etapa.nivel === "fundamental" && (etapa.serie ?? 0) >= 6) return FUNDAMENTAL_FINAL;
  return FUNDAMENTAL_INICIAL;
}

/** A new turma's components. */
export const componentesPadrao = (codigo: CodigoEtapaDeEnsino): Componente[] => nomesPadrao(codigo).map((nome) => ({ id: chaveDoComponente(nome), nome, professor: null }));

/** An id for a new component's name, unique among the turma's (a suffix when taken). */
export function idParaNovoComponente(nome: string, existentes: readonly Pick<Componente, "id">[]): string {
  const base = chaveDoComponente(nome);
  const usados = new Set(existentes.map((c) => c.id));
  if (!usados.has(base)) return base;
  for (let n = 2; ; n++) if (!usados.has(`${base}-${n}`)) return `${base}-${n}`;
}
