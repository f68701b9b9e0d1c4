import * as v from 'valibot';
import { entityIdSchema } from '../field-types';
import { validationMessages as m } from '../validation-messages';

/**
 * spec 5: the bounds of every module field. A write beyond them is a 400 with a
 * translated message, never a 500 from PostgreSQL or a page that takes seconds to render.
 */
export const moduleFieldLimits = {
  /** One-line texts (headline, preline, link text, title...). */
  shortText: 300,
  /** Multi-line plain texts (teaser text, description). */
  longText: 2_000,
  /** Rich text HTML as CKEditor sends it (before sanitizing). */
  richText: 50_000,
  /** Links and pasted embed codes. */
  link: 2_000,
  embed: 10_000,
  /** Anchors, slugs, `content_type`, `extra_class`, `media_type`. */
  identifier: 100,
  /** Items of an inline list (FAQ, teasers, images, videos, infobox entries). */
  items: 100,
  /** Entries a news, event or person list refers to. */
  entries: 100,
  /** A sibling position; a container has at most 3 columns (indexes 0 to 2). */
  position: 10_000,
  column: 2,
  /** `version` is stored as a PostgreSQL integer. */
  version: 2_147_483_647,
} as const;

/** A lone UTF-16 surrogate: PostgreSQL cannot store it as text (spec 5). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string without NUL and lone surrogates and at most `max` characters long. */
export const boundedString = (max: number) =>
  v.pipe(
    v.string(m.required),
    v.check((text) => !loneSurrogate.test(text) && !text.includes('\u0000'), m.invalidText),
    v.maxLength(max, m.tooLong),
  );

/**
 * spec 5: a required text (trimmed, non-empty); a missing field counts as empty so the issue
 * carries the 'validation.required' key rather than valibot's key message.
 */
export const requiredText = (max: number = moduleFieldLimits.shortText) =>
  v.pipe(v.optional(boundedString(max), ''), v.trim(), v.nonEmpty(m.required));

/** An optional text: missing becomes ''. */
export const optionalText = (max: number = moduleFieldLimits.shortText) =>
  v.optional(v.pipe(boundedString(max), v.trim()), '');

/** spec 5: what the forms accept as an e-mail address (something@domain.tld, no spaces). */
export const emailAddressPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An optional e-mail address ('' for none), else spec 5's 'Invalid e-mail address!'. */
export const optionalEmailAddress = (max: number = moduleFieldLimits.shortText) =>
  v.optional(
    v.pipe(
      boundedString(max),
      v.trim(),
      v.check((value) => value === '' || emailAddressPattern.test(value), m.emailAddressInvalid),
    ),
    '',
  );

/** An in-page anchor: letters, digits, '-' and '_' only, '' for none. */
export const anchorSchema = v.optional(
  v.pipe(
    boundedString(moduleFieldLimits.identifier),
    v.trim(),
    v.regex(/^[A-Za-z0-9_-]*$/, m.anchor),
  ),
  '',
);

const linkPattern = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s/()-]*|\/[^\s]*|#[^\s]+)$/i;

/** A link target an editor enters: an http(s)/mailto/tel URL, a site path or a '#anchor'. */
export const linkSchema = v.pipe(
  v.optional(boundedString(moduleFieldLimits.link), ''),
  v.trim(),
  v.nonEmpty(m.required),
  v.check((link) => link === '' || linkPattern.test(link), m.link),
);

/** An optional link target: '' for none, otherwise as `linkSchema`. */
export const optionalLinkSchema = v.optional(v.union([v.literal(''), linkSchema], m.link), '');

/** A media library id (images), within PostgreSQL's integer range. */
export const mediaIdSchema = v.pipe(
  v.optional(v.nullable(v.number(m.required)), null),
  v.number(m.required),
  v.integer(m.required),
  v.minValue(1, m.required),
  v.maxValue(moduleFieldLimits.version, m.required),
);

/** A list of entry ids (news, events, persons) a reference list points to, at most `max`. */
export const entryIdsSchema = (max: number = moduleFieldLimits.entries) =>
  v.optional(v.pipe(v.array(entityIdSchema), v.maxLength(max, m.tooMany)), []);
