/**
 * The hosts of the embed blocks' players: @aula/api-client's `embedFrameHosts`, which the test
 * keeps this equal to. Copied, not imported: next.config.ts loads this file with Next.js's config
 * loader, which follows a library's relative imports but not its imports of another library.
 */
const embedFrameHosts = [
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'open.spotify.com',
  'w.soundcloud.com',
  'bandcamp.com',
  '*.podigee.io',
  'e.issuu.com',
  'www.yumpu.com',
  'v.calameo.com',
  'www.instagram.com',
  'platform.twitter.com',
  'www.facebook.com',
  'www.tiktok.com',
];

/** Where the consented tracking scripts come from (the host's consent loads them, spec 4). */
const tagManager = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];
const fontTracking = 'https://fast.fonts.net';

/**
 * DESIGN.md 6 (frame-src): the players the embed blocks frame (`embedPlayerUrl`), and nothing else.
 */
function embedSources(): string[] {
  return embedFrameHosts.map((host) => `https://${host}`);
}

/**
 * DESIGN.md 6: the Content-Security-Policy of every page. The trade-off: Next.js inlines its
 * bootstrap and RSC payload as scripts, and the nonces that would allow them one by one force
 * every page to render per request, which would undo the page cache (DESIGN.md 5). So scripts
 * and styles allow 'unsafe-inline'; everything else is as strict as the site allows: no
 * plugins, no foreign base URL or form target, frames only from the embed allow-list, this
 * site only as the framing parent, and the tracking hosts only for what consent loads. The
 * risk of inline script is carried by the rich-text sanitizer (on save and at render), the only
 * HTML that editors can write.
 */
export function contentSecurityPolicy(): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...tagManager],
    'style-src': ["'self'", "'unsafe-inline'", fontTracking],
    'img-src': ["'self'", 'data:', 'blob:', ...tagManager],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...tagManager],
    'frame-src': embedSources(),
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** DESIGN.md 6: the security headers of every page answer (the proxy sets them). */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy(),
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), browsing-topics=()',
};
