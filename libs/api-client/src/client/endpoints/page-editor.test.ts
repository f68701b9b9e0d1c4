import { describe, expect, it } from 'vitest';
import { fakeFetch, type RecordedCall } from '../../testing/fake-fetch';
import { createClient } from '../create-client';
import {
  ConflictError,
  ForbiddenError,
  HttpError,
  UnauthorizedError,
  ValidationError,
} from '../errors';

/** `fakeFetch` plus the raw request bodies (it records JSON bodies only). */
function recording(answer: (call: RecordedCall) => { status?: number; body?: unknown }) {
  const fake = fakeFetch(answer);
  const bodies: unknown[] = [];
  const fetchFn: typeof fetch = (input, init) => {
    bodies.push(init?.body);
    return fake.fetch(input, init);
  };
  return { calls: fake.calls, bodies, fetch: fetchFn };
}

const editorCookies = 'sessionid=s1; csrftoken=t1';
const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
const uploaded = {
  image: 9,
  image_url: '/media/originals/abc.png',
  alt: 'Bild',
  width: 800,
  height: 600,
  thumbs: [{ url: '/media/derivatives/abc-vertical.webp', width: 400 }],
  crops: {
    vertical: '/media/derivatives/abc-vertical.webp',
    horizontal: '/media/derivatives/abc-horizontal.webp',
    thumbnail: '/media/derivatives/abc-thumbnail.webp',
  },
};
const page = {
  id: 4,
  urls: { de: '/de/impressum', en: '/en/imprint' },
  content_type: 'pageeditor.page',
  title: 'Impressum',
  headline: 'Impressum',
  meta_title: '',
  meta_description: '',
  og_title: '',
  og_description: '',
  og_image: null,
  modules: [],
  settings_url: '/admin/pageeditor/page/4/change/',
  version: 3,
  version_id: 17,
};
const settings = {
  title: 'Impressum',
  headline: 'Impressum',
  is_online: true,
  in_menu: false,
  in_footer: true,
  version: 2,
};

describe('pageEditor.uploadMedia (DESIGN.md 4)', () => {
  it('posts the file as multipart with the alt text of its language and the CSRF header', async () => {
    const fake = recording(() => ({ status: 201, body: uploaded }));
    const client = createClient({
      fetch: fake.fetch,
      cookies: editorCookies,
      init: { headers: { 'content-type': 'application/json' } },
    });
    const image = await client.pageEditor.uploadMedia('de', png, {
      alt: 'Bild',
      alt_en: 'Picture',
      filename: 'bild.png',
    });
    expect(image).toMatchObject({
      image: 9,
      crops: { horizontal: '/media/derivatives/abc-horizontal.webp' },
    });
    const [call] = fake.calls;
    expect(`${call?.method} ${call?.url}`).toBe('POST /de/pageeditor-api/media/');
    expect(call?.headers.get('x-csrftoken')).toBe('t1');
    expect(call?.headers.has('content-type')).toBe(false);
    const form = fake.bodies[0];
    if (!(form instanceof FormData)) throw new Error('the body is not FormData');
    expect(form.get('alt_de')).toBe('Bild');
    expect(form.get('alt_en')).toBe('Picture');
    const file = form.get('file');
    expect(file instanceof File && [file.name, file.size]).toEqual(['bild.png', 4]);
  });

  it('sends no alt field it was not given', async () => {
    const fake = recording(() => ({ status: 201, body: uploaded }));
    await createClient({ fetch: fake.fetch }).pageEditor.uploadMedia('en', png);
    const form = fake.bodies[0];
    expect(form instanceof FormData && [...form.keys()]).toEqual(['file']);
  });

  it('types refusals: field errors, too large, no session, bad token', async () => {
    const answering = (status: number, body?: unknown) =>
      createClient({ fetch: fakeFetch(() => ({ status, body })).fetch }).pageEditor.uploadMedia(
        'de',
        png,
      );
    const wrongType = await answering(400, {
      detail: 'Invalid input.',
      errors: { file: ['validation.fileType'] },
    }).catch((caught: unknown) => caught);
    expect(wrongType instanceof ValidationError && wrongType.fieldErrors).toEqual({
      file: ['validation.fileType'],
    });
    const named = await answering(413, { errors: { file: ['validation.fileTooLarge'] } }).catch(
      (caught: unknown) => caught,
    );
    expect(named instanceof ValidationError && named.fieldErrors).toEqual({
      file: ['validation.fileTooLarge'],
    });
    const bare = await answering(413).catch((caught: unknown) => caught);
    expect(bare instanceof ValidationError && bare.fieldErrors).toEqual({
      file: ['validation.fileTooLarge'],
    });
    await expect(answering(401)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(answering(403)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(answering(500)).rejects.toBeInstanceOf(HttpError);
  });
});

describe('pageEditor page settings (spec 3/4)', () => {
  it('reads and writes the settings of a page by id', async () => {
    const fake = recording(() => ({ body: page }));
    const client = createClient({ fetch: fake.fetch, cookies: editorCookies });
    expect((await client.pageEditor.pageSettings('en', 4)).version).toBe(3);
    expect(await client.pageEditor.updatePageSettings('de', 4, settings)).toMatchObject({
      id: 4,
      version: 3,
      version_id: 17,
    });
    expect(fake.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /en/pageeditor-api/page/4/settings/',
      'POST /de/pageeditor-api/page/4/settings/',
    ]);
    expect(fake.calls[1]?.body).toEqual(settings);
    expect(fake.calls[1]?.headers.get('content-type')).toBe('application/json');
    expect(fake.calls[1]?.headers.get('x-csrftoken')).toBe('t1');
  });

  it('gives the current page of a conflict and the field errors of a refusal', async () => {
    const conflicting = createClient({
      fetch: fakeFetch(() => ({ status: 409, body: { detail: 'changed', current: page } })).fetch,
    });
    const conflict = await conflicting.pageEditor
      .updatePageSettings('de', 4, settings)
      .catch((caught: unknown) => caught);
    expect(conflict).toBeInstanceOf(ConflictError);
    expect(conflict instanceof ConflictError && conflict.current).toMatchObject({
      title: 'Impressum',
      version: 3,
    });
    const refusing = createClient({
      fetch: fakeFetch(() => ({
        status: 400,
        body: { errors: { title: ['validation.required'] } },
      })).fetch,
    });
    const invalid = await refusing.pageEditor
      .updatePageSettings('de', 4, { ...settings, title: '' })
      .catch((caught: unknown) => caught);
    expect(invalid instanceof ValidationError && invalid.fieldErrors).toEqual({
      title: ['validation.required'],
    });
  });
});
