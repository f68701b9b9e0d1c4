'use client';

import type { Newsletter } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { isNewsletterField, type NewsletterErrors, type NewsletterFormValues, newsletterFields } from './newsletter-fields';

/** Issue 18: the schemas, the API client and the texts of the checks load at the form's first focus or submit. */
const loadChecks = () => import('./check-newsletter-signup');

export interface NewsletterFormProps {
  locale: Locale;
  newsletters: readonly Newsletter[];
  /** Translated on the server. */
  labels: { email: string; name: string; newsletters: string; submit: string; success: string; failed: string };
}

function readValues(form: HTMLFormElement): NewsletterFormValues {
  const data = new FormData(form);
  return { email: String(data.get('email') ?? ''), name: String(data.get('name') ?? ''), newsletters: data.getAll('newsletters').map(String) };
}

/** Moves the focus to the first field with a message, as a screen-reader user needs after a failed submit. */
function focusFirstError(form: HTMLFormElement, errors: NewsletterErrors) {
  const field = newsletterFields.find((name) => errors[name]);
  if (field) form.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
}

/**
 * spec 2, 5: the newsletter sign-up: e-mail, name and at least one newsletter, checked in the
 * browser with the shared schema and again by the server; messages in the page's language.
 * Errors keep what was typed (the inputs are the form's own), the first failing field gets the
 * focus, and after a submit a field is checked again as it changes; a sign-up ends in a clear
 * success state. Issue 18: plain React state rather than react-hook-form (14.8 KiB gzip with
 * the page), which stays with the editor's forms.
 */
export function NewsletterForm({ locale, newsletters, labels }: NewsletterFormProps) {
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<NewsletterErrors>({});
  const submitted = useRef(false);

  const showErrors = (form: HTMLFormElement, found: NewsletterErrors) => {
    setErrors(found);
    focusFirstError(form, found);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    submitted.current = true;
    setFailed(false);
    setSubmitting(true);
    try {
      const checks = await loadChecks().catch(() => null);
      if (!checks) return setFailed(true);
      const { input, errors: found } = checks.checkNewsletterSignup(locale, readValues(form));
      if (!input) return showErrors(form, found);
      setErrors({});
      const { createClient, csrfCookieName, readCookie, translateIssue, ValidationError } = checks;
      try {
        const api = createClient();
        // DESIGN.md 3: the POST needs the CSRF cookie, which any API answer sets; the page itself came from the server.
        if (!readCookie(document.cookie, csrfCookieName)) await api.newsletter.list(locale);
        await api.newsletter.subscribe(locale, input);
        setDone(true);
      } catch (error) {
        if (!(error instanceof ValidationError)) return setFailed(true);
        const fromServer: NewsletterErrors = {};
        for (const [field, [key] = []] of Object.entries(error.fieldErrors)) {
          if (isNewsletterField(field) && key) fromServer[field] = translateIssue(locale, key);
        }
        showErrors(form, fromServer);
      }
    } finally {
      setSubmitting(false);
    }
  };

  // After the first submit a field's message follows what is typed (react-hook-form's re-validation on change).
  const recheck = (event: ChangeEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const name = (event.target as Partial<HTMLInputElement>).name ?? '';
    const field = isNewsletterField(name) ? name : null;
    if (!submitted.current || !field) return;
    void loadChecks().then(
      (checks) => setErrors((current) => ({ ...current, [field]: checks.checkNewsletterSignup(locale, readValues(form)).errors[field] })),
      () => undefined,
    );
  };

  if (done) {
    return (
      <p role="status" data-testid="newsletter-success">
        {labels.success}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} onChange={recheck} onFocus={() => void loadChecks().catch(() => undefined)} aria-busy={submitting}>
      <p>
        <label htmlFor="newsletter-email">{labels.email}</label>
        <input id="newsletter-email" name="email" type="email" autoComplete="email" aria-invalid={Boolean(errors.email)} aria-describedby="newsletter-email-error" />
        <span id="newsletter-email-error" role="alert">
          {errors.email}
        </span>
      </p>
      <p>
        <label htmlFor="newsletter-name">{labels.name}</label>
        <input id="newsletter-name" name="name" type="text" autoComplete="name" aria-invalid={Boolean(errors.name)} aria-describedby="newsletter-name-error" />
        <span id="newsletter-name-error" role="alert">
          {errors.name}
        </span>
      </p>
      <fieldset aria-describedby="newsletter-choice-error">
        <legend>{labels.newsletters}</legend>
        {newsletters.map((newsletter) => (
          <label key={newsletter.id}>
            <input type="checkbox" name="newsletters" value={String(newsletter.id)} /> {newsletter.name}
          </label>
        ))}
        <span id="newsletter-choice-error" role="alert">
          {errors.newsletters}
        </span>
      </fieldset>
      {failed && <p role="alert">{labels.failed}</p>}
      <button type="submit" disabled={submitting}>
        {labels.submit}
      </button>
    </form>
  );
}
