// What `Conferir arquivo` answers (app/verificar/actions.ts), for the form that shows it: a revoked
// document's very file is `revogado`, with the revocation's day (DD/MM/AAAA).
export type ConferenciaState =
  | { resultado: "identico" | "diferente"; at: number }
  | { resultado: "revogado"; revogadoEm: string; at: number }
  | { erro: string; at: number }
  | null;
