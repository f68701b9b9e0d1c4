import type { Newsletter } from '@aula/api-client';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import {
  isNewsletterField,
  type NewsletterErrors,
  type NewsletterFormValues,
  newsletterFields,
} from './newsletter-fields';

/**
 * What the form loads at its first focus or submit (DESIGN.md 5: the schemas and the API client
 * stay out of the page).
 */
export interface NewsletterChecks {
  /** The API input when valid, else the translated message of each failing field. */
  check: (values: NewsletterFormValues) => { input: unknown; errors: NewsletterErrors };
  /** Sends a checked sign-up: true when done, the server's messages per field, or false when it failed. */
  subscribe: (input: unknown) => Promise<true | false | NewsletterErrors>;
}

export interface NewsletterFormProps {
  newsletters: readonly Newsletter[];
  /** Translated on the server. */
  labels: {
    email: string;
    name: string;
    newsletters: string;
    submit: string;
    success: string;
    failed: string;
  };
  loadChecks: () => Promise<NewsletterChecks>;
}

function readValues(form: HTMLFormElement): NewsletterFormValues {
  const data = new FormData(form);
  return {
    email: String(data.get('email') ?? ''),
    name: String(data.get('name') ?? ''),
    newsletters: data.getAll('newsletters').map(String),
  };
}

/**
 * spec 2, 5: the newsletter sign-up: e-mail, name and at least one newsletter, checked in the
 * browser with the shared schema and again by the server. Errors keep what was typed, the
 * first failing field gets the focus, and after a submit a field is checked again as it
 * changes; a sign-up ends in a clear success state. DESIGN.md 5: React state, not react-hook-form.
 */
export function NewsletterForm({ newsletters, labels, loadChecks }: NewsletterFormProps) {
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<NewsletterErrors>({});
  const submitted = useRef(false);
  const load = () => loadChecks().catch(() => null);

  const showErrors = (form: HTMLFormElement, found: NewsletterErrors) => {
    setErrors(found);
    const field = newsletterFields.find((name) => found[name]);
    if (field) form.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    submitted.current = true;
    setFailed(false);
    setSubmitting(true);
    const checks = await load();
    const { input, errors: found } = checks?.check(readValues(form)) ?? { input: null, errors: {} };
    const result = !checks
      ? false
      : input === null
        ? found
        : (setErrors({}), await checks.subscribe(input));
    setSubmitting(false);
    if (result === true) setDone(true);
    else if (result === false) setFailed(true);
    else showErrors(form, result);
  };

  // After the first submit a field's message follows what is typed.
  const recheck = (event: ChangeEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const name = (event.target as Partial<HTMLInputElement>).name ?? '';
    if (!submitted.current || !isNewsletterField(name)) return;
    void load().then(
      (checks) =>
        checks &&
        setErrors((current) => ({
          ...current,
          [name]: checks.check(readValues(form)).errors[name],
        })),
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
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      onChange={recheck}
      onFocus={() => void load()}
      aria-busy={submitting}
    >
      <p>
        <label htmlFor="newsletter-email">{labels.email}</label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          aria-invalid={Boolean(errors.email)}
          aria-describedby="newsletter-email-error"
        />
        <span id="newsletter-email-error" role="alert">
          {errors.email}
        </span>
      </p>
      <p>
        <label htmlFor="newsletter-name">{labels.name}</label>
        <input
          id="newsletter-name"
          name="name"
          type="text"
          autoComplete="name"
          aria-invalid={Boolean(errors.name)}
          aria-describedby="newsletter-name-error"
        />
        <span id="newsletter-name-error" role="alert">
          {errors.name}
        </span>
      </p>
      <fieldset aria-describedby="newsletter-choice-error">
        <legend>{labels.newsletters}</legend>
        {newsletters.map((newsletter) => (
          <label key={newsletter.id}>
            <input type="checkbox" name="newsletters" value={String(newsletter.id)} />{' '}
            {newsletter.name}
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
