import { newsletterSignupInputSchema, type NewsletterSignupInput } from '@aula/api-client';
import { isMessageKey, t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import * as v from 'valibot';
import { isNewsletterField, type NewsletterErrors, type NewsletterFormValues } from './newsletter-fields';

// Issue 18: what the form's submit needs besides the checks, loaded with them on first use (see NewsletterForm).
export { createClient, csrfCookieName, readCookie, ValidationError } from '@aula/api-client';

/** The form's values as the API's input (newsletter ids as numbers). */
export function toSignupInput(values: NewsletterFormValues): unknown {
  return { email: values.email, name: values.name, newsletters: (values.newsletters ?? []).map(Number) };
}

/** A message key of the shared schema in the page's language (spec 5's translated messages). */
export function translateIssue(locale: Locale, key: string): string {
  return isMessageKey(key) ? t(locale, key) : t(locale, 'validation.required');
}

/**
 * spec 5: the sign-up checked with api-client's newsletter input schema (the same rules the
 * server applies): the API input when valid, else the translated message of each failing field.
 */
export function checkNewsletterSignup(locale: Locale, values: NewsletterFormValues): { input: NewsletterSignupInput; errors: NewsletterErrors } | { input: null; errors: NewsletterErrors } {
  const result = v.safeParse(newsletterSignupInputSchema, toSignupInput(values));
  if (result.success) return { input: result.output, errors: {} };
  const errors: NewsletterErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue)?.split('.')[0] ?? '';
    if (isNewsletterField(field) && !errors[field]) errors[field] = translateIssue(locale, issue.message);
  }
  return { input: null, errors };
}
