import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { headingText, serverRenderOptions } from './server-render-options';

const sourceRoot = resolve(import.meta.dirname, '..');
const hyphenation = ['@aula/host/hyphenation', '@web/screens/server-render-options'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The module specifiers a file imports at run time (`import type` is erased). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)';/gm)].map(
    (match) => match[1] ?? '',
  );
}

/** The file of a relative or `@web/` import, if it is one of the host's own modules. */
function fileOf(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@web/')
    ? join(sourceRoot, specifier.slice('@web/'.length))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  return base && [`${base}.ts`, `${base}.tsx`].find((candidate) => existsSync(candidate));
}

/** Every specifier a file pulls into its bundle, following the host's own modules. */
function reachableFrom(file: string): Set<string> {
  const seen = new Set<string>();
  const pending = [file];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    for (const specifier of importsOf(current)) {
      if (seen.has(specifier)) continue;
      seen.add(specifier);
      const target = fileOf(current, specifier);
      if (target) pending.push(target);
    }
  }
  return seen;
}

describe('serverRenderOptions (headings and card titles hyphenated on the server)', () => {
  it("hyphenates in the page's language, each hyphenated word a box of its own", () => {
    const german = renderToStaticMarkup(
      <h2>{headingText('Bewerbung Kommunikationsdesign', 'de')}</h2>,
    );
    const word = ['Kommu', 'ni', 'ka', 'ti', 'ons', 'de', 'sign'].join('\u00AD');
    expect(german).toBe(`<h2>Bewerbung <span class="aula-long-word">${word}</span></h2>`);
    const english = serverRenderOptions('en').hyphenate?.('Communication design');
    expect(renderToStaticMarkup(<h3>{english}</h3>)).toBe(
      '<h3><span class="aula-long-word">Commu\u00ADni\u00ADca\u00ADtion</span> design</h3>',
    );
    expect(headingText('Jazz (B.Mus.)', 'de')).toBe('Jazz (B.Mus.)');
    expect(serverRenderOptions('de')).toMatchObject({ locale: 'de', editMode: false });
  });

  it('is never reached from a client component (the patterns stay out of browser bundles)', () => {
    const clientFiles = sourceFiles(sourceRoot).filter((file) =>
      /^['"]use client['"]/.test(readFileSync(file, 'utf8')),
    );
    expect(clientFiles.length).toBeGreaterThan(5);
    for (const file of clientFiles)
      for (const entry of hyphenation) expect(reachableFrom(file), file).not.toContain(entry);
  });

  it('the check follows imports: a server screen does reach it', () => {
    const screen = join(sourceRoot, 'features/study/StudyOverviewScreen.tsx');
    expect(reachableFrom(screen)).toContain('@web/screens/server-render-options');
    expect(reachableFrom(join(sourceRoot, 'screens/server-render-options.tsx'))).toContain(
      '@aula/host/hyphenation',
    );
  });
});
