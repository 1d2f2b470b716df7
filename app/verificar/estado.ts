// What `Conferir arquivo` answers (app/verificar/actions.ts), for the form that shows it.
export type ConferenciaState = { resultado: "identico" | "diferente"; at: number } | { erro: string; at: number } | null;
