// One home for every Portuguese text the user sees, so the spec's exact wording is checked in one
// place: one file per domain beside this index, shared words once (comum.ts). Import from
// "@/lib/messages". No server-only import: client components read from here too (type imports are
// erased). No user-visible Portuguese lives outside this folder.
export * from "./comum";
export * from "./login";
export * from "./empresas";
export * from "./shell";
export * from "./home";
export * from "./escolas";
export * from "./alunos";
export * from "./configuracoes";
export * from "./convite";
export * from "./anos-letivos";
export * from "./turmas";
export * from "./chamadas";
export * from "./notas";
export * from "./boletins";
export * from "./pareceres";
export * from "./documentos";
export * from "./documentos-emissao";
export * from "./rematricula";
export * from "./censo";
export * from "./ficha-de-matricula";
