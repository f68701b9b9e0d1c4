import {
  createClient,
  csrfCookieName,
  newsletterSignupInputSchema,
  type NewsletterSignupInput,
  readCookie,
  ValidationError,
} from '@aula/api-client';
import { isMessageKey, t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import {
  isNewsletterField,
  type NewsletterChecks,
  type NewsletterErrors,
  type NewsletterFormValues,
} from '@aula/ui';
import * as v from 'valibot';

// DESIGN.md 5: loaded at the form's first focus or submit (see NewsletterForm), with the schemas
// and the API client.

/** The form's values as the API's input (newsletter ids as numbers). */
export function toSignupInput(values: NewsletterFormValues): unknown {
  return {
    email: values.email,
    name: values.name,
    newsletters: (values.newsletters ?? []).map(Number),
  };
}

/** A message key of the shared schema in the page's language (spec 5's translated messages). */
export function translateIssue(locale: Locale, key: string): string {
  return isMessageKey(key) ? t(locale, key) : t(locale, 'validation.required');
}

/**
 * spec 5: the sign-up checked with api-client's newsletter input schema (the same rules the
 * server applies): the API input when valid, else the translated message of each failing field.
 */
export function checkNewsletterSignup(
  locale: Locale,
  values: NewsletterFormValues,
): { input: NewsletterSignupInput | null; errors: NewsletterErrors } {
  const result = v.safeParse(newsletterSignupInputSchema, toSignupInput(values));
  if (result.success) return { input: result.output, errors: {} };
  const errors: NewsletterErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue)?.split('.')[0] ?? '';
    if (isNewsletterField(field) && !errors[field])
      errors[field] = translateIssue(locale, issue.message);
  }
  return { input: null, errors };
}

/** spec 5: sends a checked sign-up; the server's own check answers with translated messages per field. */
async function subscribe(
  locale: Locale,
  input: NewsletterSignupInput,
): Promise<true | false | NewsletterErrors> {
  try {
    const api = createClient();
    // DESIGN.md 3: the POST needs the CSRF cookie, which any API answer sets; the page itself came from the server.
    if (!readCookie(document.cookie, csrfCookieName)) await api.newsletter.list(locale);
    await api.newsletter.subscribe(locale, input);
    return true;
  } catch (error) {
    if (!(error instanceof ValidationError)) return false;
    const errors: NewsletterErrors = {};
    for (const [field, [key] = []] of Object.entries(error.fieldErrors))
      if (isNewsletterField(field) && key) errors[field] = translateIssue(locale, key);
    return errors;
  }
}

/** The form's checks and sign-up in the page's language. */
export function newsletterChecks(locale: Locale): NewsletterChecks {
  return {
    check: (values) => checkNewsletterSignup(locale, values),
    subscribe: (input) => subscribe(locale, input as NewsletterSignupInput),
  };
}
