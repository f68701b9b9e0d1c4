import {
  HttpError,
  NetworkError,
  NotFoundError,
  ParseError,
  ValidationError,
} from '@aula/api-client';
import { describe, expect, it, vi } from 'vitest';
import { DegradedRenderError, missingOrDegraded } from './lost-data';

describe('missingOrDegraded (a degraded render is never cached)', () => {
  it('treats a 404 and notFound() of a loader as "nothing to show", silently', () => {
    const log = vi.fn();
    expect(missingOrDegraded(new NotFoundError('/de/api/teaser/'), 'teasers', log)).toBeNull();
    expect(
      missingOrDegraded(
        Object.assign(new Error('NEXT_HTTP_ERROR_FALLBACK;404'), {
          digest: 'NEXT_HTTP_ERROR_FALLBACK;404',
        }),
        'home page',
        log,
      ),
    ).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it('logs another answer of the API (4xx) and shows nothing', () => {
    const log = vi.fn();
    expect(missingOrDegraded(new ValidationError('/de/api/news/', {}), 'news', log)).toBeNull();
    expect(log).toHaveBeenCalledOnce();
  });

  it.each([
    ['unreachable', new NetworkError('/de/api/news/', new Error('ECONNREFUSED'))],
    ['a server error', new HttpError('/de/api/news/', 503)],
    ['an answer off the contract', new ParseError('/de/api/news/', 'results', 'expected array')],
    ['anything else', new Error('socket hang up')],
  ])('abandons the render when the API is %s', (_, error) => {
    const log = vi.fn();
    expect(() => missingOrDegraded(error, 'home news', log)).toThrow(DegradedRenderError);
    expect(log).toHaveBeenCalledOnce();
  });

  it("passes Next.js's own control flow on untouched", () => {
    const redirect = Object.assign(new Error('NEXT_REDIRECT'), {
      digest: 'NEXT_REDIRECT;replace;/de;307;',
    });
    expect(() => missingOrDegraded(redirect, 'x', vi.fn())).toThrow(redirect);
    const dynamic = Object.assign(new Error('dynamic'), { digest: 'DYNAMIC_SERVER_USAGE' });
    expect(() => missingOrDegraded(dynamic, 'x', vi.fn())).toThrow(dynamic);
  });

  it('sends what failed to the error reporter by default (spec 8: a JSON line without configuration)', () => {
    const written = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(
      missingOrDegraded(new ValidationError('/de/api/news/', {}), 'news categories'),
    ).toBeNull();
    expect(JSON.parse(String(written.mock.calls[0]?.[0]))).toMatchObject({
      name: 'ValidationError',
      context: { what: 'news categories' },
    });
    written.mockRestore();
  });
});
