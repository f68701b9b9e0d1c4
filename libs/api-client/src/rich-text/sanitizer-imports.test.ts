import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '../../../..');

/** Every source file of the libraries and apps, without build output and dependencies. */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', '.next', 'test-results'].includes(entry.name)) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

const files = ['libs', 'apps'].flatMap((folder) => sources(join(repo, folder)));
const importers = (specifier: string) =>
  files
    .filter((file) =>
      new RegExp(`from '${specifier}'|import\\('${specifier}'\\)`).test(readFileSync(file, 'utf8')),
    )
    .map((file) => relative(repo, file));

describe('the rich-text sanitizer stays on the server (DESIGN.md 6)', () => {
  it('one module imports the sanitizer library, and only the server-only entry exposes it', () => {
    expect(importers('sanitize-html')).toEqual([
      'libs/api-client/src/rich-text/sanitize-rich-text.ts',
    ]);
    expect(importers('./rich-text/sanitize-rich-text')).toEqual([
      'libs/api-client/src/sanitize.ts',
    ]);
  });

  it('is used by the content server on save and the blocks at render (server components), nowhere else', () => {
    const users = importers('@aula/api-client/sanitize').filter(
      (file) => !/\.test\.tsx?$/.test(file),
    );
    expect(users.sort()).toEqual([
      'libs/blocks/src/blocks/FAQItem/split-faq-item.ts',
      'libs/blocks/src/parts/RichText/RichText.tsx',
      'libs/content-server/src/modules/module-fields.ts',
    ]);
  });
});
