import {
  embedAllowLists,
  embedPlatforms,
  type EmbedHost,
  type EmbedKind,
  type EmbedPlatform,
} from './embed-allow-lists';

export interface EmbedTarget {
  /** The allowed URL, https, with HTML entities decoded. */
  url: string;
  platform: EmbedPlatform;
}

const urlPattern = /https?:\/\/[^\s"'<>`]+/gi;

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#0*38;/g, '&')
    .replace(/&quot;/g, '"');
}

function allowedHost(hostname: string, kind: EmbedKind): EmbedHost | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const list: readonly EmbedHost[] = embedAllowLists[kind];
  return list.find((allowed) => host === allowed || host.endsWith(`.${allowed}`)) ?? null;
}

/**
 * DESIGN.md 3 and 6, spec 5: finds the embed URL in a pasted URL or embed code (iframe,
 * blockquote) and checks its host against the allow-list of `kind` (exact host or subdomain).
 * Takes the first http(s) URL whose host is allowed, so an official embed code whose text links
 * elsewhere first (for example a t.co link inside a post) still resolves; returns null when no URL
 * is allowed. Editor, server and renderers all use this one function; raw HTML is never rendered.
 */
export function extractEmbedUrl(codeOrUrl: string, kind: EmbedKind): EmbedTarget | null {
  for (const [candidate] of codeOrUrl.matchAll(urlPattern)) {
    let parsed: URL;
    try {
      parsed = new URL(decodeEntities(candidate));
    } catch {
      continue;
    }
    if (parsed.username || parsed.password) continue;
    const host = allowedHost(parsed.hostname, kind);
    if (!host) continue;
    parsed.protocol = 'https:';
    return { url: parsed.href, platform: embedPlatforms[host] };
  }
  return null;
}
