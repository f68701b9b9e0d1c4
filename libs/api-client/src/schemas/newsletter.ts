import * as v from 'valibot';
import { entityIdSchema } from './field-types';
import { emailAddressPattern as emailPattern } from './modules/field-rules';
import { validationMessages as m } from './validation-messages';

/** A newsletter one can subscribe to (`GET /api/newsletter/`). */
export const newsletterSchema = v.object({ id: entityIdSchema, name: v.string() });
export type Newsletter = v.InferOutput<typeof newsletterSchema>;
export const newslettersSchema = v.array(newsletterSchema);

/**
 * spec 5: the newsletter sign-up (`POST /api/newsletter/`). Issues carry message keys:
 * 'validation.emailRequired', 'validation.emailInvalid', 'validation.nameRequired',
 * 'validation.newsletterRequired'.
 */
export const newsletterSignupInputSchema = v.object({
  email: v.pipe(
    v.optional(v.string(m.emailRequired), ''),
    v.trim(),
    v.nonEmpty(m.emailRequired),
    v.check((email) => email === '' || emailPattern.test(email), m.emailInvalid),
  ),
  name: v.pipe(v.optional(v.string(m.nameRequired), ''), v.trim(), v.nonEmpty(m.nameRequired)),
  newsletters: v.pipe(
    v.optional(v.array(entityIdSchema, m.newsletterRequired), []),
    v.minLength(1, m.newsletterRequired),
  ),
});
export type NewsletterSignupInput = v.InferOutput<typeof newsletterSignupInputSchema>;

/** The sign-up answer: `pending` until the double opt-in mail is confirmed. */
export const newsletterSignupAnswerSchema = v.object({
  status: v.picklist(['pending', 'subscribed']),
});
export type NewsletterSignupAnswer = v.InferOutput<typeof newsletterSignupAnswerSchema>;
