import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const workspace = resolve(import.meta.dirname, '../../../..');
const sharedFile = 'libs/ui/src/tokens/base.css';

/**
 * The admin's and media library's documents load no visitor stylesheet, so the editor carries the
 * same rule (its own test keeps the declarations equal to base.css's).
 */
const editorCopy = 'libs/editor/src/styles/visually-hidden.css';

/** Where the libraries and the host keep their stylesheets. */
const stylesheetRoots = ['libs/ui/src', 'libs/blocks/src', 'libs/editor/src', 'apps/web/src'];

/**
 * Hides that depend on the width, so no class can carry them: a media query hides these (the
 * person table's column heads and the structure bar's labels on narrow screens).
 */
const responsiveHides: Record<string, number> = {
  'libs/blocks/src/parts/PersonTable/PersonTable.module.css': 1,
  'libs/editor/src/structure/Structure.module.css': 1,
};

/** The clip of a visually-hidden rule, in either spelling. */
const clipPattern = /clip-path:\s*inset\(50%\)|clip:\s*rect\(/g;

function stylesheets(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

function clipCount(file: string): number {
  const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return css.match(clipPattern)?.length ?? 0;
}

describe('the visually-hidden rule', () => {
  it("is written in base.css and the editor's copy for the admin, nowhere else", () => {
    const copies = Object.fromEntries(
      stylesheetRoots
        .flatMap((root) => stylesheets(join(workspace, root)))
        .map((file) => [relative(workspace, file), clipCount(file)] as const)
        .filter(([, count]) => count > 0),
    );
    expect(copies).toEqual({ [sharedFile]: 1, [editorCopy]: 1, ...responsiveHides });
  });

  it('takes the text out of the layout and clips it to nothing', () => {
    const css = readFileSync(join(workspace, sharedFile), 'utf8');
    const rule = /\n\.visually-hidden \{([^}]*)\}/.exec(css)?.[1] ?? '';
    for (const declaration of [
      'position: absolute;',
      'width: 1px;',
      'height: 1px;',
      'overflow: hidden;',
      'clip-path: inset(50%);',
      'white-space: nowrap;',
    ]) {
      expect(rule).toContain(declaration);
    }
  });
});
