import { get, type FieldErrors as FormErrors, type FieldValues } from 'react-hook-form';

/**
 * The message (an i18n key) of the field at `path`. A list's own error (too many entries) sits
 * on the list itself or, from the resolver, on its `root`.
 */
export function fieldErrorMessage(
  errors: FormErrors<FieldValues>,
  path: string,
): string | undefined {
  const error = get(errors, path) as
    { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return typeof message === 'string' ? message : undefined;
}
