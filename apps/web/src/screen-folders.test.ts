import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { screenFolders, screenIds } from '@aula/routing';
import { describe, expect, it } from 'vitest';

const siteFolder = join(import.meta.dirname, 'app/[locale]/(site)');

describe('the route folders the proxy rewrites to (screenFolders of @aula/routing)', () => {
  it('has an app folder for every screen of the route table', () => {
    for (const screen of screenIds)
      expect(existsSync(join(siteFolder, screenFolders[screen])), screen).toBe(true);
  });
});
