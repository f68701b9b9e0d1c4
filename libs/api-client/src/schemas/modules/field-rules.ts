import * as v from 'valibot';
import { entityIdSchema } from '../field-types';
import { validationMessages as m } from '../validation-messages';

/**
 * spec 5: a required text (trimmed, non-empty); a missing field counts as empty so the issue
 * carries the 'validation.required' key rather than valibot's key message.
 */
export const requiredText = () => v.pipe(v.optional(v.string(m.required), ''), v.trim(), v.nonEmpty(m.required));

/** An optional text: missing becomes ''. */
export const optionalText = () => v.optional(v.pipe(v.string(), v.trim()), '');

/** An in-page anchor: letters, digits, '-' and '_' only, '' for none. */
export const anchorSchema = v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]*$/, m.anchor)), '');

const linkPattern = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s/()-]*|\/[^\s]*|#[^\s]+)$/i;

/** A link target an editor enters: an http(s)/mailto/tel URL, a site path or a '#anchor'. */
export const linkSchema = v.pipe(
  v.optional(v.string(m.required), ''),
  v.trim(),
  v.nonEmpty(m.required),
  v.check((link) => link === '' || linkPattern.test(link), m.link),
);

/** An optional link target: '' for none, otherwise as `linkSchema`. */
export const optionalLinkSchema = v.optional(v.union([v.literal(''), linkSchema], m.link), '');

/** A media library id (images). */
export const mediaIdSchema = v.pipe(v.optional(v.nullable(v.number(m.required)), null), v.number(m.required), v.integer(m.required), v.minValue(1, m.required));

/** A list of entry ids (news, events, persons) a reference list points to. */
export const entryIdsSchema = v.array(entityIdSchema);
