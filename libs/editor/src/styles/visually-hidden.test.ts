import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(resolve(import.meta.dirname, path), 'utf8');
/** The declarations of the `.visually-hidden` rule of a stylesheet, one per line, sorted. */
const declarations = (css: string) =>
  (/\n\.visually-hidden \{([^}]*)\}/.exec(css)?.[1] ?? '')
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean)
    .sort();

describe("the editor's visually-hidden rule (DESIGN.md 9)", () => {
  it("is the visitor stylesheet's rule, declaration for declaration", () => {
    const editor = declarations(read('visually-hidden.css'));
    expect(editor).toContain('clip-path: inset(50%)');
    expect(editor).toEqual(declarations(read('../../../ui/src/tokens/base.css')));
  });

  it("comes with the admin's shell, so the admin and the media library documents have it", () => {
    // Not with the package entries: a bundler skips a re-exporting entry's own imports.
    expect(read('../admin/AdminShell.tsx')).toContain("import '../styles/visually-hidden.css';");
  });
});
