import { describe, expect, it } from 'vitest';
import { pageRequestKey } from './page-request-key';

const get = (url: string, headers: Record<string, string> = {}) => ({
  method: 'GET',
  url,
  headers,
});

describe('pageRequestKey (DESIGN.md 5)', () => {
  it('keys a visitor request by its URL and the headers Next.js varies by', () => {
    const plain = pageRequestKey(get('/de/neuigkeiten'));
    expect(plain).toContain('/de/neuigkeiten');
    expect(pageRequestKey(get('/de/neuigkeiten?page=2'))).not.toBe(plain);
    expect(pageRequestKey(get('/de/neuigkeiten', { 'accept-encoding': 'gzip' }))).not.toBe(plain);
    expect(pageRequestKey(get('/de/neuigkeiten', { rsc: '1' }))).not.toBe(plain);
    // Headers the page does not vary by are not part of the key.
    expect(
      pageRequestKey(get('/de/neuigkeiten', { 'user-agent': 'x', 'accept-language': 'en' })),
    ).toBe(plain);
  });

  it('gives HEAD the key of GET and passes every other method on', () => {
    expect(pageRequestKey({ ...get('/de'), method: 'HEAD' })).toBe(pageRequestKey(get('/de')));
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS'])
      expect(pageRequestKey({ ...get('/de'), method }), method).toBeNull();
  });

  it("passes editors' requests on: a session or draft mode (DESIGN.md 8)", () => {
    expect(pageRequestKey(get('/de', { cookie: 'sessionid=abc' }))).toBeNull();
    expect(pageRequestKey(get('/de', { cookie: 'consent=1; __prerender_bypass=x' }))).toBeNull();
    // Other cookies (the consent, the CSRF token) leave a visitor a visitor.
    expect(pageRequestKey(get('/de', { cookie: 'consent=1; csrftoken=t' }))).toBe(
      pageRequestKey(get('/de')),
    );
  });

  it('passes date-conditional, partial, authorized and no-cache requests on', () => {
    const passedOn: Record<string, string>[] = [
      { authorization: 'Bearer x' },
      { range: 'bytes=0-9' },
      { 'if-modified-since': 'Fri, 27 Nov 2026 00:00:00 GMT' },
      { 'cache-control': 'no-cache' },
      { pragma: 'no-cache' },
    ];
    for (const headers of passedOn) {
      expect(pageRequestKey(get('/de', headers)), JSON.stringify(headers)).toBeNull();
    }
    expect(pageRequestKey(get('/de', { 'cache-control': 'max-age=0' }))).not.toBeNull();
    // A revalidation by ETag shares the key: the copy answers it.
    expect(pageRequestKey(get('/de', { 'if-none-match': '"e"' }))).toBe(pageRequestKey(get('/de')));
  });

  it('passes absolute-form and missing URLs on', () => {
    expect(pageRequestKey(get('http://example.org/de'))).toBeNull();
    expect(pageRequestKey({ method: 'GET', url: undefined, headers: {} })).toBeNull();
  });
});
