import * as v from 'valibot';
import { entityIdSchema } from './field-types';
import { headerBehaviours } from './header-behaviour';
import { localizedUrlsSchema } from './language';
import { imageThumbSchema } from './modules/image-fields';
import { storedModuleSchema } from './modules/block-definitions';

/**
 * spec 3: a content-managed page (`/pageeditor-api/page/{slug}`): its path per language, flags,
 * SEO fields and its modules. `is_online: false` pages are only answered to editors (spec 4).
 */
export const pageSchema = v.object({
  id: entityIdSchema,
  urls: localizedUrlsSchema,
  content_type: v.nullable(v.string()),
  title: v.string(),
  headline: v.string(),
  is_online: v.optional(v.boolean(), true),
  is_clickable: v.optional(v.boolean(), true),
  in_menu: v.optional(v.boolean(), false),
  in_footer: v.optional(v.boolean(), false),
  meta_title: v.string(),
  meta_description: v.string(),
  og_title: v.string(),
  og_description: v.string(),
  og_image: v.nullable(v.string()),
  og_image_thumbs: v.optional(v.array(imageThumbSchema), []),
  og_type: v.optional(v.string(), 'website'),
  /** spec 2: the page's own header behaviour; null uses the site's (`effectiveHeaderBehaviour`). */
  header_behaviour: v.optional(v.nullable(v.picklist(headerBehaviours)), null),
  /** spec 2: the site's default header behaviour when the page was read. */
  site_header_behaviour: v.optional(v.picklist(headerBehaviours), 'hide'),
  /**
   * Its sections; a block whose stored data is broken comes marked as such (one bad row never
   * breaks a read).
   */
  modules: v.array(storedModuleSchema),
  /** The admin change page of the page settings (editors only). */
  settings_url: v.nullable(v.string()),
});

export type Page = v.InferOutput<typeof pageSchema>;
