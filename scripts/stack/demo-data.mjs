// The demo data seeded into the emulators: one scenario per picker state.

export const DEMO_PASSWORD = "demo1234";

const NOMES = [
  "Colégio Aurora", "Escola Horizonte", "Instituto Saber", "Colégio São Lucas", "Escola Árvore do Saber",
  "Centro Educacional Ipê", "Escola Nova Era", "Colégio Atlântico", "Escola Monteiro Lobato",
  "Colégio Vila Rica", "Escola Raízes", "Instituto Educar", "Colégio Pioneiro", "Escola Sol Nascente",
];

// `id` is a field of its own, deliberately unlike the document id: the app must query the field.
export const empresas = [
  ...NOMES.map((nome, i) => ({ docId: `doc-emp-${i + 1}`, id: `emp-${String(i + 1).padStart(2, "0")}`, nome })),
  { docId: "doc-emp-15", id: "emp-15" }, // no name: shown as 'NOME DA EMPRESA'
];

const allIds = empresas.map((e) => e.id);

/**
 * usuario: the usuarios/{uid} document (null: none). porUid / porEmail: companies linked by
 * usuarios_empresas rows that carry the uid, or only the e-mail (the lookup's fallback).
 */
export const usuarios = [
  { uid: "demo-ana", email: "ana@demo.escola", displayName: "Ana Souza", usuario: {}, porUid: allIds, porEmail: [],
    about: `${allIds.length} empresas (mais de um lote de 10), uma sem nome` },
  { uid: "demo-bruno", email: "bruno@demo.escola", displayName: "Bruno Lima", usuario: {}, porUid: [], porEmail: ["emp-02", "emp-03"],
    about: "vinculado só pelo e-mail" },
  { uid: "demo-carla", email: "carla@demo.escola", displayName: "Carla Dias", usuario: { idEmpresaAtual: "emp-04" }, porUid: ["emp-04", "emp-05"], porEmail: [],
    about: "já tem empresa atual: vai direto para /home" },
  { uid: "demo-davi", email: "davi@demo.escola", displayName: "Davi Rocha", usuario: {}, porUid: [], porEmail: [],
    about: "nenhuma empresa vinculada" },
  { uid: "demo-eva", email: "eva@demo.escola", displayName: "Eva Martins", usuario: null, porUid: ["emp-01"], porEmail: [],
    about: "sem documento em usuarios" },
];
