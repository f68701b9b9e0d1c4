'use client';

import type { Newsletter, NewsletterSignupInput } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { NewsletterFormValues } from './newsletter-resolver';

/** Issue 18: the schemas, the API client and the texts of the checks load at the form's first focus or submit. */
const loadChecks = () => import('./newsletter-resolver');

export interface NewsletterFormProps {
  locale: Locale;
  newsletters: readonly Newsletter[];
  /** Translated on the server. */
  labels: { email: string; name: string; newsletters: string; submit: string; success: string; failed: string };
}

/**
 * spec 2, 5: the newsletter sign-up: e-mail, name and at least one newsletter, checked in the
 * browser with the shared schema and again by the server; messages in the page's language.
 * Errors keep what was typed; a sign-up ends in a clear success state.
 */
export function NewsletterForm({ locale, newsletters, labels }: NewsletterFormProps) {
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);
  const resolver: Resolver<NewsletterFormValues, unknown, NewsletterSignupInput> = async (...args) => (await loadChecks()).newsletterResolver(locale)(...args);
  const { register, handleSubmit, setError, formState } = useForm<NewsletterFormValues, unknown, NewsletterSignupInput>({
    resolver,
    defaultValues: { email: '', name: '', newsletters: [] },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (input) => {
    setFailed(false);
    const checks = await loadChecks().catch(() => null);
    if (!checks) return setFailed(true);
    const { createClient, csrfCookieName, readCookie, translateIssue, ValidationError } = checks;
    try {
      const api = createClient();
      // DESIGN.md 3: the POST needs the CSRF cookie, which any API answer sets; the page itself came from the server.
      if (!readCookie(document.cookie, csrfCookieName)) await api.newsletter.list(locale);
      await api.newsletter.subscribe(locale, input);
      setDone(true);
    } catch (error) {
      if (!(error instanceof ValidationError)) return setFailed(true);
      for (const [field, [key] = []] of Object.entries(error.fieldErrors)) {
        if ((field === 'email' || field === 'name' || field === 'newsletters') && key) setError(field, { message: translateIssue(locale, key) });
      }
    }
  });

  if (done) {
    return (
      <p role="status" data-testid="newsletter-success">
        {labels.success}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={submit} onFocus={() => void loadChecks().catch(() => undefined)} aria-busy={isSubmitting}>
      <p>
        <label htmlFor="newsletter-email">{labels.email}</label>
        <input id="newsletter-email" type="email" autoComplete="email" aria-invalid={Boolean(errors.email)} aria-describedby="newsletter-email-error" {...register('email')} />
        <span id="newsletter-email-error" role="alert">
          {errors.email?.message}
        </span>
      </p>
      <p>
        <label htmlFor="newsletter-name">{labels.name}</label>
        <input id="newsletter-name" type="text" autoComplete="name" aria-invalid={Boolean(errors.name)} aria-describedby="newsletter-name-error" {...register('name')} />
        <span id="newsletter-name-error" role="alert">
          {errors.name?.message}
        </span>
      </p>
      <fieldset aria-describedby="newsletter-choice-error">
        <legend>{labels.newsletters}</legend>
        {newsletters.map((newsletter) => (
          <label key={newsletter.id}>
            <input type="checkbox" value={String(newsletter.id)} {...register('newsletters')} /> {newsletter.name}
          </label>
        ))}
        <span id="newsletter-choice-error" role="alert">
          {errors.newsletters?.message}
        </span>
      </fieldset>
      {failed && <p role="alert">{labels.failed}</p>}
      <button type="submit" disabled={isSubmitting}>
        {labels.submit}
      </button>
    </form>
  );
}
