import { mediaUploadSchema, requestLimits, validationMessages } from '@aula/api-client';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Kysely } from 'kysely';
import type { EditorAccess } from '../auth/editor-access';
import type { Database } from '../db/schema';
import { loadImages } from '../media/load-images';
import { safeMediaPath, type MediaStore } from '../media/media-store';
import { MediaRejectedError, saveMedia } from '../media/save-media';
import { answer } from './answer';
import { localeOf, localeParam } from './locale';

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

/** Refuses an upload body past the size limit before reading it. */
const uploadLimit = bodyLimit({
  maxSize: requestLimits.uploadBodyBytes,
  // Closed after the refusal: the unread body must not become the next request (DESIGN.md 6).
  onError: (c) =>
    c.json({ detail: 'Invalid input.', errors: { file: [validationMessages.fileTooLarge] } }, 413, {
      Connection: 'close',
    }),
});

/**
 * spec 7: media upload (editors; JPEG, PNG, WebP, AVIF up to 15 MB, checked by content) with
 * derivatives, answered as `mediaUploadSchema` (the image fields and the URL of each crop), and
 * `/media/...` served with long cache headers (file names never change).
 */
export function mediaRoutes(
  db: Kysely<Database>,
  { access, store }: { access: EditorAccess; store: MediaStore },
) {
  return new Hono()
    .post(`/${localeParam}/pageeditor-api/media/`, uploadLimit, async (c) => {
      const editor = await access.writer(c);
      if (editor instanceof Response) return editor;
      const form = await c.req.formData().catch(() => null);
      const file = form?.get('file');
      if (!form || !(file instanceof Blob))
        return c.json({ detail: 'Invalid input.', errors: { file: ['validation.required'] } }, 400);
      // PostgreSQL text cannot hold NUL (see null-characters.ts): removed from the alt texts.
      const text = (key: string) =>
        String(form.get(key) ?? '')
          .replaceAll('\u0000', '')
          .slice(0, 500);
      try {
        const fileName =
          file instanceof File ? file.name.replaceAll('\u0000', '').slice(0, 200) : '';
        const id = await saveMedia(db, store, Buffer.from(await file.arrayBuffer()), {
          alt_de: text('alt_de'),
          alt_en: text('alt_en'),
          file_name: fileName,
        });
        const image = (await loadImages(db, [id], localeOf(c))).get(id);
        if (!image) throw new Error(`Media ${id} was stored but cannot be read`);
        const { crops, ...fields } = image;
        const crop = (alias: string) => crops[alias] ?? image.image_url;
        return answer(
          c,
          mediaUploadSchema,
          {
            ...fields,
            crops: {
              vertical: crop('vertical'),
              horizontal: crop('horizontal'),
              thumbnail: crop('thumbnail'),
            },
          },
          201,
        );
      } catch (error) {
        if (error instanceof MediaRejectedError)
          return c.json(
            {
              detail: 'Invalid input.',
              errors: {
                file: [
                  error.message === 'size'
                    ? validationMessages.fileTooLarge
                    : validationMessages.fileType,
                ],
              },
            },
            400,
          );
        throw error;
      }
    })
    .get('/media/*', async (c) => {
      const path = safeMediaPath(c.req.path.slice('/media/'.length));
      const data = path ? await store.read(path) : null;
      if (!path || !data) return c.json({ detail: 'Not found.' }, 404);
      const type =
        contentTypes[path.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
      return c.body(new Uint8Array(data), 200, {
        'Content-Type': type,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      });
    });
}
