import { embedFrameHosts } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

function directive(name: string): string[] {
  const found = contentSecurityPolicy()
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('security headers (DESIGN.md 6)', () => {
  it("allows frames from the embed platforms' players and nothing else", () => {
    expect(directive('frame-src')).toEqual(embedFrameHosts.map((host) => `https://${host}`));
    expect(directive('frame-src')).toContain('https://www.youtube-nocookie.com');
    expect(directive('frame-src')).not.toContain('https://youtube.com');
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
