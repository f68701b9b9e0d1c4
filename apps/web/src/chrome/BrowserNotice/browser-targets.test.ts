import { browserTargets } from '@aula/ui';
import { getSupportedBrowsers } from 'next/dist/build/get-supported-browsers';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('the browser notice targets (spec 8)', () => {
  it("are the browsers the host's build is made for", () => {
    const built = getSupportedBrowsers(join(import.meta.dirname, '../../..'), false);
    const ours = Object.entries(browserTargets).map(
      ([name, [major, minor]]) => `${name} ${minor ? `${major}.${minor}` : major}`,
    );
    expect(built.toSorted()).toEqual(ours.toSorted());
  });
});
