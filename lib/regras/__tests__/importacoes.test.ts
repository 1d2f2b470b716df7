import { execFileSync } from "node:child_process";

// The rules stay pure (issue 42): eslint.config.mjs forbids a file of lib/regras to import a
// domain, the words, server code, Firebase, Next or React. This runs the project's ESLint on
// scratch files named as if they were in lib/regras (one child process: ESLint's config is an ES
// module Jest's sandbox cannot load) and checks which imports the rule refuses.

const PROIBIDAS = [
  "@/lib/turmas/componentes",
  "@/lib/messages",
  "@/lib/campos/data",
  "@/components/tabela",
  "../turmas/schema",
  "server-only",
  "firebase-admin/firestore",
  "firebase/app",
  "next/headers",
  "react",
  "node:fs",
];
const PERMITIDAS = ["@/lib/regras/notas", "./calendario", "zod"];

const SCRIPT = `
const { ESLint } = require("eslint");
const imports = JSON.parse(process.argv[1]);
(async () => {
  const eslint = new ESLint();
  const out = {};
  for (const [i, from] of imports.entries()) {
    const [r] = await eslint.lintText(\`import { x } from "\${from}";\\nexport const y = x;\\n\`, { filePath: \`lib/regras/rascunho-\${i}.ts\` });
    out[from] = r.messages.filter((m) => m.ruleId === "no-restricted-imports").length;
  }
  const [teste] = await eslint.lintText('import { x } from "@/lib/messages";\\nexport const y = x;\\n', { filePath: "lib/regras/__tests__/rascunho.test.ts" });
  out["(a test)"] = teste.messages.filter((m) => m.ruleId === "no-restricted-imports").length;
  process.stdout.write(JSON.stringify(out));
})();
`;

it("refuses every import from outside lib/regras but plain libraries, in the rules' files (not their tests)", () => {
  const saida = execFileSync(process.execPath, ["-e", SCRIPT, JSON.stringify([...PROIBIDAS, ...PERMITIDAS])], { cwd: process.cwd(), encoding: "utf8" });
  const recusas: Record<string, number> = JSON.parse(saida);
  expect(recusas).toEqual({
    ...Object.fromEntries(PROIBIDAS.map((p) => [p, 1])),
    ...Object.fromEntries(PERMITIDAS.map((p) => [p, 0])),
    "(a test)": 0,
  });
}, 120_000);
