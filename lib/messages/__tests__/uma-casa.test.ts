import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

// "No user-visible Portuguese outside lib/messages": every string and JSX text of the app's code
// (lib/, app/, components/, middleware.ts; tests and server logs aside) is read with the TypeScript
// parser, and a text with a Portuguese letter (á, ç, õ...) outside this folder fails the test, so a
// word cannot slip past the one place where the spec's texts are checked. A record's field
// descriptor (lib/<domain>/campos.ts, issue 42) is the other home: a field's label and messages may
// be written in its entry, so adding a field is its entry and nothing else.

const RAIZ = path.resolve(__dirname, "../../..");
const PASTAS = ["lib", "app", "components"];
const PORTUGUES = /[À-ÖØ-öø-ÿ]/;
/** The records' field descriptors: their entries hold their fields' words. */
const DESCRITORES = /^lib\/[a-z-]+\/campos\.ts$/;

function arquivos(pasta: string): string[] {
  return fs.readdirSync(pasta, { withFileTypes: true }).flatMap((e) => {
    const caminho = path.join(pasta, e.name);
    if (e.isDirectory()) return e.name === "__tests__" || caminho === path.join(RAIZ, "lib/messages") ? [] : arquivos(caminho);
    return /\.tsx?$/.test(e.name) && !DESCRITORES.test(path.relative(RAIZ, caminho)) ? [caminho] : [];
  });
}

/** A call to console.* (a server log, read by operators, not shown to the user). */
function emLog(node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && n.expression.expression.getText() === "console") return true;
  }
  return false;
}

function textosForaDasMensagens(arquivo: string): string[] {
  const fonte = ts.createSourceFile(arquivo, fs.readFileSync(arquivo, "utf8"), ts.ScriptTarget.Latest, true, arquivo.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const achados: string[] = [];
  const visitar = (node: ts.Node) => {
    const texto =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isJsxText(node)
        ? node.text
        : null;
    if (texto && PORTUGUES.test(texto) && !emLog(node)) {
      const { line } = fonte.getLineAndCharacterOfPosition(node.getStart());
      achados.push(`${path.relative(RAIZ, arquivo)}:${line + 1}: ${texto.trim()}`);
    }
    ts.forEachChild(node, visitar);
  };
  visitar(fonte);
  return achados;
}

describe("the words' one home", () => {
  it("finds a Portuguese text written outside lib/messages (the check itself works)", () => {
    const exemplo = path.join(__dirname, "exemplo.tmp.tsx");
    fs.writeFileSync(exemplo, 'export const A = () => <p title="Situação">Olá</p>;\nconsole.info("só no log");\n// comentário é livre\n');
    try {
      expect(textosForaDasMensagens(exemplo).map((t) => t.replace(/^.*?: /, ""))).toEqual(["Situação", "Olá"]);
    } finally {
      fs.unlinkSync(exemplo);
    }
  });

  it("has no user-visible Portuguese outside lib/messages", () => {
    const todos = [...PASTAS.flatMap((p) => arquivos(path.join(RAIZ, p))), path.join(RAIZ, "middleware.ts")];
    expect(todos.length).toBeGreaterThan(100);
    expect(todos.flatMap(textosForaDasMensagens)).toEqual([]);
  });
});
