import { NotFoundError, sessionCookieName, UnauthorizedError } from '@aula/api-client';
import { clearContentPathLookups } from '@aula/host';
import { querySegment } from '@aula/routing';
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notFoundLocaleHeader } from '@web/error-pages/not-found-locale';
import { proxy } from './proxy';

/** A content API with one page per language and one stored redirect. */
vi.mock('@web/content/content-api', () => ({
  contentApi: (cookies?: string) => ({
    pageEditor: {
      user: () =>
        cookies === `${sessionCookieName}=editor`
          ? Promise.resolve({ logged: true })
          : Promise.reject(new UnauthorizedError('/user')),
      page: (locale: string, path: string) =>
        ['de/hochschule', 'en/university/history'].includes(`${locale}/${path}`)
          ? Promise.resolve({ id: locale === 'de' ? 3 : 4, is_online: true })
          : Promise.reject(new NotFoundError(path)),
      redirect: (locale: string, path: string) =>
        `${locale}/${path}` === 'de/alte-seite'
          ? Promise.resolve({ new_path: '/de/hochschule' })
          : Promise.reject(new NotFoundError(path)),
    },
  }),
}));

function run(path: string, headers: Record<string, string> = {}) {
  return proxy(new NextRequest(`http://localhost:3000${path}`, { headers }));
}

const rewrite = async (path: string, headers?: Record<string, string>) =>
  (await run(path, headers)).headers.get('x-middleware-rewrite');

describe('proxy', async () => {
  // Lookup answers are kept per process; each test starts without any.
  beforeEach(() => clearContentPathLookups());

  it('rewrites localized screen paths to their app folder', async () => {
    expect(await rewrite('/de/neuigkeiten')).toBe('http://localhost:3000/de/news-list/-');
    // A list's query becomes a path segment of the cached page (DESIGN.md 5).
    expect(await rewrite('/en/news?page=2')).toBe(
      `http://localhost:3000/en/news-list/${querySegment('newsList', '?page=2')}?page=2`,
    );
    expect(await rewrite('/de')).toBe('http://localhost:3000/de/home');
    expect(await rewrite('/en/study/music/jazz/5/guitar/51')).toBe(
      'http://localhost:3000/en/study-subject/music/jazz/5/guitar/51',
    );
    expect(await rewrite('/de/search/news')).toBe('http://localhost:3000/de/search/news');
    expect(await rewrite('/de/neuigkeiten/ein%20tag/7')).toBe(
      'http://localhost:3000/de/news-detail/ein%20tag/7',
    );
  });

  it('passes content API calls on to the pass-through handlers, never answering the API address', async () => {
    for (const path of ['/de/api/news/?page=2', '/en/pageeditor-api/nav', '/media/a.jpg?v=2']) {
      const response = await run(path, { 'x-forwarded-for': '198.51.100.1' });
      expect(response.headers.get('x-middleware-rewrite'), path).toBeNull();
      expect(response.headers.get('x-middleware-next'), path).toBe('1');
      expect([...response.headers.values()].join(' '), path).not.toContain('127.0.0.1:3001');
      // The client's own X-Forwarded-For is dropped; Next.js then sets the address it saw.
      expect(response.headers.get('x-middleware-override-headers')?.split(','), path).not.toContain(
        'x-forwarded-for',
      );
    }
  });

  it('refuses too long a URL (414) and too big a body (413) in the request language, before passing on', async () => {
    const long = await run(`/en/api/persons/?search=${'x'.repeat(5000)}`);
    expect(long.status).toBe(414);
    expect(await long.json()).toEqual({ detail: 'The address is too long.' });
    const big = await proxy(
      new NextRequest('http://localhost:3000/de/api/newsletter/', {
        method: 'POST',
        headers: { 'content-length': String(2 * 1024 * 1024) },
      }),
    );
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ detail: 'Die Anfrage ist zu groß.' });
    const upload = (bytes: number) =>
      proxy(
        new NextRequest('http://localhost:3000/de/pageeditor-api/media/', {
          method: 'POST',
          headers: { 'content-length': String(bytes) },
        }),
      );
    expect((await upload(14 * 1024 * 1024)).status).toBe(200);
    const tooBig = await upload(16 * 1024 * 1024);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ errors: { file: ['validation.fileTooLarge'] } });
  });

  it('redirects trailing slashes away, keeping the query', async () => {
    const response = await run('/en/news/?page=2');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://localhost:3000/en/news?page=2');
  });

  it('sends the root to the visitor language, German by default', async () => {
    expect((await run('/')).headers.get('location')).toBe('http://localhost:3000/de');
    const english = await run('/', { 'accept-language': 'en-US,en;q=0.9' });
    expect(english.status).toBe(307);
    expect(english.headers.get('location')).toBe('http://localhost:3000/en');
    expect(english.headers.get('vary')).toContain('Accept-Language');
  });

  it('sends guard violations to the 404 page of the language', async () => {
    const response = await run('/en/study/theatre');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/en/404');
  });

  it("sends the other language's faculty slug to this language's own (spec 2, 5)", async () => {
    const response = await run('/en/study/musik');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://localhost:3000/en/study/music');
  });

  it('removes the version parameter for visitors without a session (301)', async () => {
    const response = await run('/de/neuigkeiten?page=2&v=5');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('http://localhost:3000/de/neuigkeiten?page=2');
    expect((await run('/de/hochschule?v=5')).headers.get('location')).toBe(
      'http://localhost:3000/de/hochschule',
    );
    expect(await rewrite('/de/neuigkeiten?v=5', { cookie: `${sessionCookieName}=abc` })).toBe(
      'http://localhost:3000/de/news-list/-?v=5',
    );
  });

  it('looks other paths below a language up as content-managed pages (DESIGN.md 2)', async () => {
    expect(await rewrite('/de/hochschule')).toBe('http://localhost:3000/de/cms/3/hochschule');
    expect(await rewrite('/en/university/history?x=1')).toBe(
      'http://localhost:3000/en/cms/4/university/history?x=1',
    );
  });

  it('then as stored redirects (301), then not found', async () => {
    const moved = await run('/de/alte-seite');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('http://localhost:3000/de/hochschule');
    expect(await rewrite('/de/news')).toBe('http://localhost:3000/_aula/not-found');
    expect(await rewrite('/de/news-list')).toBe('http://localhost:3000/_aula/not-found');
  });

  it('leaves the lookup to the page route for editors in draft mode (unpublished pages)', async () => {
    expect(
      await rewrite('/de/entwurf', { cookie: `${sessionCookieName}=editor; __prerender_bypass=x` }),
    ).toBe('http://localhost:3000/de/cms/0/entwurf');
    expect(await rewrite('/de/entwurf', { cookie: `${sessionCookieName}=abc` })).toBe(
      'http://localhost:3000/_aula/not-found',
    );
  });

  it("sends a confirmed editor's session through the edit-mode switch once (DESIGN.md 8)", async () => {
    const response = await run('/de/neuigkeiten?page=2', { cookie: `${sessionCookieName}=editor` });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(
      'http://localhost:3000/api/edit-mode?next=%2Fde%2Fneuigkeiten%3Fpage%3D2',
    );
    // In draft mode the page itself is rendered for the editor.
    expect(
      await rewrite('/de/neuigkeiten', {
        cookie: `${sessionCookieName}=editor; __prerender_bypass=x`,
      }),
    ).toBe('http://localhost:3000/de/news-list/-');
  });

  it('serves sessions the content API does not confirm as visitors, and turns draft mode off without a session', async () => {
    expect(await rewrite('/de/neuigkeiten', { cookie: `${sessionCookieName}=expired` })).toBe(
      'http://localhost:3000/de/news-list/-',
    );
    const loggedOut = await run('/de/neuigkeiten', { cookie: '__prerender_bypass=x' });
    expect(loggedOut.status).toBe(307);
    expect(loggedOut.headers.get('location')).toBe(
      'http://localhost:3000/api/edit-mode?next=%2Fde%2Fneuigkeiten',
    );
  });

  it('answers /{locale}/404 and paths outside both languages with the global not-found page', async () => {
    const notFound = async (path: string) => {
      const response = await run(path, { [notFoundLocaleHeader]: 'en' });
      return [
        response.headers.get('x-middleware-rewrite'),
        response.headers.get(`x-middleware-request-${notFoundLocaleHeader}`),
      ];
    };
    expect(await notFound('/en/404')).toEqual(['http://localhost:3000/_aula/not-found', 'en']);
    expect(await notFound('/de/404')).toEqual(['http://localhost:3000/_aula/not-found', 'de']);
    expect(await notFound('/fr/news')).toEqual(['http://localhost:3000/_aula/not-found', 'de']);
    expect(await notFound('/wp-login.php')).toEqual([
      'http://localhost:3000/_aula/not-found',
      'de',
    ]);
    expect(await notFound('/en/%zz')).toEqual(['http://localhost:3000/_aula/not-found', 'en']);
  });

  it('never redirects to another host', async () => {
    for (const path of ['//evil.example/', '//evil.example/?v=1', '/%2F%2Fevil.example/']) {
      const location = (await run(path)).headers.get('location');
      expect(location === null || location.startsWith('http://localhost:3000/')).toBe(true);
    }
  });

  it('gives every answer the security headers (DESIGN.md 6)', async () => {
    for (const path of [
      '/de/neuigkeiten',
      '/de/hochschule',
      '/de/gibt-es-nicht',
      '/',
      '/de/api/news/',
    ]) {
      const response = await run(path);
      expect(response.headers.get('content-security-policy'), path).toContain("object-src 'none'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });
});
