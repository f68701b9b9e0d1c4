import { extractEmbedUrl, type BlockModel, type EmbedKind } from '@aula/api-client';
import { sanitizeRichText } from './sanitize-rich-text';

/** List blocks whose items are edited inline and stored as child modules of this model. */
export const inlineChildModel: Partial<Record<BlockModel, BlockModel>> = {
  TeaserListModule: 'TeaserItemModule',
  FAQModule: 'FAQItemModule',
  ImageListModule: 'ImageItemModule',
  VideoListModule: 'VideoModule',
  InfoboxModule: 'InfoboxItemModule',
};

/** DESIGN.md 6: the rich-text fields, sanitized on save. */
const richTextFields: Partial<Record<BlockModel, readonly string[]>> = {
  TextModule: ['content'],
  FAQItemModule: ['content'],
  InfoboxItemModule: ['content'],
  QuoteModule: ['content'],
  VideoModule: ['content'],
};

/** DESIGN.md 3: embed fields and their allow-list; only the checked URL is stored. */
export const embedFields: Partial<Record<BlockModel, readonly [string, EmbedKind]>> = {
  AudioModule: ['embed', 'audio'],
  ViewerModule: ['embed', 'viewer'],
  SocialMediaModule: ['embed', 'social'],
  VideoModule: ['video_url', 'video'],
};

/** Placement fields of a write; they become columns, not data. */
const placementFields = new Set(['model', 'slug', 'parent', 'content_type', 'object_id', 'column', 'position', 'version', 'children']);

export interface PreparedFields {
  data: Record<string, unknown>;
  /** Inline items of a list block (each a form of `inlineChildModel[model]`), if it has them. */
  items: Record<string, unknown>[] | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The stored form of a validated write: rich text sanitized, embeds reduced to their URL,
 * inline list items split off. Entry lists (news, events, persons) keep their ids in `data`.
 */
export function prepareFields(model: BlockModel, fields: Record<string, unknown>): PreparedFields {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (!placementFields.has(key)) data[key] = value;
  for (const field of richTextFields[model] ?? []) {
    const value = data[field];
    if (typeof value === 'string') data[field] = sanitizeRichText(value);
  }
  const embed = embedFields[model];
  if (embed) {
    const [field, kind] = embed;
    const value = data[field];
    data[field] = typeof value === 'string' ? (extractEmbedUrl(value, kind)?.url ?? '') : '';
  }
  const childModel = inlineChildModel[model];
  if (childModel) {
    const children = Array.isArray(fields['children']) ? fields['children'].filter(isRecord) : [];
    return { data, items: children.map((child) => prepareFields(childModel, child).data) };
  }
  if (Array.isArray(fields['children'])) data['children'] = fields['children'];
  return { data, items: null };
}
