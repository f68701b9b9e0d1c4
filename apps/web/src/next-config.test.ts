import { securityHeaders } from '@aula/api-client/host';
import { staticScreenRewrites } from '@aula/routing';
import { describe, expect, it } from 'vitest';
import nextConfig from '../next.config';

describe('next.config.ts (issue 18)', () => {
  it('rewrites every static screen to its internal route before the file routes, as the proxy would', async () => {
    const rewrites = await nextConfig.rewrites?.();
    expect(rewrites && !Array.isArray(rewrites) ? rewrites.beforeFiles : []).toEqual(staticScreenRewrites());
  });

  it('gives every static screen the security headers the proxy gives other answers', async () => {
    const rules = (await nextConfig.headers?.()) ?? [];
    expect(rules.map(({ source }) => source)).toEqual(staticScreenRewrites().map(({ source }) => source));
    for (const rule of rules) expect(Object.fromEntries(rule.headers.map(({ key, value }) => [key, value]))).toEqual(securityHeaders);
  });
});
