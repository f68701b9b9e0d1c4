import * as v from 'valibot';
import type { BlockFields } from './modules/block-field';
import { select } from './modules/field-builders';
import { validationMessages as m } from './validation-messages';

/** spec 2: how the header reacts to scrolling (thresholds in spec 9). */
export const headerBehaviours = ['hide', 'resize', 'default'] as const;

export type HeaderBehaviour = (typeof headerBehaviours)[number];

/** What the header does where nothing chose otherwise (spec 2: the site's old fixed behaviour). */
export const fallbackHeaderBehaviour: HeaderBehaviour = 'hide';

/** The behaviours as select options, with their translated labels (editor and admin forms). */
export const headerBehaviourOptions = headerBehaviours.map((value) => ({
  value,
  label: `editor.settings.headerBehaviourOption.${value}` as const,
}));

/** One of the behaviours; anything else is refused with 'validation.option'. */
export const headerBehaviourSchema = v.picklist(headerBehaviours, m.option);

/**
 * A page's own choice: a behaviour, or null (also '', the form's "site default" option) for the
 * site's default.
 */
export const pageHeaderBehaviourSchema = v.pipe(
  v.nullable(v.picklist([...headerBehaviours, ''], m.option)),
  v.transform((value): HeaderBehaviour | null => value || null),
);

/**
 * spec 2: the behaviour a page's header has: the page's own setting, else the site's default,
 * else 'hide'.
 */
export function effectiveHeaderBehaviour(page: {
  header_behaviour?: HeaderBehaviour | null;
  site_header_behaviour?: HeaderBehaviour | null;
}): HeaderBehaviour {
  return page.header_behaviour ?? page.site_header_behaviour ?? fallbackHeaderBehaviour;
}

/** spec 2: the site settings (admin): the default header behaviour of pages without their own. */
export const siteSettingsSchema = v.object({
  header_behaviour: headerBehaviourSchema,
});

export type SiteSettings = v.InferOutput<typeof siteSettingsSchema>;

/** spec 2: the admin's site settings form (validation is `siteSettingsSchema`). */
export const siteSettingsFields = {
  header_behaviour: select({
    label: 'admin.siteSettings.headerBehaviour',
    help: 'admin.siteSettings.headerBehaviourHelp',
    required: true,
    default: fallbackHeaderBehaviour,
    options: headerBehaviourOptions,
  }),
} satisfies BlockFields;
