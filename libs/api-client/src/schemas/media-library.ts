import * as v from 'valibot';
import { entityIdSchema } from './field-types';
import { boundedString, moduleFieldLimits } from './modules/field-rules';
import { pagedListSchema } from './paged-list';

/**
 * DESIGN.md 9: the media library as editors see it (`/{locale}/pageeditor-api/media/...`). One
 * item with both languages' texts, its focal point and the URL of every crop.
 */
export const mediaItemSchema = v.object({
  id: entityIdSchema,
  file_name: v.string(),
  mime: v.string(),
  width: v.number(),
  height: v.number(),
  bytes: v.number(),
  created_at: v.string(),
  alt_de: v.string(),
  alt_en: v.string(),
  caption_de: v.string(),
  caption_en: v.string(),
  decorative: v.boolean(),
  focal_x: v.number(),
  focal_y: v.number(),
  image_url: v.string(),
  crops: v.object({ vertical: v.string(), horizontal: v.string(), thumbnail: v.string() }),
});

export type MediaItem = v.InferOutput<typeof mediaItemSchema>;

export const mediaPageSchema = pagedListSchema(mediaItemSchema);
export type MediaPage = v.InferOutput<typeof mediaPageSchema>;

/** The media library's filters: text (file name, alt texts, captions), type and upload date range (yyyy-mm-dd). */
export interface MediaFilter {
  q?: string;
  type?: string;
  from?: string;
  to?: string;
  page?: number;
}

/** The MIME types the library filters by (the accepted upload types). */
export const mediaFilterTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** The message keys of the media library's rules (texts in `@aula/i18n`'s media catalogue). */
export const mediaMessages = {
  altRequired: 'media.validation.altRequired',
  focal: 'media.validation.focal',
  inUse: 'media.validation.inUse',
} as const;

const text = (max: number) => v.optional(v.pipe(boundedString(max), v.trim()), '');
const fraction = v.pipe(
  v.number(mediaMessages.focal),
  v.minValue(0, mediaMessages.focal),
  v.maxValue(1, mediaMessages.focal),
);

/**
 * DESIGN.md 9: what an editor changes of an image: alt text per language (required in both unless
 * the image is marked decorative), captions and the focal point (0..1 of width and height).
 */
export const mediaUpdateSchema = v.pipe(
  v.object({
    alt_de: text(moduleFieldLimits.shortText),
    alt_en: text(moduleFieldLimits.shortText),
    caption_de: text(moduleFieldLimits.longText),
    caption_en: text(moduleFieldLimits.longText),
    decorative: v.optional(v.boolean(), false),
    focal_x: v.optional(fraction, 0.5),
    focal_y: v.optional(fraction, 0.5),
  }),
  v.forward(
    v.check((input) => input.decorative || input.alt_de !== '', mediaMessages.altRequired),
    ['alt_de'],
  ),
  v.forward(
    v.check((input) => input.decorative || input.alt_en !== '', mediaMessages.altRequired),
    ['alt_en'],
  ),
);

export type MediaUpdate = v.InferInput<typeof mediaUpdateSchema>;

/** Where an image is used: a page, a section slot or an entity (news, event, person...). */
export const mediaUsageSchema = v.object({
  kind: v.string(),
  id: v.number(),
  title: v.string(),
  url: v.nullable(v.string()),
});

export type MediaUsage = v.InferOutput<typeof mediaUsageSchema>;
export const mediaUsageListSchema = v.array(mediaUsageSchema);

/** The answer of a delete refused because the image is in use (409). */
export const mediaInUseSchema = v.object({ detail: v.string(), usage: mediaUsageListSchema });

/** spec 7 link finder: the kinds of internal target it searches. */
export const linkTargetKinds = [
  'page',
  'screen',
  'news',
  'event',
  'person',
  'pressRelease',
  'studyProgramme',
  'download',
] as const;
export type LinkTargetKind = (typeof linkTargetKinds)[number];

/** One internal link target: its current URL in the requested language. */
export const linkTargetSchema = v.object({
  kind: v.picklist(linkTargetKinds),
  id: v.number(),
  title: v.string(),
  url: v.string(),
});

export type LinkTarget = v.InferOutput<typeof linkTargetSchema>;
export const linkTargetListSchema = v.array(linkTargetSchema);
