import { mediaItemSchema, mediaPageSchema } from '@aula/api-client';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBerlinLocal } from '../admin/berlin-time';
import { pageContentType } from '../pages/read-page';
import { createTestApp, type TestApp } from '../testing/test-app';

let server: TestApp;
let json: Record<string, string>;
let multipart: Record<string, string>;
beforeAll(async () => {
  server = await createTestApp();
  json = (await server.login()).headers;
  multipart = Object.fromEntries(Object.entries(json).filter(([name]) => name !== 'content-type'));
});
afterAll(() => server.close());

/** A 1000x500 PNG: red left half, blue right half, so a crop's colour shows where it was cut. */
const halves = () =>
  sharp({ create: { width: 1000, height: 500, channels: 3, background: '#ff0000' } })
    .composite([
      {
        input: { create: { width: 500, height: 500, channels: 3, background: '#0000ff' } },
        left: 500,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

const upload = async (data: Buffer | Uint8Array, name = 'halves.png') => {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(data)]), name);
  return server.app.request('/de/pageeditor-api/media/', {
    method: 'POST',
    headers: multipart,
    body: form,
  });
};
const mediaCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('media')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const update = (id: number, body: unknown) =>
  server.app.request(`/de/pageeditor-api/media/${id}/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(body),
  });
/** The mean red and blue of a served crop. */
const colourOf = async (url: string) => {
  const response = await server.app.request(url);
  expect(response.status).toBe(200);
  const { channels } = await sharp(Buffer.from(await response.arrayBuffer())).stats();
  return { red: channels[0]?.mean ?? 0, blue: channels[2]?.mean ?? 0 };
};

describe('media library: upload validation', () => {
  it('refuses a broken image, an empty file and a file over 15 MB with a 4xx and stores nothing', async () => {
    const before = await mediaCount();
    const png = await halves();
    const truncated = await upload(png.subarray(0, 60));
    expect(truncated.status).toBe(400);
    expect(await truncated.json()).toMatchObject({ errors: { file: ['validation.fileType'] } });
    expect((await upload(Buffer.alloc(0))).status).toBe(400);
    const large = await upload(Buffer.alloc(16 * 1024 * 1024, 1), 'large.png');
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({ errors: { file: ['validation.fileTooLarge'] } });
    expect(await mediaCount()).toBe(before);
    expect(server.media.paths()).toEqual([]);
  });

  it('keeps the uploaded file name and finds the image by it, its type and its day', async () => {
    const created = (await (await upload(await halves(), 'Campus-Nord.png')).json()) as {
      image: number;
    };
    const list = async (query: string) =>
      v.parse(
        mediaPageSchema,
        await (
          await server.app.request(`/de/pageeditor-api/media/?${query}`, { headers: json })
        ).json(),
      );
    expect((await list('q=campus-nord')).results.map((item) => item.id)).toEqual([created.image]);
    expect((await list('q=campus-nord&type=image/jpeg')).results).toEqual([]);
    // The filter's days are Europe/Berlin days (spec 1): today there, not in UTC (after 23:00 UTC
    // in winter they differ).
    const today = toBerlinLocal(new Date()).slice(0, 10);
    expect((await list(`q=campus-nord&from=${today}&to=${today}`)).results).toHaveLength(1);
    expect((await list('q=campus-nord&to=2000-01-01')).results).toEqual([]);
    expect((await server.app.request('/de/pageeditor-api/media/')).status).toBe(401);
  });
});

describe('media library: texts and focal point', () => {
  it('requires alt texts in both languages unless the image is decorative, and a focal point inside the image', async () => {
    const { image } = (await (await upload(await halves(), 'texts.png')).json()) as {
      image: number;
    };
    const missing = await update(image, { alt_de: 'Rot und Blau', alt_en: '' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      errors: { alt_en: ['media.validation.altRequired'] },
    });
    expect((await update(image, { alt_de: 'x', alt_en: 'y', focal_x: 1.5 })).status).toBe(400);
    const decorative = await update(image, {
      decorative: true,
      caption_de: 'Bildunterschrift',
      caption_en: 'Caption',
    });
    expect(decorative.status).toBe(200);
    expect(v.parse(mediaItemSchema, await decorative.json())).toMatchObject({
      decorative: true,
      alt_de: '',
      caption_en: 'Caption',
    });
  });

  it('crops every derivative around the focal point, under new file names', async () => {
    const { image, crops } = (await (await upload(await halves(), 'focal.png')).json()) as {
      image: number;
      crops: { vertical: string };
    };
    const centre = await colourOf(crops.vertical);
    expect(centre.red).toBeGreaterThan(50);
    expect(centre.blue).toBeGreaterThan(50);
    const left = v.parse(
      mediaItemSchema,
      await (
        await update(image, { alt_de: 'Rot', alt_en: 'Red', focal_x: 0.1, focal_y: 0.5 })
      ).json(),
    );
    expect(left.crops.vertical).not.toBe(crops.vertical);
    expect(left.crops.vertical).toMatch(/-vertical-f10-50\.webp$/);
    expect(await colourOf(left.crops.vertical)).toMatchObject({
      red: expect.toSatisfy((red: number) => red > 240),
      blue: expect.toSatisfy((blue: number) => blue < 15),
    });
    const right = v.parse(
      mediaItemSchema,
      await (
        await update(image, { alt_de: 'Blau', alt_en: 'Blue', focal_x: 0.9, focal_y: 0.5 })
      ).json(),
    );
    expect(await colourOf(right.crops.vertical)).toMatchObject({
      red: expect.toSatisfy((red: number) => red < 15),
      blue: expect.toSatisfy((blue: number) => blue > 240),
    });
    // The horizontal crop (1240x700 of a 2:1 image) and the thumbnail follow too.
    expect(await colourOf(right.crops.thumbnail)).toMatchObject({
      blue: expect.toSatisfy((blue: number) => blue > 128),
    });
    // What blocks read of the image follows at once: the Image block's crop URL comes from the same rows.
    const derivative = await server.db
      .selectFrom('media_derivative')
      .select('path')
      .where('media_id', '=', image)
      .where('alias', '=', 'vertical')
      .where('format', '=', 'avif')
      .executeTakeFirstOrThrow();
    expect(derivative.path).toMatch(/-vertical-f90-50\.avif$/);
    expect(server.media.paths()).toContain(derivative.path);

    // The same file uploaded again is that image: nothing new is stored, its focal point and texts stay.
    const [count, files] = [await mediaCount(), server.media.paths().length];
    const again = (await (await upload(await halves(), 'again.png')).json()) as {
      image: number;
      crops: { vertical: string };
    };
    expect(again.image).toBe(image);
    expect(again.crops.vertical).toBe(right.crops.vertical);
    expect([await mediaCount(), server.media.paths().length]).toEqual([count, files]);
    const stored = v.parse(
      mediaItemSchema,
      await (
        await server.app.request(`/de/pageeditor-api/media/${image}/`, { headers: json })
      ).json(),
    );
    expect(stored).toMatchObject({ alt_de: 'Blau', alt_en: 'Blue', focal_x: 0.9, focal_y: 0.5 });
  });
});

describe('media library: captions on visitor pages', () => {
  it("an Image block's answer carries its image's caption in the page's language", async () => {
    const block = await server.db
      .selectFrom('module')
      .innerJoin('module as section', 'section.id', 'module.parent_id')
      .innerJoin('page', 'page.id', 'section.object_id')
      .select(['module.data', 'page.path_de'])
      .where('module.model', '=', 'ImageModule')
      .where('module.locale', '=', 'de')
      .where('section.content_type', '=', pageContentType)
      .orderBy('module.id')
      .executeTakeFirstOrThrow();
    const id = (block.data as { image: number }).image;
    await server.db
      .updateTable('media')
      .set({
        caption_de: 'Bildunterschrift aus der Mediathek',
        caption_en: 'Caption from the library',
      })
      .where('id', '=', id)
      .execute();
    const page = JSON.stringify(
      (await server.getJson(`/de/pageeditor-api/page/${block.path_de}`)).body,
    );
    expect(page).toContain('"caption":"Bildunterschrift aus der Mediathek"');
    expect(page).not.toContain('Caption from the library');
  });
});

describe('media library: usage and delete', () => {
  it('finds images used by blocks of content pages', async () => {
    const module = await server.db
      .selectFrom('module')
      .select(['id', 'data'])
      .where('model', '=', 'ImageModule')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const id = (module.data as { image: number }).image;
    const usage = (await (
      await server.app.request(`/de/pageeditor-api/media/${id}/usage/`, { headers: json })
    ).json()) as { kind: string }[];
    expect(usage.map((use) => use.kind)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(page|section)$/)]),
    );
  });

  it('lists where a seeded image is used and refuses to delete it without force', async () => {
    const used = await server.db
      .selectFrom('news')
      .select(['id', 'image_id'])
      .where('image_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const id = used.image_id as number;
    const usage = (await (
      await server.app.request(`/en/pageeditor-api/media/${id}/usage/`, { headers: json })
    ).json()) as { kind: string; id: number; url: string | null }[];
    expect(usage).toContainEqual(
      expect.objectContaining({
        kind: 'news',
        id: used.id,
        url: expect.stringMatching(/^\/en\/news\//),
      }),
    );
    const refused = await server.app.request(`/de/pageeditor-api/media/${id}/`, {
      method: 'DELETE',
      headers: json,
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      detail: 'media.validation.inUse',
      usage: expect.arrayContaining([expect.objectContaining({ kind: 'news' })]),
    });
    expect(
      await server.db.selectFrom('media').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeDefined();
    const forced = await server.app.request(`/de/pageeditor-api/media/${id}/?force=true`, {
      method: 'DELETE',
      headers: json,
    });
    expect(forced.status).toBe(204);
    expect(
      await server.db.selectFrom('media').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
    expect(server.revalidations.flat()).toContain(`news-${used.id}`);
  });

  it('deletes an unused image with its files; visitors and bad tokens change nothing', async () => {
    const { image } = (await (await upload(await halves(), 'unused.png')).json()) as {
      image: number;
    };
    const files = server.media.paths().length;
    expect(
      (await server.app.request(`/de/pageeditor-api/media/${image}/`, { method: 'DELETE' })).status,
    ).toBe(401);
    expect(
      (
        await server.app.request(`/de/pageeditor-api/media/${image}/`, {
          method: 'DELETE',
          headers: { ...json, 'X-CSRFToken': 'wrong' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.app.request(`/de/pageeditor-api/media/${image}/`, {
          method: 'DELETE',
          headers: json,
        })
      ).status,
    ).toBe(204);
    expect(server.media.paths().length).toBe(files - 7);
    expect(
      (await server.app.request(`/de/pageeditor-api/media/${image}/`, { headers: json })).status,
    ).toBe(404);
  });
});

describe('link finder search', () => {
  it('finds news, screens and pages by title in the request language, with their current URLs; editors only', async () => {
    const news = await server.db
      .selectFrom('news')
      .select(['id', 'title_en', 'slug_en'])
      .where('is_online', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const find = async (locale: string, q: string) =>
      (await (
        await server.app.request(
          `/${locale}/pageeditor-api/link-targets/?q=${encodeURIComponent(q)}`,
          { headers: json },
        )
      ).json()) as { kind: string; id: number; url: string }[];
    expect(await find('en', news.title_en)).toContainEqual(
      expect.objectContaining({
        kind: 'news',
        id: news.id,
        url: `/en/news/${news.slug_en}/${news.id}`,
      }),
    );
    expect(await find('de', 'Veranstalt')).toContainEqual(
      expect.objectContaining({ kind: 'screen', url: '/de/veranstaltungen' }),
    );
    expect(await find('en', 'e')).toEqual([]);
    expect((await server.app.request('/en/pageeditor-api/link-targets/?q=news')).status).toBe(401);
  });
});
