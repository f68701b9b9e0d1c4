import {
  blockFieldsOfKind,
  brokenModel,
  containerLayouts,
  extractEmbedUrl,
  moduleSchema,
  type BrokenModule,
  type EntityReferenceKind,
  type EntryTeaser,
  type StoredModule,
} from '@aula/api-client';
import type { Locale } from '@aula/routing';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../db/schema';
import { hrefsOf, resolveLinks, rewriteHrefs } from '../links/resolve-links';
import { loadImages, noImage, type ImageFields } from '../media/load-images';
import { entryTeasers, loadEntries } from './entry-teasers';
import { embedField, inlineChildModel } from './module-fields';
import type { ModuleRow } from './module-repository';

type EntryKind = EntityReferenceKind;

/** The entity-reference field of a list block (News, Event, Person list) and what it refers to. */
function entryList(model: string): { key: string; entity: EntryKind } | undefined {
  const [entry] = blockFieldsOfKind(model, 'entityReference');
  return entry && { key: entry[0], entity: entry[1].entity };
}

interface Resolved {
  images: Map<number, ImageFields>;
  /**
   * DESIGN.md 9: the current path of each internal link (links by reference,
   * links/resolve-links.ts).
   */
  links: Map<string, string>;
  entries: Record<EntryKind, Map<number, EntryTeaser>>;
}

const numberList = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];

/** The read shape of one row before parsing: base fields, stored data and computed fields. */
function draft(row: ModuleRow, children: ModuleRow[], resolved: Resolved): Record<string, unknown> {
  const data = row.data;
  const answer: Record<string, unknown> = {
    ...data,
    id: row.id,
    slug: row.slug,
    parent: row.parent_id,
    content_type: row.content_type,
    object_id: row.object_id,
    version: row.version,
    model: row.model,
  };
  if ('image' in data) {
    const image =
      typeof data['image'] === 'number' ? resolved.images.get(data['image']) : undefined;
    Object.assign(answer, noImage(), image ? { ...image, crops: undefined } : {});
    if (image && typeof data['alias'] === 'string')
      answer['image_url'] = image.crops[data['alias']] ?? image.image_url;
  }
  if ('link' in data)
    answer['link_url'] =
      typeof data['link'] === 'string' ? (resolved.links.get(data['link']) ?? data['link']) : '';
  for (const [key] of blockFieldsOfKind(row.model, 'richText'))
    if (typeof data[key] === 'string') answer[key] = rewriteHrefs(data[key], resolved.links);
  if ('video_file_mp4' in data) answer['video_file_mp4'] = data['video_file_mp4'] || null;
  const embed = embedField(row.model);
  if (embed) {
    const target = extractEmbedUrl(String(data[embed[0]] ?? ''), embed[1]);
    answer['embed_url'] = target?.url ?? '';
    answer['platform'] = target?.platform;
  }
  const list = entryList(row.model);
  if (list) {
    const teasers = resolved.entries[list.entity];
    answer[list.key] = numberList(data[list.key]).flatMap((id) => teasers.get(id) ?? []);
  } else if (row.model === 'ContainerModule') {
    const layout = containerLayouts[Number(data['layout'])] ?? containerLayouts[0];
    answer['columns'] = layout.spans.map((span, column) => ({
      classes: `col-12 col-md-${span}`,
      children: children.filter((child) => child.column_index === column),
    }));
  } else if (inlineChildModel(row.model)) {
    answer['children'] = children;
  }
  return answer;
}

/**
 * A stored block that no longer reads (one bad row must not break the read), in its place: its own
 * model, the first problem and its stored fields.
 */
function brokenModule(
  row: ModuleRow,
  children: ModuleRow[],
  issues: readonly v.BaseIssue<unknown>[],
): BrokenModule {
  const [issue] = issues;
  const path = issue ? v.getDotPath(issue) : null;
  return {
    id: row.id,
    slug: row.slug,
    parent: row.parent_id,
    content_type: row.content_type,
    object_id: row.object_id,
    version: row.version,
    model: brokenModel,
    // A list block's items come along, so editing it again keeps them.
    broken: {
      model: row.model,
      problem: `${path ?? row.model}: ${issue?.message ?? ''}`.slice(0, 500),
      data: inlineChildModel(row.model)
        ? { ...row.data, children: children.map((child) => child.data) }
        : row.data,
    },
  };
}

/**
 * spec 3: module rows as the read shapes of the contract, children nested, images, embeds and
 * entry lists resolved. A module that does not parse (for example an image that was deleted)
 * is answered as a broken block in its place and reported, so one bad row never breaks a
 * section, a page or the module list (one bad row never breaks a read): visitors' renders skip it,
 * editors see it. An item of a list block that does not parse makes its list block the broken one.
 */
export async function readModules(
  db: Kysely<Database>,
  rows: ModuleRow[],
  rootIds: number[],
  locale: Locale,
  reportError: (error: unknown) => void = () => undefined,
): Promise<StoredModule[]> {
  const entryIds: Record<EntryKind, number[]> = { news: [], event: [], person: [] };
  for (const row of rows) {
    const list = entryList(row.model);
    if (list) entryIds[list.entity].push(...numberList(row.data[list.key]));
  }
  const links = rows.flatMap((row) => [
    ...(typeof row.data['link'] === 'string' ? [row.data['link']] : []),
    ...blockFieldsOfKind(row.model, 'richText').flatMap(([key]) =>
      typeof row.data[key] === 'string' ? hrefsOf(row.data[key]) : [],
    ),
  ]);
  const entries = {
    news: await loadEntries(db, 'news', entryIds.news, locale),
    event: await loadEntries(db, 'event', entryIds.event, locale),
    person: await loadEntries(db, 'person', entryIds.person, locale),
  };
  // The blocks' images and the entries' images in one lookup (DESIGN.md 8: a save's answer and
  // its page revision read the whole page).
  const images = await loadImages(
    db,
    [
      ...rows.map((row) => (typeof row.data['image'] === 'number' ? row.data['image'] : null)),
      ...Object.values(entries).flatMap((list) => list.map((entry) => entry.image_id)),
    ],
    locale,
  );
  const resolved: Resolved = {
    links: await resolveLinks(db, links),
    images,
    entries: {
      news: entryTeasers('news', entries.news, images),
      event: entryTeasers('event', entries.event, images),
      person: entryTeasers('person', entries.person, images),
    },
  };
  const build = (row: ModuleRow): StoredModule => {
    const children = rows.filter((child) => child.parent_id === row.id);
    const built = draft(row, children, resolved);
    if (row.model === 'ContainerModule') {
      built['columns'] = (built['columns'] as { classes: string; children: ModuleRow[] }[]).map(
        (column) => ({ ...column, children: column.children.map(build) }),
      );
    } else if (inlineChildModel(row.model)) {
      built['children'] = children.map(build);
    }
    const parsed = v.safeParse(moduleSchema, built);
    if (parsed.success) return parsed.output;
    reportError(
      new Error(
        `Module ${row.id} (${row.model}) does not match its read schema: ${parsed.issues[0]?.message ?? ''}`,
      ),
    );
    return brokenModule(row, children, parsed.issues);
  };
  return rows.filter((row) => rootIds.includes(row.id)).map(build);
}
