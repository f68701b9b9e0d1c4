import * as v from 'valibot';

/** Field path (dot notation, '' for the whole body) to the message keys of its issues. */
export type FieldErrors = Record<string, string[]>;

/** The body of a 400 answer: `{ errors: { field: ['validation.required'] } }`. */
export const validationErrorBodySchema = v.object({
  errors: v.record(v.string(), v.array(v.string())),
});

/** The server side: valibot issues as the `errors` of a 400 answer. */
export function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    (errors[path] ??= []).push(issue.message);
  }
  return errors;
}
