// What a form action answers (client-safe: forms read it): a refusal, or the success of an action
// that keeps the person on the same page (others redirect instead). `values` are what was typed,
// so the form shows them again; `at` makes each answer new, so the same message can be announced
// twice.
export type FormState = {
  message: string | null;
  /** Said with role=status after an action that stays on its page. */
  sucesso?: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
  at: number;
} | null;
