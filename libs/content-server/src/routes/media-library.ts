import {
  issuesToFieldErrors,
  linkTargetListSchema,
  mediaInUseSchema,
  mediaItemSchema,
  mediaMessages,
  mediaPageSchema,
  mediaUpdateSchema,
  mediaUsageListSchema,
  type MediaUsage,
} from '@aula/api-client';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { EditorAccess } from '../auth/editor-access';
import type { Database } from '../db/schema';
import { linkTargets } from '../links/link-targets';
import { deleteMedia, MediaMissingError, updateMedia } from '../media/edit-media';
import { listMedia } from '../media/list-media';
import { mediaItem } from '../media/media-item';
import type { MediaStore } from '../media/media-store';
import { mediaUsage } from '../media/media-usage';
import { cacheTags, type Revalidate } from '../revalidate';
import { answer, notFound } from './answer';
import { idParam, localeOf, localeParam } from './locale';

interface Options {
  access: EditorAccess;
  store: MediaStore;
  revalidate: Revalidate;
  reportError: (error: unknown) => void;
}

/** The visitor pages that show an image, from where it is used. */
function usageTags(usage: MediaUsage[]): string[] {
  const kinds: Record<string, Parameters<typeof cacheTags.entity>[0]> = {
    news: 'news',
    event: 'event',
    person: 'person',
    pressRelease: 'press-release',
    pressArticle: 'press',
    homeTeaser: 'home',
    instagramPost: 'home',
  };
  return usage.flatMap((use) => {
    if (use.kind === 'page') return [cacheTags.page(use.id)];
    if (use.kind === 'section') return [cacheTags.module(use.id), cacheTags.section(use.title)];
    const kind = kinds[use.kind];
    return kind ? [cacheTags.entity(kind, use.id), cacheTags.list(kind)] : [];
  });
}

/**
 * DESIGN.md 9: the media library (editors only; never cached): list with search and filters, one
 * image with where it is used, its texts and focal point saved (crops made anew), delete with a
 * 409 and the usage list while it is in use (unless `?force=true`), and the link finder's search.
 */
export function mediaLibraryRoutes(
  db: Kysely<Database>,
  { access, store, revalidate, reportError }: Options,
) {
  const reader = async (c: Context) =>
    (await access.user(c))
      ? null
      : c.json({ detail: 'Authentication credentials were not provided.' }, 401);
  const noStore = { 'Cache-Control': 'private, no-store' };
  const announce = (usage: MediaUsage[]) => {
    const tags = [...new Set(usageTags(usage))];
    if (tags.length > 0) revalidate(tags).catch(reportError);
  };
  return new Hono()
    .get(`/${localeParam}/pageeditor-api/media/`, async (c) => {
      const refused = await reader(c);
      if (refused) return refused;
      const query = (name: string) => c.req.query(name)?.slice(0, 200) || undefined;
      const page = Number(c.req.query('page') ?? 1);
      const params = new URL(c.req.url).searchParams;
      const pageUrl = (n: number) => {
        params.set('page', String(n));
        return `${c.req.path}?${params.toString()}`;
      };
      const filter = {
        q: query('q'),
        type: query('type'),
        from: query('from'),
        to: query('to'),
        page: Number.isSafeInteger(page) && page > 0 ? page : 1,
      };
      c.header('Cache-Control', noStore['Cache-Control']);
      return answer(
        c,
        mediaPageSchema,
        await listMedia(
          db,
          Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)),
          pageUrl,
        ),
      );
    })
    .get(`/${localeParam}/pageeditor-api/media/${idParam}/`, async (c) => {
      const refused = await reader(c);
      if (refused) return refused;
      const item = await mediaItem(db, Number(c.req.param('id')));
      if (!item) return notFound(c);
      c.header('Cache-Control', noStore['Cache-Control']);
      return answer(c, mediaItemSchema, item);
    })
    .get(`/${localeParam}/pageeditor-api/media/${idParam}/usage/`, async (c) => {
      const refused = await reader(c);
      if (refused) return refused;
      const id = Number(c.req.param('id'));
      if (!(await mediaItem(db, id))) return notFound(c);
      c.header('Cache-Control', noStore['Cache-Control']);
      return answer(c, mediaUsageListSchema, await mediaUsage(db, id, localeOf(c)));
    })
    .post(`/${localeParam}/pageeditor-api/media/${idParam}/`, async (c) => {
      const editor = await access.writer(c);
      if (editor instanceof Response) return editor;
      const parsed = v.safeParse(mediaUpdateSchema, await c.req.json().catch(() => null));
      if (!parsed.success)
        return c.json(
          { detail: 'Invalid input.', errors: issuesToFieldErrors(parsed.issues) },
          400,
        );
      const id = Number(c.req.param('id'));
      try {
        if (!(await updateMedia(db, store, id, parsed.output))) return notFound(c);
      } catch (error) {
        if (error instanceof MediaMissingError)
          return c.json(
            {
              detail: 'The original of this image is missing; its crops cannot be made.',
              errors: { focal_x: [mediaMessages.focal] },
            },
            409,
          );
        throw error;
      }
      announce(await mediaUsage(db, id, localeOf(c)));
      return answer(
        c,
        mediaItemSchema,
        (await mediaItem(db, id)) as v.InferInput<typeof mediaItemSchema>,
      );
    })
    .delete(`/${localeParam}/pageeditor-api/media/${idParam}/`, async (c) => {
      const editor = await access.writer(c);
      if (editor instanceof Response) return editor;
      const id = Number(c.req.param('id'));
      const usage = await mediaUsage(db, id, localeOf(c));
      if (usage.length > 0 && c.req.query('force') !== 'true')
        return answer(c, mediaInUseSchema, { detail: mediaMessages.inUse, usage }, 409);
      if (!(await deleteMedia(db, store, id))) return notFound(c);
      announce(usage);
      return c.body(null, 204);
    })
    .get(`/${localeParam}/pageeditor-api/link-targets/`, async (c) => {
      const refused = await reader(c);
      if (refused) return refused;
      c.header('Cache-Control', noStore['Cache-Control']);
      return answer(
        c,
        linkTargetListSchema,
        await linkTargets(db, c.req.query('q') ?? '', localeOf(c)),
      );
    });
}
