import { expect, type APIRequestContext, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import sharp from 'sharp';

/** DESIGN.md 6: what crosses the host's pass-through to the content API, and what never does. */

const signup = {
  email: 'pass-through@aula.example',
  name: 'Pass Through',
  newsletters: [1],
  privacy: true,
};

/** A raw POST with a chunked body (no Content-Length), as a client that streams would send. */
function chunkedPost(url: string, bytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      },
      (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      },
    );
    call.on('error', (error) =>
      (error as NodeJS.ErrnoException).code === 'EPIPE' ||
      (error as NodeJS.ErrnoException).code === 'ECONNRESET'
        ? resolve(413)
        : reject(error),
    );
    const chunk = Buffer.alloc(64 * 1024, 'a');
    for (let sent = 0; sent < bytes; sent += chunk.length) call.write(chunk);
    call.end();
  });
}

async function categoriesAnswer(request: APIRequestContext) {
  const response = await request.get('/de/api/news/categories/');
  return response.status();
}

test.describe('the content API pass-through (DESIGN.md 6)', () => {
  test('refuses a foreign origin and a form content type, and passes the site own writes with its origin', async ({
    request,
    page,
    baseURL,
  }) => {
    const forged = await request.post('/de/api/newsletter/', {
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      data: JSON.stringify(signup),
    });
    expect(forged.status()).toBe(403);
    const textPlain = await request.post('/de/api/newsletter/', {
      headers: { 'content-type': 'text/plain' },
      data: JSON.stringify(signup),
    });
    expect(textPlain.status()).toBe(415);
    // The browser on the site itself: its Origin and the host it addressed reach the API.
    await page.goto('/de/newsletter');
    const status = await page.evaluate(
      async (body) => {
        const response = await fetch('/de/api/newsletter/', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        return response.status;
      },
      JSON.stringify({ ...signup, email: 'browser@aula.example' }),
    );
    expect(status).toBe(201);
    expect(baseURL).toBeTruthy();
  });

  test('an oversized body is refused without breaking the next request through the host', async ({
    request,
    baseURL,
  }) => {
    for (let round = 0; round < 3; round += 1) {
      const big = await request.post('/de/api/newsletter/', {
        headers: { 'content-type': 'application/json' },
        data: 'x'.repeat(2 * 1024 * 1024),
      });
      expect(big.status()).toBe(413);
      expect(await big.json()).toEqual({ detail: 'Die Anfrage ist zu groß.' });
      expect(await categoriesAnswer(request)).toBe(200);
      // Streamed without a length, the API refuses it; the next call still works.
      expect(await chunkedPost(`${baseURL}/de/api/newsletter/`, 2 * 1024 * 1024)).toBe(413);
      expect(await categoriesAnswer(request)).toBe(200);
    }
    const upload = await request.post('/en/pageeditor-api/media/', {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      data: Buffer.alloc(16 * 1024 * 1024),
    });
    expect(upload.status()).toBe(413);
    expect(await upload.json()).toEqual({
      detail: 'The request is too large.',
      errors: { file: ['validation.fileTooLarge'] },
    });
  });

  test('an upload between the old host limit (10 MB) and the API limit (15 MB) reaches the API and is stored', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    // Random pixels, stored without compression: a real image of about 12 MB.
    const image = await sharp(randomBytes(2000 * 2000 * 3), {
      raw: { width: 2000, height: 2000, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(image.length).toBeGreaterThan(11 * 1024 * 1024);
    await request.get('/de/pageeditor-api/user');
    const token = async () =>
      (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ??
      '';
    expect(
      (
        await request.post('/de/pageeditor-api/login/', {
          data: { username: 'redaktion', password: 'aula-demo-2026' },
          headers: { 'X-CSRFToken': await token() },
        })
      ).ok(),
    ).toBe(true);
    const upload = await request.post('/de/pageeditor-api/media/', {
      multipart: {
        file: { name: 'gross.png', mimeType: 'image/png', buffer: image },
        alt_de: 'Rauschen',
        alt_en: 'Noise',
      },
      headers: { 'X-CSRFToken': await token() },
    });
    expect(upload.status()).toBe(201);
    expect(await upload.json()).toMatchObject({ width: 2000, height: 2000 });
  });

  test('answers never name the internal API address; too long a URL is refused with 414', async ({
    request,
  }) => {
    for (const path of [
      '/de/api/news/?page=1',
      '/en/pageeditor-api/user',
      '/de/api/persons/?search=a',
    ]) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['x-middleware-rewrite'], path).toBeUndefined();
      expect(JSON.stringify(headers), path).not.toMatch(/127\.0\.0\.1:\d+/);
    }
    const long = await request.get(`/de/api/persons/?search=${'x'.repeat(7500)}`);
    expect(long.status()).toBe(414);
    expect(await long.json()).toEqual({ detail: 'Die Adresse ist zu lang.' });
    expect(JSON.stringify(long.headers()).length).toBeLessThan(4000);
  });
});
