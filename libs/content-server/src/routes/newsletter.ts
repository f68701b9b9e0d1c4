import {
  issuesToFieldErrors,
  newsletterSignupAnswerSchema,
  newsletterSignupInputSchema,
  newslettersSchema,
} from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { randomToken } from '../auth/session';
import type { Database } from '../db/schema';
import { answer, notFound } from './answer';
import { localeOf, localeParam, localized } from './locale';

/** A message to send (the double opt-in mail); the default mailer logs it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  locale: Locale;
}
export type Mailer = (mail: Mail) => Promise<void>;

const confirmText = {
  de: {
    subject: 'Bitte bestätigen Sie Ihr Newsletter-Abonnement',
    text: 'Bitte bestätigen Sie Ihre Anmeldung:',
  },
  en: {
    subject: 'Please confirm your newsletter subscription',
    text: 'Please confirm your subscription:',
  },
} as const;

/**
 * spec 2/5/7: the newsletters and the sign-up. A sign-up is validated with the shared schema
 * (400 with field errors) and stored pending with a token; only the link in the mail confirms
 * it (double opt-in). The answer is the same whether or not the address was known.
 */
export function newsletterRoutes(
  db: Kysely<Database>,
  { mailer, now }: { mailer: Mailer; now: () => Date },
) {
  return new Hono()
    .get(`/${localeParam}/api/newsletter/`, async (c) => {
      const locale = localeOf(c);
      const rows = await db
        .selectFrom('newsletter')
        .select(['id', `${localized('name', locale)} as name`])
        .orderBy('position')
        .execute();
      return answer(c, newslettersSchema, rows);
    })
    .post(`/${localeParam}/api/newsletter/`, async (c) => {
      const locale = localeOf(c);
      const parsed = v.safeParse(newsletterSignupInputSchema, await c.req.json().catch(() => null));
      if (!parsed.success)
        return c.json(
          { detail: 'Invalid input.', errors: issuesToFieldErrors(parsed.issues) },
          400,
        );
      const { email, name, newsletters } = parsed.output;
      const known = await db
        .selectFrom('newsletter')
        .select('id')
        .where('id', 'in', newsletters)
        .execute();
      if (known.length !== new Set(newsletters).size)
        return c.json(
          { detail: 'Invalid input.', errors: { newsletters: ['validation.newsletterRequired'] } },
          400,
        );
      const token = randomToken();
      // The pending sign-up is replaced in one transaction (never lost, never doubled).
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('newsletter_subscription')
          .where('email', '=', email.toLowerCase())
          .where('confirmed_at', 'is', null)
          .execute();
        await trx
          .insertInto('newsletter_subscription')
          .values({
            email: email.toLowerCase(),
            name,
            locale,
            newsletter_ids: known.map((row) => row.id),
            token,
            created_at: now(),
          })
          .execute();
      });
      const link = `/${locale}/api/newsletter/confirm/${token}/`;
      await mailer({
        to: email,
        subject: confirmText[locale].subject,
        text: `${confirmText[locale].text} ${link}`,
        locale,
      });
      return answer(c, newsletterSignupAnswerSchema, { status: 'pending' }, 201);
    })
    .get(`/${localeParam}/api/newsletter/confirm/:token/`, async (c) => {
      const row = await db
        .updateTable('newsletter_subscription')
        .set({ confirmed_at: now() })
        .where('token', '=', c.req.param('token'))
        .returning('id')
        .executeTakeFirst();
      return row ? answer(c, newsletterSignupAnswerSchema, { status: 'subscribed' }) : notFound(c);
    });
}
