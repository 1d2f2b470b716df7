// Server actions are public HTTP endpoints: whatever their TypeScript signature says, a client can
// call them with any arguments. Each action checks its arguments' types with these first.

/** The FormData an action was given, or null when it was given anything else. */
export function asFormData(value: unknown): FormData | null {
  return value instanceof FormData ? value : null;
}

/** The most values a list field (`name[]`) passes on: past this, the schema sees a longer list and refuses it. */
export const LISTA_MAX = 1000;

/**
 * A FormData's named fields as a plain object for a zod schema (the first value of a repeated
 * field); a field not sent is undefined, which an optional schema field accepts. A name ending in
 * `[]` (checkboxes: `alunos[]`) is a list: every value sent under it, as `alunos`, cut at LISTA_MAX + 1.
 */
export function fields(formData: FormData, names: readonly string[]): Record<string, FormDataEntryValue | FormDataEntryValue[] | undefined> {
  return Object.fromEntries(
    names.map((name) => (name.endsWith("[]") ? [name.slice(0, -2), formData.getAll(name).slice(0, LISTA_MAX + 1)] : [name, formData.get(name) ?? undefined])),
  );
}

/**
 * The fields React and Next put in a form's FormData themselves: the hidden inputs of a form
 * rendered on the server, for a submission before hydration (`$ACTION_ID_<id>`, `$ACTION_REF_<n>`,
 * `$ACTION_<n>:<i>`, `$ACTION_KEY`), which the form still holds, and sends, after it.
 */
const CAMPO_DO_REACT = /^\$ACTION_/;

/**
 * The first field of a form that none of `names` names (a list field by its `[]`), React's own
 * aside, or null: an action refuses a form it does not know rather than read part of it (issue 41).
 */
export function campoDesconhecido(formData: FormData, names: readonly string[]): string | null {
  const conhecidos = new Set(names);
  for (const nome of formData.keys()) {
    if (!conhecidos.has(nome) && !CAMPO_DO_REACT.test(nome)) return nome;
  }
  return null;
}
