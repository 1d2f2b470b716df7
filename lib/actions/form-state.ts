// What a form action answers after a refusal (client-safe: forms read it). On success the action
// redirects instead. `values` are what was typed, so the form shows them again; `at` makes each
// answer new, so the same message can be announced twice.
export type FormState = {
  message: string | null;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
  at: number;
} | null;
