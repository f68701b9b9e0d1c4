import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestOrigin, siteUrl } from './site-url';

afterEach(() => vi.unstubAllEnvs());

describe('siteUrl (canonical, hreflang and sitemap links are always absolute)', () => {
  it('is SITE_URL when set', () => {
    vi.stubEnv('SITE_URL', 'https://www.example.org/any/path');
    expect(siteUrl('http://127.0.0.1:3000').href).toBe('https://www.example.org/');
  });

  it("is the request's origin without SITE_URL, else the host's own address, else localhost", () => {
    vi.stubEnv('SITE_URL', '');
    vi.stubEnv('HOST_URL', 'http://127.0.0.1:4210');
    expect(siteUrl('http://localhost:3000').href).toBe('http://localhost:3000/');
    expect(siteUrl().href).toBe('http://127.0.0.1:4210/');
    vi.stubEnv('HOST_URL', '');
    vi.stubEnv('PORT', '3100');
    expect(siteUrl().href).toBe('http://localhost:3100/');
  });

  it('ignores values that are not http(s) origins', () => {
    vi.stubEnv('SITE_URL', 'javascript:alert(1)');
    vi.stubEnv('HOST_URL', 'not a url');
    vi.stubEnv('PORT', '3000');
    expect(siteUrl().href).toBe('http://localhost:3000/');
  });
});

describe('requestOrigin', () => {
  it('reads the host and, behind a proxy, the forwarded host and protocol', () => {
    expect(requestOrigin(new Headers({ host: 'localhost:3000' }))).toBe('http://localhost:3000');
    expect(
      requestOrigin(
        new Headers({
          host: '10.0.0.2',
          'x-forwarded-host': 'www.example.org',
          'x-forwarded-proto': 'https',
        }),
      ),
    ).toBe('https://www.example.org');
  });

  it('refuses a host header that is not a host name', () => {
    expect(requestOrigin(new Headers({ host: 'evil.example/path' }))).toBeNull();
    expect(requestOrigin(new Headers())).toBeNull();
  });
});
