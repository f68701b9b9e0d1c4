import * as v from 'valibot';
import { boundedIntegerSchema, entityIdSchema, maxEntityId } from './field-types';
import type { BlockFields } from './modules/block-field';
import { headerBehaviourOptions, pageHeaderBehaviourSchema } from './header-behaviour';
import { boolean, image, select, text } from './modules/field-builders';
import { requiredText } from './modules/field-rules';
import { pageSchema } from './page';
import { validationMessages as m } from './validation-messages';

/** The longest texts of a page's settings (Aula's limits; the spec shows none, meta description as search engines show it). */
export const pageSettingsLimits = {
  title: 200,
  headline: 200,
  meta_title: 200,
  meta_description: 300,
  og_title: 200,
  og_description: 300,
} as const;

type LimitedField = keyof typeof pageSettingsLimits;

const required = (field: LimitedField) =>
  v.pipe(requiredText(), v.maxLength(pageSettingsLimits[field], m.tooLong));
const optional = (field: LimitedField) =>
  v.pipe(
    v.optional(v.string(m.required), ''),
    v.trim(),
    v.maxLength(pageSettingsLimits[field], m.tooLong),
  );
// A missing flag must not default (a missing `is_online` would publish the page): required. The
// null default makes valibot check a missing key, so its issue carries the 'required' key.
const flag = () =>
  v.pipe(v.optional(v.nullable(v.boolean(m.required)), null), v.boolean(m.required));

/**
 * spec 3/4: the body of `POST /{locale}/pageeditor-api/page/{id}/settings/` (editors). The texts
 * are the request's language; the flags and `og_image` (a media id or null) are shared by both
 * languages. `version` is the page version the editor started from: an older one answers 409
 * with the current state. Issues carry message keys: 'validation.required', 'validation.tooLong',
 * 'validation.option'.
 */
export const pageSettingsInputSchema = v.object({
  title: required('title'),
  headline: required('headline'),
  meta_title: optional('meta_title'),
  meta_description: optional('meta_description'),
  og_title: optional('og_title'),
  og_description: optional('og_description'),
  // spec 5: a media id within PostgreSQL's integer (2147483648 or 1e308 answered 500).
  og_image: v.optional(v.nullable(boundedIntegerSchema(1, maxEntityId)), null),
  is_online: flag(),
  in_menu: flag(),
  in_footer: flag(),
  // DESIGN.md 8: whether the page's menu entry links to it; optional so older clients keep it as it
  // is.
  is_clickable: v.optional(v.boolean(m.required)),
  // spec 2: the page's header behaviour (null or '': the site's default); optional like is_clickable.
  header_behaviour: v.optional(pageHeaderBehaviourSchema),
  version: v.pipe(
    v.optional(v.nullable(v.number(m.required)), null),
    boundedIntegerSchema(1, maxEntityId),
  ),
});

/** What an editor sends (before defaults and trimming); the flags and the version are required. */
export type PageSettingsInput = Omit<
  v.InferInput<typeof pageSettingsInputSchema>,
  'is_online' | 'in_menu' | 'in_footer' | 'version'
> &
  Pick<
    v.InferOutput<typeof pageSettingsInputSchema>,
    'is_online' | 'in_menu' | 'in_footer' | 'version'
  >;
/** What the server stores after validation. */
export type PageSettingsWrite = v.InferOutput<typeof pageSettingsInputSchema>;

/**
 * The page as an editor reads it for its settings (`GET` and `POST .../page/{id}/settings/`,
 * and the `current` of a 409): the page as `GET page` answers editors, plus its `version` (to
 * send back) and `version_id`, the revision of this state in the request's language (readable
 * with `?version_id=`; null before the first save).
 */
export const pageSettingsSchema = v.object({
  ...pageSchema.entries,
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  version_id: v.nullable(entityIdSchema),
  /** DESIGN.md 8: the media id of the Open Graph image (what a save sends back as `og_image`). */
  og_image_id: v.optional(v.nullable(entityIdSchema), null),
});

export type PageSettings = v.InferOutput<typeof pageSettingsSchema>;

/**
 * DESIGN.md 8: the page settings form's fields, in form order, with their translated labels and
 * kinds (the block forms' field controls render them); validation is `pageSettingsInputSchema`.
 */
export const pageSettingsFields = {
  title: text({
    label: 'editor.settings.pageTitle',
    required: true,
    maxLength: pageSettingsLimits.title,
  }),
  headline: text({
    label: 'editor.settings.headline',
    required: true,
    maxLength: pageSettingsLimits.headline,
  }),
  meta_title: text({
    label: 'editor.settings.metaTitle',
    maxLength: pageSettingsLimits.meta_title,
  }),
  meta_description: text({
    label: 'editor.settings.metaDescription',
    maxLength: pageSettingsLimits.meta_description,
    multiline: true,
  }),
  og_title: text({ label: 'publishing.settings.ogTitle', maxLength: pageSettingsLimits.og_title }),
  og_description: text({
    label: 'publishing.settings.ogDescription',
    maxLength: pageSettingsLimits.og_description,
    multiline: true,
  }),
  og_image: image({ label: 'publishing.settings.ogImage' }),
  is_online: boolean({ label: 'editor.settings.isOnline' }),
  is_clickable: boolean({ label: 'publishing.settings.isClickable' }),
  in_menu: boolean({ label: 'editor.settings.inMenu' }),
  in_footer: boolean({ label: 'editor.settings.inFooter' }),
  header_behaviour: select({
    label: 'editor.settings.headerBehaviour',
    help: 'editor.settings.headerBehaviourHelp',
    default: '',
    options: [
      { value: '', label: 'editor.settings.headerBehaviourSite' },
      ...headerBehaviourOptions,
    ],
  }),
} satisfies BlockFields;
