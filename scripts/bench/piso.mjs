// The bench's floor: a minimal Next.js app of the same version, one dynamic page that only reads
// cookies(), built and started beside the product (servidores.mjs) so "close to the framework's
// floor" is measured on the same machine in the same run. It lives under .stack/ (ignored), never
// in the app.
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
};

/** Writes the floor app's sources into `dir`; returns `dir`. */
export function escreverPiso(dir) {
  for (const [file, content] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}
