// Regenerates the Censo's code tables in lib/dados-oficiais/educacenso/ from the files they were
// derived from (docs/dados-oficiais.md names each file, repository and commit):
//
//   node scripts/dados-oficiais/gerar-tabelas-do-censo.mjs \
//     --povos <TAG's app/migrations/3.3.0/3.3.0.sql> \
//     --orgaos <i-Educar's database/sqls/inserts/cadastro.orgao_emissor_rg.sql> \
//     --paises <i18n-iso-countries' codes.json>
//
// Países: the ISO 3166-1 numeric code (what the Censo's table and i-Educar's countries.ibge_code
// carry) with the country's pt-BR name from Node's ICU (Unicode CLDR), so no list of names is
// copied. Each option may be left out to regenerate only the others.
import fs from "node:fs";
import path from "node:path";

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pares, a, i, todos) => (a.startsWith("--") ? [...pares, [a.slice(2), todos[i + 1]]] : pares), []),
);
const destino = path.resolve(import.meta.dirname, "../../lib/dados-oficiais/educacenso");
const linhas = (lista) => "[\n" + lista.map((l) => JSON.stringify(l)).join(",\n") + "\n]\n";
const ordem = new Intl.Collator("pt-BR", { sensitivity: "base" });

if (args.povos) {
  // INSERT INTO edcenso_indigenous_people (id_indigenous_people,name) VALUE (254,'Tumbalalá'): the
  // file repeats some lines; one entry per code.
  const sql = fs.readFileSync(args.povos, "utf8");
  const povos = new Map();
  for (const m of sql.matchAll(/INSERT INTO edcenso_indigenous_people \(id_indigenous_people,name\)\s*VALUE \((\d+),'((?:[^'\\]|\\.|'')*)'\)/g)) {
    const nome = m[2].replace(/''|\\'/g, "'").normalize("NFC").trim();
    if (povos.has(m[1]) && povos.get(m[1]) !== nome) throw new Error(`povo ${m[1]}: ${povos.get(m[1])} or ${nome}?`);
    povos.set(m[1], nome);
  }
  const lista = [...povos].map(([c, n]) => [Number(c), n]).sort((a, b) => a[0] - b[0]);
  fs.writeFileSync(path.join(destino, "povos-indigenas.json"), linhas(lista));
  console.log(`${lista.length} povos indígenas`);
}

if (args.orgaos) {
  // INSERT INTO cadastro.orgao_emissor_rg VALUES (8, 'CRA', 'Conselho Regional de Administração', 'I', 61);
  // the last value is the Educacenso's code.
  const sql = fs.readFileSync(args.orgaos, "utf8");
  const lista = [...sql.matchAll(/VALUES \(\d+, '([^']*)', '([^']*)', '\w', (\d+)\)/g)]
    .map((m) => [Number(m[3]), m[1], m[2].normalize("NFC")])
    .sort((a, b) => a[0] - b[0]);
  fs.writeFileSync(path.join(destino, "orgaos-emissores.json"), linhas(lista));
  console.log(`${lista.length} órgãos emissores`);
}

if (args.paises) {
  const codigos = JSON.parse(fs.readFileSync(args.paises, "utf8"));
  const nomes = new Intl.DisplayNames(["pt-BR"], { type: "region", fallback: "none" });
  const lista = codigos
    .map(([alfa2, , numerico]) => {
      const nome = nomes.of(alfa2);
      if (!nome) throw new Error(`no pt-BR name for ${alfa2}`);
      return [Number(numerico), nome];
    })
    .sort((a, b) => ordem.compare(a[1], b[1]));
  fs.writeFileSync(path.join(destino, "paises.json"), linhas(lista));
  console.log(`${lista.length} países (ICU ${process.versions.icu}, CLDR ${process.versions.cldr})`);
}
