import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;

/** The library's own modules: what ships, without tests, stories and test helpers. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The specifiers of a file's import and re-export lines (`import type` only is erased, so skipped). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [
    ...source.matchAll(
      /^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)';|^import\s+'([^']+)';/gm,
    ),
  ].map((match) => match[1] ?? match[2] ?? '');
}

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

/** Every module a file pulls into its bundle, following relative imports; bare imports as themselves. */
function reachableFrom(file: string): Set<string> {
  const seen = new Set<string>();
  const pending = [file];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    if (seen.has(current)) continue;
    seen.add(current);
    for (const specifier of importsOf(current)) {
      if (!specifier.startsWith('.')) {
        seen.add(specifier);
        continue;
      }
      const target = resolveRelative(current, specifier);
      if (target?.endsWith('.ts') || target?.endsWith('.tsx')) pending.push(target);
    }
  }
  return seen;
}

const clientFiles = sourceFiles(root).filter((file) =>
  readFileSync(file, 'utf8').startsWith("'use client';"),
);

describe('client islands (DESIGN.md 5: fast pages for visitors)', () => {
  it('are the few interactive parts', () => {
    expect(clientFiles.map((file) => relative(root, file)).sort()).toEqual([
      'ModuleRenderer/BlockErrorBoundary.tsx',
      'blocks/TeaserList/TeaserSlider.tsx',
      'blocks/Text/ShowMore.tsx',
      'parts/ExternalEmbed/EmbedGate.tsx',
      'parts/ImageLightbox/LightboxGallery.tsx',
      'parts/MediaConsent/MediaConsentProvider.tsx',
    ]);
  });

  it.each(clientFiles.map((file) => [relative(root, file), file]))(
    '%s never pulls in the rich-text sanitizer (sanitize-html stays on the server)',
    (_name, file) => {
      const reachable = reachableFrom(file);
      expect(reachable.has('@aula/api-client/sanitize')).toBe(false);
      expect(reachable.has('sanitize-html')).toBe(false);
      expect(reachable.has('@aula/api-client')).toBe(false);
      expect(reachable.has('@aula/i18n')).toBe(false);
    },
  );

  it('the check follows imports: the server side does reach the sanitizer', () => {
    expect(reachableFrom(join(root, 'ModuleRenderer/ModuleRenderer.tsx'))).toContain(
      '@aula/api-client/sanitize',
    );
    expect(reachableFrom(join(root, 'parts/RichText/RichText.tsx'))).toContain(
      '@aula/api-client/sanitize',
    );
  });
});
