import { newsletterSignupInputSchema, type NewsletterSignupInput } from '@aula/api-client';
import { isMessageKey, t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import type { FieldErrors, Resolver } from 'react-hook-form';
import * as v from 'valibot';

// Issue 18: what the form's submit needs besides the checks, loaded with them on first use (see NewsletterForm).
export { createClient, csrfCookieName, readCookie, ValidationError } from '@aula/api-client';

/** The form's values as the inputs hold them (checkbox values are strings). */
export interface NewsletterFormValues {
  email: string;
  name: string;
  newsletters: string[];
}

/** The form's values as the API's input (newsletter ids as numbers). */
export function toSignupInput(values: NewsletterFormValues): unknown {
  return { email: values.email, name: values.name, newsletters: (values.newsletters ?? []).map(Number) };
}

/** A message key of the shared schema in the page's language (spec 5's translated messages). */
export function translateIssue(locale: Locale, key: string): string {
  return isMessageKey(key) ? t(locale, key) : t(locale, 'validation.required');
}

/**
 * spec 5: react-hook-form's resolver over api-client's newsletter input schema (the same rules
 * the server applies), with the messages translated. A small own resolver rather than
 * `@hookform/resolvers`, which the host does not depend on.
 */
export function newsletterResolver(locale: Locale): Resolver<NewsletterFormValues, unknown, NewsletterSignupInput> {
  return async (values) => {
    const result = v.safeParse(newsletterSignupInputSchema, toSignupInput(values));
    if (result.success) return { values: result.output, errors: {} };
    const errors: FieldErrors<NewsletterFormValues> = {};
    for (const issue of result.issues) {
      const field = v.getDotPath(issue)?.split('.')[0];
      if ((field === 'email' || field === 'name' || field === 'newsletters') && !errors[field]) {
        errors[field] = { type: issue.type, message: translateIssue(locale, issue.message) };
      }
    }
    return { values: {}, errors };
  };
}
