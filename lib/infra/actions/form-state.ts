/**
 * What a refusal may carry beyond its sentence: the records in the way (each a link to where it is
 * dealt with; `mais`: how many more there are), and `confirmar`, the label of a button that sends the
 * same form again with `confirmado=sim`, when the person may go ahead anyway.
 */
export type DetalhesDaRecusa = { itens?: { texto: string; href: string }[]; mais?: number; confirmar?: string };

// What a form action answers (client-safe: forms read it): a refusal, or the success of an action
// that keeps the person on the same page (others redirect instead). `values` are what was typed,
// so the form shows them again; `at` makes each answer new, so the same message can be announced
// twice.
export type FormState = {
  message: string | null;
  /** Said with role=status after an action that stays on its page. */
  sucesso?: string;
  fieldErrors: Record<string, string>;
  /** A refusal's records and confirmation (DetalhesDaRecusa). */
  detalhes?: DetalhesDaRecusa;
  values: Record<string, string>;
  at: number;
} | null;
