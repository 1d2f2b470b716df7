// Home's kept counts checked against what they count (lib/empresas/contadores.ts). Call it before
// a flow (a company without a base gets one then, from its data as it is) and after it: the second
// call proves the flow's writes kept the counts. Jest only (it uses Jest's `expect`).
import { CONSULTAS, CONTADORES, contadoresDaEmpresa, type Contadores } from "@/lib/empresas/contadores";
import type { ShellContext } from "@/lib/shell/contexto";

/** The counts Home shows for the context's company, after checking they equal the aggregation queries. */
export async function conferirContadores(ctx: ShellContext): Promise<Contadores> {
  const home = await contadoresDaEmpresa(ctx);
  const contagens = await Promise.all(CONTADORES.map(async (c) => [c, (await CONSULTAS[c](ctx.empresa.id).count().get()).data().count] as const));
  expect(home).toEqual(Object.fromEntries(contagens));
  return home;
}
