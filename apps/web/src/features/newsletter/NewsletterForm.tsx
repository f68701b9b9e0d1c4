'use client';

import type { Locale } from '@aula/routing';
import { NewsletterForm as Form, type NewsletterFormProps as FormProps } from '@aula/ui';

export type NewsletterFormProps = Omit<FormProps, 'loadChecks'> & { locale: Locale };

/**
 * spec 2, 5: the sign-up form of `@aula/ui`; its checks and the API client load at its first focus
 * or submit (DESIGN.md 5).
 */
export function NewsletterForm({ locale, ...props }: NewsletterFormProps) {
  return (
    <Form
      {...props}
      loadChecks={() =>
        import('./check-newsletter-signup').then((module) => module.newsletterChecks(locale))
      }
    />
  );
}
