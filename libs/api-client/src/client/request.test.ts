import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forwardCookies } from './cookies';
import {
  ConflictError,
  ForbiddenError,
  HttpError,
  NetworkError,
  NotFoundError,
  ParseError,
  UnauthorizedError,
  ValidationError,
} from './errors';
import { fakeFetch } from '../testing/fake-fetch';
import { requestJson } from './request';

const schema = v.object({ items: v.array(v.object({ title: v.string() })) });

function answering(status: number, body: unknown): typeof fetch {
  return fakeFetch(() => ({ status, body })).fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('requestJson', () => {
  it('returns the parsed answer', async () => {
    const data = await requestJson(
      { fetch: answering(200, { items: [{ title: 'a' }] }) },
      '/x',
      schema,
    );
    expect(data.items[0]?.title).toBe('a');
  });

  it('names the field that does not match the schema', async () => {
    const call = requestJson({ fetch: answering(200, { items: [{ title: 3 }] }) }, '/x', schema);
    await expect(call).rejects.toBeInstanceOf(ParseError);
    await expect(call).rejects.toMatchObject({ field: 'items.0.title' });
  });

  it('maps statuses to typed errors', async () => {
    await expect(requestJson({ fetch: answering(404, {}) }, '/x', schema)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(requestJson({ fetch: answering(401, {}) }, '/x', schema)).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    await expect(requestJson({ fetch: answering(403, {}) }, '/x', schema)).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    await expect(requestJson({ fetch: answering(500, {}) }, '/x', schema)).rejects.toBeInstanceOf(
      HttpError,
    );
  });

  it.each([401, 403, 404, 500])('lets go of the unread body of a %i', async (status) => {
    let cancelled = false;
    const body = new ReadableStream({ cancel: () => void (cancelled = true) });
    const fetch = async () => new Response(body, { status });
    await expect(requestJson({ fetch }, '/x', schema)).rejects.toBeInstanceOf(Error);
    expect(cancelled).toBe(true);
  });

  it('gives the field messages of a 400', async () => {
    const call = requestJson(
      { fetch: answering(400, { errors: { content: ['validation.required'] } }) },
      '/x',
      schema,
      { method: 'POST', body: {} },
    );
    await expect(call).rejects.toBeInstanceOf(ValidationError);
    await expect(call).rejects.toMatchObject({
      status: 400,
      fieldErrors: { content: ['validation.required'] },
    });
  });

  it('parses the current state of a 409 with the conflict schema', async () => {
    const current = v.object({ version: v.number() });
    const call = requestJson({ fetch: answering(409, { current: { version: 4 } }) }, '/x', schema, {
      method: 'POST',
      body: {},
      conflictSchema: current,
    });
    await expect(call).rejects.toBeInstanceOf(ConflictError);
    await expect(call).rejects.toMatchObject({ current: { version: 4 } });
  });

  it('wraps an unreachable server in NetworkError', async () => {
    const failing: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(requestJson({ fetch: failing }, '/x', schema)).rejects.toBeInstanceOf(
      NetworkError,
    );
  });

  it('reads an empty answer as null and rejects an answer that is not JSON', async () => {
    expect(
      await requestJson({ fetch: fakeFetch(() => ({ status: 204 })).fetch }, '/x', v.null()),
    ).toBeNull();
    const notJson: typeof fetch = async () => new Response('<html>', { status: 200 });
    await expect(requestJson({ fetch: notJson }, '/x', schema)).rejects.toBeInstanceOf(ParseError);
  });
});

describe('credentials and CSRF (DESIGN.md 3)', () => {
  it('sends credentials and no CSRF header on GET', async () => {
    const fake = fakeFetch(() => ({ body: null }));
    await requestJson({ fetch: fake.fetch, cookies: 'csrftoken=abc' }, '/x', v.null());
    expect(fake.calls[0]?.credentials).toBe('include');
    expect(fake.calls[0]?.headers.has('x-csrftoken')).toBe(false);
  });

  it('sends X-CSRFToken from the forwarded cookies on unsafe methods, and the cookies themselves', async () => {
    const fake = fakeFetch(() => ({ body: null }));
    const incoming = new Request('http://localhost/de', {
      headers: { cookie: 'sessionid=s1; csrftoken=t%2B1' },
    });
    await requestJson({ fetch: fake.fetch, ...forwardCookies(incoming) }, '/x', v.null(), {
      method: 'POST',
      body: { a: 1 },
    });
    const [call] = fake.calls;
    expect(call?.headers.get('x-csrftoken')).toBe('t+1');
    expect(call?.headers.get('cookie')).toBe('sessionid=s1; csrftoken=t%2B1');
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(call?.body).toEqual({ a: 1 });
  });

  it('reads the token from document.cookie in the browser', async () => {
    vi.stubGlobal('document', { cookie: 'other=1; csrftoken=browser' });
    const fake = fakeFetch(() => ({ body: null }));
    await requestJson({ fetch: fake.fetch }, '/x', v.null(), { method: 'DELETE' });
    expect(fake.calls[0]?.headers.get('x-csrftoken')).toBe('browser');
    expect(fake.calls[0]?.headers.has('cookie')).toBe(false);
  });

  it('takes the cookies from a function per request', async () => {
    const fake = fakeFetch(() => ({ body: null }));
    await requestJson(
      { fetch: fake.fetch, cookies: async () => 'csrftoken=late' },
      '/x',
      v.null(),
      { method: 'POST' },
    );
    expect(fake.calls[0]?.headers.get('x-csrftoken')).toBe('late');
  });
});

describe('minimum delay (spec 9)', () => {
  it('holds a quick answer back for 200 ms when asked', async () => {
    vi.useFakeTimers();
    let settled = false;
    const call = requestJson(
      { fetch: answering(200, null), minimumDelay: true },
      '/x',
      v.null(),
    ).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(199);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(settled).toBe(true);
  });

  it('holds a failure back too, and no delay by default', async () => {
    vi.useFakeTimers();
    let failedAt = -1;
    const start = Date.now();
    const call = requestJson({ fetch: answering(404, null) }, '/x', v.null(), {
      minimumDelay: 50,
    }).catch(() => {
      failedAt = Date.now() - start;
    });
    await vi.advanceTimersByTimeAsync(50);
    await call;
    expect(failedAt).toBe(50);
    await expect(requestJson({ fetch: answering(200, null) }, '/x', v.null())).resolves.toBeNull();
  });
});

describe('multipart bodies and 413 (DESIGN.md 4 uploads)', () => {
  it('passes FormData through without a JSON content type, with the CSRF header', async () => {
    let sent: unknown;
    const fake = fakeFetch(() => ({ body: null }));
    const recording: typeof fetch = (input, init) => {
      sent = init?.body;
      return fake.fetch(input, init);
    };
    const form = new FormData();
    form.set('file', new Blob(['x']), 'x.png');
    await requestJson({ fetch: recording, cookies: 'csrftoken=abc' }, '/x', v.null(), {
      method: 'POST',
      body: form,
    });
    expect(sent).toBe(form);
    expect(fake.calls[0]?.headers.has('content-type')).toBe(false);
    expect(fake.calls[0]?.headers.get('x-csrftoken')).toBe('abc');
  });

  it('reads a 413 with field errors as a ValidationError, a bare one as an HttpError', async () => {
    const named = requestJson(
      { fetch: answering(413, { errors: { file: ['validation.fileTooLarge'] } }) },
      '/x',
      schema,
      { method: 'POST', body: {} },
    );
    await expect(named).rejects.toMatchObject({
      status: 400,
      fieldErrors: { file: ['validation.fileTooLarge'] },
    });
    await expect(
      requestJson({ fetch: answering(413, null) }, '/x', schema, { method: 'POST', body: {} }),
    ).rejects.toMatchObject({ status: 413 });
    await expect(
      requestJson({ fetch: answering(413, null) }, '/x', schema, { method: 'POST', body: {} }),
    ).rejects.toBeInstanceOf(HttpError);
  });
});
