// The bench's floor: a minimal Next.js app of the same version, one dynamic page that only reads
// cookies(), built and started beside the product (servidores.mjs) so "close to the framework's
// floor" is measured on the same machine in the same run; and a second page, the floor with
// /home's Firestore calls (app/dados), and one with the app's stylesheet (app/estilo). It lives
// under .stack/ (ignored), never in the app.
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const FILES = {
  "next.config.mjs": "export default { poweredByHeader: false };\n",
  "app/layout.jsx": `export default function Layout({ children }) {
  return (
    <html lang="pt-BR">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.jsx": `import { cookies } from "next/headers";

// The floor: a dynamic page that reads the request's cookies and renders a line.
export default async function Page() {
  const jar = await cookies();
  return <main>{jar.getAll().length} cookies</main>;
}
`,
  // The floor with /home's Firestore calls and nothing of the app: firebase-admin (the app's own
  // copy, resolved from the project's node_modules) makes the calls a signed-in /home makes, in
  // its two round trips, for the company and user the address names, and renders their numbers
  // (?contadores=1: the 4 calls it makes now; without: the 7 it made before its counts were kept).
  // What /home costs beyond this page is the app's own (session, middleware, render); what this
  // page costs beyond "/" is the calls'.
  "app/dados/page.jsx": `import { cookies } from "next/headers";

// Loaded on the first request, not with the route: the floor's "/" starts as it did without this page.
async function db() {
  const [{ getApps, initializeApp }, { getFirestore }] = await Promise.all([import("firebase-admin/app"), import("firebase-admin/firestore")]);
  return getFirestore(getApps()[0] ?? initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID }));
}

export default async function Page({ searchParams }) {
  const [jar, { empresa = "x", uid = "x", contadores }, d] = await Promise.all([cookies(), searchParams, db()]);
  // ?contadores=1: the calls /home makes now, its three counts kept (lib/empresas/contadores.ts):
  // their base and 4 shards read in the shell's call, the three aggregations not made (4 calls).
  // Without it: the calls /home made before, the counts as aggregation queries (7 calls).
  const contar = (query) => (contadores ? Promise.resolve(null) : query.count().get());
  const mantidos = contadores ? [d.doc("contadores/" + empresa), ...[0, 1, 2, 3].map((n) => d.doc("contadores/" + empresa + "/fatias/" + n))] : [];
  // The shell: the session record, the user and the company in one call; the user's links.
  const [docs, links] = await Promise.all([
    d.getAll(d.doc("sessoes/" + jar.getAll().length), d.doc("usuarios/" + uid), d.doc("empresas/" + empresa), ...mantidos),
    d.collection("usuarios_empresas").where("idUsuario", "==", uid).limit(1000).get(),
  ]);
  // Home: two counts, the chart's schools, the roll-call panels (a count and the years in progress).
  const [escolas, alunos, grafico, abaixo, anos] = await Promise.all([
    contar(d.collection("escolas").where("idEmpresa", "==", empresa).where("ativa", "==", true)),
    contar(d.collection("alunos").where("idEmpresa", "==", empresa).where("situacao", "==", "ativo")),
    d.collection("escolas").where("idEmpresa", "==", empresa).where("ativa", "==", true).orderBy("alunosAtivos", "desc").select("nome", "alunosAtivos").limit(50).get(),
    contar(d.collection("enturmacoes").where("idEmpresa", "==", empresa).where("situacao", "==", "cursando").where("abaixoDoMinimo", "==", true)),
    d.collection("anos_letivos").where("idEmpresa", "==", empresa).where("situacao", "==", "andamento").limit(30).get(),
  ]);
  return (
    <main>
      {docs.filter((x) => x.exists).length} {links.size} {escolas?.data().count} {alunos?.data().count} {grafico.size} {abaixo?.data().count} {anos.size}
    </main>
  );
}
`,
  // The floor with the app's stylesheet (copied to public/app.css by servidores.mjs), linked as
  // Next links it (render-blocking, in the head) or, with ?inline=1, inlined: what a stylesheet
  // alone costs the first paint on a throttled phone (lighthouse.mjs).
  "app/estilo/page.jsx": `import { readFileSync } from "node:fs";
import path from "node:path";
import { cookies } from "next/headers";

export default async function Page({ searchParams }) {
  const [jar, { inline }] = await Promise.all([cookies(), searchParams]);
  const css = inline ? readFileSync(path.join(process.cwd(), "public", "app.css"), "utf8") : null;
  return (
    <>
      {css ? <style href="app-css" precedence="default">{css}</style> : <link rel="stylesheet" href="/app.css" precedence="default" />}
      <main className="mx-auto max-w-lg space-y-4 px-4 py-16">
        <h1 className="text-2xl font-semibold">{jar.getAll().length} cookies</h1>
      </main>
    </>
  );
}
`,
};

/** A digest of the floor's sources: a build of other sources is built again (servidores.mjs). */
export const fontesDoPiso = createHash("sha256").update(JSON.stringify(FILES)).digest("hex");

/** Writes the floor app's sources into `dir`; returns `dir`. */
export function escreverPiso(dir) {
  for (const [file, content] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}
