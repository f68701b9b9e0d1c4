import { describe, expect, it } from 'vitest';
import { collectPageTags } from './page-tags.mjs';
import RenderStartCache from './render-start-cache-handler.mjs';
import { markUnstoredRender } from './unstored-renders.mjs';

interface Handler {
  get(key: string, ctx: object): Promise<unknown>;
  set(key: string, data: object, ctx: object): Promise<void>;
  revalidateTag(tags: string[]): Promise<void>;
}

const page = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(''),
  headers: { 'x-next-cache-tags': 'page-7' },
  status: 200,
  segmentData: new Map(),
});
const ctx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RenderStartCache (DESIGN.md 5, read after save)', () => {
  const create = (): Handler =>
    new RenderStartCache({
      fs: undefined,
      flushToDisk: false,
      serverDistDir: '/tmp/aula-cache-test',
      revalidatedTags: [],
      maxMemoryCacheSize: 10_000_000,
    });

  it('drops what a render stored that began before a revalidation and ended after it', async () => {
    const cache = create();
    expect(await cache.get('/de/seite', ctx)).toBeNull(); // a visitor's render begins (old content)
    await pause(5);
    await cache.revalidateTag(['page-7']); // an editor's save is announced meanwhile
    await pause(5);
    await cache.set('/de/seite', page('old'), ctx); // the render ends and stores the old content
    expect(await cache.get('/de/seite', ctx)).toBeNull(); // the next visitor renders afresh
  });

  it('keeps what a render stored that began after the revalidation', async () => {
    const cache = create();
    await cache.revalidateTag(['page-7']);
    await pause(5);
    expect(await cache.get('/de/andere', ctx)).toBeNull();
    await cache.set('/de/andere', page('new'), ctx);
    expect(await cache.get('/de/andere', ctx)).toMatchObject({ value: { html: 'new' } });
  });

  it('keeps the previous copy when a render marked unstored (a failed page request) ends', async () => {
    const cache = create();
    const key = '/route-cache/APP_PAGE/a1/$/de/cms/7/seite'; // Next.js 16's page cache key
    await cache.set(key, page('good'), ctx);
    markUnstoredRender('/de/cms/7/seite');
    await cache.set(key, page('404'), ctx);
    expect(await cache.get(key, ctx)).toMatchObject({ value: { html: 'good' } });
    await cache.set(key, page('next'), ctx); // the mark is used up
    expect(await cache.get(key, ctx)).toMatchObject({ value: { html: 'next' } });
  });

  it("notes the tags of the page it stores or answers for the request's copy (page-tags.mjs)", async () => {
    const cache = create();
    const stored = new Set<string>();
    await collectPageTags(stored, () => cache.set('/de/getaggt', page('a'), ctx));
    const answered = new Set<string>();
    await collectPageTags(answered, () => cache.get('/de/getaggt', ctx));
    const missed = new Set<string>();
    await collectPageTags(missed, () => cache.get('/de/nie-gespeichert', ctx));
    expect([...stored]).toEqual(['page-7']);
    expect([...answered]).toEqual(['page-7']);
    expect([...missed]).toEqual([]);
  });
});
