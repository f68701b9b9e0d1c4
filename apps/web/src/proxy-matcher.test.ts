import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { config } from '@web/proxy';

describe('the proxy matcher', () => {
  it('leaves /robots.txt and /sitemap.xml to their metadata routes, and still routes the pages', () => {
    const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url });
    expect(matches('/robots.txt')).toBe(false);
    expect(matches('/sitemap.xml')).toBe(false);
    expect(matches('/de/neuigkeiten')).toBe(true);
    expect(matches('/de/sitemap')).toBe(true);
  });
});
