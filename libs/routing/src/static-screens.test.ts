import { describe, expect, it } from 'vitest';
import { match } from './match';
import { screenPath } from './internal-path';
import {
  staticScreenPattern,
  staticScreenQueryNames,
  staticScreenRewrites,
} from './static-screens';

describe('static screens (DESIGN.md 5: no per-request proxy work)', () => {
  it('rewrite each fixed public path to the internal route the proxy would rewrite it to', () => {
    const rewrites = staticScreenRewrites();
    expect(rewrites).toContainEqual({ source: '/de/neuigkeiten', destination: '/de/news-list/-' });
    expect(rewrites).toContainEqual({ source: '/en', destination: '/en/home' });
    for (const { source, destination } of rewrites) {
      const result = match(source, '');
      expect(result.kind, source).toBe('screen');
      if (result.kind === 'screen') expect(screenPath(result, ''), source).toBe(destination);
    }
  });

  it('leave out screens with parameters, the 404 screen and search', () => {
    const sources = staticScreenRewrites().map(({ source }) => source);
    expect(sources).not.toContain('/de/404');
    expect(sources).not.toContain('/de/search');
    expect(sources.some((source) => source.includes('{'))).toBe(false);
    expect(sources).toHaveLength(new Set(sources).size);
  });

  it('give a pattern that matches exactly the static paths of each language', () => {
    const pattern = new RegExp(`^/(?:${staticScreenPattern()})$`);
    for (const { source } of staticScreenRewrites())
      expect(pattern.test(source), source).toBe(true);
    for (const path of [
      '/de/news',
      '/en/neuigkeiten',
      '/de/neuigkeiten/',
      '/de/studium/musik',
      '/de/hochschule',
      '/fr',
    ])
      expect(pattern.test(path), path).toBe(false);
  });

  it('name every query parameter a list screen reads', () => {
    expect(staticScreenQueryNames).toEqual(['category', 'date', 'page', 'search', 'view']);
  });
});
