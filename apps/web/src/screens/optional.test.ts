import { HttpError, NotFoundError } from '@aula/api-client';
import { describe, expect, it, vi } from 'vitest';
import { DegradedRenderError } from '../content/lost-data';
import { optional } from './optional';

describe('optional (spec 8: a missing section does not show, a failed one is never cached)', () => {
  it('gives the value of a request that succeeds', async () => {
    await expect(optional(Promise.resolve([1]), 'x')).resolves.toEqual([1]);
  });

  it('gives null for a section that is not there', async () => {
    await expect(
      optional(Promise.reject(new NotFoundError('/de/api/teaser/')), 'teasers'),
    ).resolves.toBeNull();
  });

  it('logs a failing API and abandons the render instead of rendering the page without the section', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      optional(Promise.reject(new HttpError('/de/api/teaser/', 502)), 'teasers'),
    ).rejects.toBeInstanceOf(DegradedRenderError);
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});
