// Headers middleware.ts sets on a request for the server's own code (Edge-safe, no import).

/** The request's own path and query: a server component cannot read its URL (lib/infra/indisponivel.ts). */
export const CABECALHO_CAMINHO = "x-caminho";
