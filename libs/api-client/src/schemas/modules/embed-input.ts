import * as v from 'valibot';
import { validationMessages as m } from '../validation-messages';
import { embedPlatformNames, type EmbedKind } from './embed-allow-lists';
import { extractEmbedUrl } from './extract-embed-url';
import { boundedString, moduleFieldLimits } from './field-rules';

/**
 * spec 5: a required embed code (or URL) that must point to a host of the `kind` allow-list.
 * Video URLs get their own message key.
 */
export function embedInputSchema(kind: EmbedKind) {
  return v.pipe(
    v.optional(boundedString(moduleFieldLimits.embed), ''),
    v.trim(),
    v.nonEmpty(m.required),
    v.check(
      (code) => code === '' || extractEmbedUrl(code, kind) !== null,
      kind === 'video' ? m.videoUrl : m.embedNotAllowed,
    ),
  );
}

/** The read side of an embed: the checked URL and its platform, never raw HTML. */
export const embedReadEntries = {
  embed_url: v.string(),
  platform: v.picklist(embedPlatformNames),
};
