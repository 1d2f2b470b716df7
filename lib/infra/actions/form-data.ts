// Server actions are public HTTP endpoints: whatever their TypeScript signature says, a client can
// call them with any arguments. Each action checks its arguments' types with these first.

/** The FormData an action was given, or null when it was given anything else. */
export function asFormData(value: unknown): FormData | null {
  return value instanceof FormData ? value : null;
}

/**
 * A FormData's named fields as a plain object for a zod schema (the first value of a repeated
 * field); a field not sent is undefined, which an optional schema field accepts.
 */
export function fields(formData: FormData, names: readonly string[]): Record<string, FormDataEntryValue | undefined> {
  return Object.fromEntries(names.map((name) => [name, formData.get(name) ?? undefined]));
}
