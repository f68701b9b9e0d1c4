import type { RenderOptions } from '@aula/blocks';
import type { Locale } from '@aula/routing';
import { NextLink } from '@web/links/NextLink';

/**
 * The blocks' options on visitor pages (libs/blocks README): the page's language, no edit
 * mode, the blocks' plain `<img>` (server-safe, with srcset and intrinsic size) and the host's
 * client-side routing link.
 */
export function visitorRenderOptions(locale: Locale): Partial<RenderOptions> {
  return { locale, editMode: false, linkComponent: NextLink };
}
