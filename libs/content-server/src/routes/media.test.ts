import { mediaUploadSchema } from '@aula/api-client';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateArtwork } from '../media/generate-artwork';
import { createTestApp, type TestApp } from '../testing/test-app';

let server: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  server = await createTestApp();
  // A multipart upload sets its own content type.
  headers = Object.fromEntries(
    Object.entries((await server.login()).headers).filter(([name]) => name !== 'content-type'),
  );
});
afterAll(() => server.close());

const upload = (data: Buffer, init: { headers?: Record<string, string> } = {}) => {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(data)]), 'upload.bin');
  form.set('alt_de', 'Testbild');
  form.set('alt_en', 'Test image');
  return server.app.request('/de/pageeditor-api/media/', {
    method: 'POST',
    headers: init.headers ?? headers,
    body: form,
  });
};

describe('media upload and serving', () => {
  it('stores an upload with its derivatives and serves them with long cache headers', async () => {
    const png = await sharp(await generateArtwork(42))
      .png()
      .toBuffer();
    const response = await upload(png);
    expect(response.status).toBe(201);
    const body = v.parse(mediaUploadSchema, await response.json());
    expect(body.image_url).toMatch(/^\/media\/originals\/[0-9a-f]{16}\.png$/);
    expect(body).toMatchObject({
      alt: 'Testbild',
      crops: {
        vertical: expect.stringMatching(/-vertical\.webp$/),
        horizontal: expect.stringMatching(/-horizontal\.webp$/),
      },
    });
    expect(body.thumbs.map((thumb) => thumb.width)).toEqual([320, 400, 1240]);
    const served = await server.app.request(body.thumbs[2]?.url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1240, 700]);
    expect(server.media.paths().filter((path) => path.endsWith('.avif'))).toHaveLength(3);
  });

  it('refuses files that are not images, visitors and bad tokens', async () => {
    const text = await upload(Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({ errors: { file: ['validation.fileType'] } });
    const token = await server.csrfToken();
    expect(
      (
        await upload(await generateArtwork(1), {
          headers: { cookie: `csrftoken=${token}`, 'X-CSRFToken': token },
        })
      ).status,
    ).toBe(401);
    expect(
      (await upload(await generateArtwork(1), { headers: { ...headers, 'X-CSRFToken': 'x' } }))
        .status,
    ).toBe(403);
  });

  it('answers 404 for unknown or escaping paths', async () => {
    expect((await server.app.request('/media/originals/none.jpg')).status).toBe(404);
    expect((await server.app.request('/media/../../etc/passwd')).status).toBe(404);
    expect((await server.app.request('/media/%2e%2e/secret')).status).toBe(404);
  });
});
