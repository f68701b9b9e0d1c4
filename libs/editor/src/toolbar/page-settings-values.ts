import { pageSettingsInputSchema, type PageSettings } from '@aula/api-client';
import * as v from 'valibot';

/** The form's schema: the server's input rule without the version (the dialog adds it). */
export const pageSettingsFormSchema = v.omit(pageSettingsInputSchema, ['version']);
export type PageSettingsFormValues = v.InferInput<typeof pageSettingsFormSchema>;
/** The values after validation (trimmed texts, the flags as booleans): what a save sends. */
export type PageSettingsFormOutput = v.InferOutput<typeof pageSettingsFormSchema>;

/** The form values of the settings as read (texts in the editor's language, shared flags). */
export function pageSettingsValues(page: PageSettings): PageSettingsFormValues {
  return {
    title: page.title,
    headline: page.headline,
    meta_title: page.meta_title,
    meta_description: page.meta_description,
    og_title: page.og_title,
    og_description: page.og_description,
    og_image: page.og_image_id ?? null,
    is_online: page.is_online,
    is_clickable: page.is_clickable,
    in_menu: page.in_menu,
    in_footer: page.in_footer,
    // spec 2: '' is the select's "site default" option (null on the wire).
    header_behaviour: page.header_behaviour ?? '',
  };
}
