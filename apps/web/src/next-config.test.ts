import { securityHeaders } from '@aula/host';
import { staticScreenRewrites } from '@aula/routing';
import { describe, expect, it } from 'vitest';
import nextConfig from '../next.config';

describe('next.config.ts (DESIGN.md 5)', () => {
  it('rewrites every static screen to its internal route before the file routes, as the proxy would', async () => {
    const rewrites = await nextConfig.rewrites?.();
    expect(rewrites && !Array.isArray(rewrites) ? rewrites.beforeFiles : []).toEqual(
      staticScreenRewrites(),
    );
  });

  it('gives every static screen, and nothing else, the security headers the proxy gives other answers, in one rule', async () => {
    const rules = (await nextConfig.headers?.()) ?? [];
    expect(rules).toHaveLength(1);
    const [rule] = rules;
    expect(Object.fromEntries(rule?.headers.map(({ key, value }) => [key, value]) ?? [])).toEqual(
      securityHeaders,
    );
    const matches = (path: string) => new RegExp(`^${rule?.source ?? ''}$`).test(path);
    for (const { source } of staticScreenRewrites()) expect(matches(source), source).toBe(true);
    for (const path of [
      '/de/news',
      '/en/neuigkeiten',
      '/de/neuigkeiten/',
      '/de/hochschule',
      '/de/neuigkeiten/a/1',
    ])
      expect(matches(path), path).toBe(false);
  });
});
