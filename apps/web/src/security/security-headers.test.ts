import { embedAllowLists } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

function directive(name: string): string[] {
  const found = contentSecurityPolicy()
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('security headers (DESIGN.md 6)', () => {
  it('allows frames from every host of the embed allow-lists and nothing else', () => {
    const hosts = Object.values(embedAllowLists).flat();
    for (const host of hosts) expect(directive('frame-src')).toEqual(expect.arrayContaining([`https://${host}`, `https://*.${host}`]));
    expect(directive('frame-src')).toHaveLength(new Set(hosts).size * 2);
  });

  it('has no plugins, no foreign base or form target, and only this site as the framing parent', () => {
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('base-uri')).toEqual(["'self'"]);
    expect(directive('form-action')).toEqual(["'self'"]);
    expect(directive('frame-ancestors')).toEqual(["'self'"]);
    expect(directive('default-src')).toEqual(["'self'"]);
  });

  it('sends HSTS, nosniff and a referrer policy with the policy', () => {
    expect(securityHeaders).toMatchObject({
      'Strict-Transport-Security': expect.stringContaining('max-age='),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Content-Security-Policy': contentSecurityPolicy(),
    });
  });
});
