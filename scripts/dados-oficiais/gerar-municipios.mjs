// Regenerates lib/dados-oficiais/municipios/ (one JSON per UF, and ufs.json) from the IBGE table
// that the npm package @brazilian-utils/brazilian-utils ships (MIT; "offline IBGE data"). The
// package is not a dependency of the app: fetch it once and point this script at it.
//
//   cd "$(mktemp -d)" && npm pack @brazilian-utils/brazilian-utils@2.4.0 && tar xzf *.tgz
//   node scripts/dados-oficiais/gerar-municipios.mjs "$PWD/package"
//
// Then run the unit tests of lib/dados-oficiais (they hold the count, the UF prefixes and the known
// exceptions of the IBGE check digit) and read the diff: docs/dados-oficiais.md says what to check.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const origem = process.argv[2];
if (!origem) {
  console.error("usage: node scripts/dados-oficiais/gerar-municipios.mjs <dir of @brazilian-utils/brazilian-utils>");
  process.exit(2);
}
const pacote = JSON.parse(fs.readFileSync(path.join(origem, "package.json"), "utf8"));
const { getMunicipalities, getStates } = await import(pathToFileURL(path.join(origem, "dist/brazilian-utils.js")).href);

const destino = path.resolve(import.meta.dirname, "../../lib/dados-oficiais/municipios");
const ordem = new Intl.Collator("pt-BR", { sensitivity: "base" });

const ufs = getStates()
  .map((s) => ({ sigla: s.code, codigo: String(s.ibgeCode), nome: s.name }))
  .sort((a, b) => a.sigla.localeCompare(b.sigla));
if (ufs.length !== 27) throw new Error(`27 UFs expected, got ${ufs.length}`);
fs.writeFileSync(path.join(destino, "ufs.json"), JSON.stringify(ufs, null, 1) + "\n");

let total = 0;
for (const uf of ufs) {
  const lista = getMunicipalities(uf.sigla)
    .map((m) => [Number(m.code), m.name.normalize("NFC")])
    .sort((a, b) => ordem.compare(a[1], b[1]) || a[0] - b[0]);
  for (const [codigo] of lista) {
    if (!String(codigo).startsWith(uf.codigo) || String(codigo).length !== 7) throw new Error(`${codigo} is not a code of ${uf.sigla}`);
  }
  total += lista.length;
  // One municipality a line: a diff after an update names each change.
  fs.writeFileSync(path.join(destino, `${uf.sigla}.json`), "[\n" + lista.map((m) => JSON.stringify(m)).join(",\n") + "\n]\n");
}
console.log(`${total} municipalities in ${ufs.length} UFs from ${pacote.name}@${pacote.version}`);
