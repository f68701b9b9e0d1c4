/**
 * The public origin of the site, for absolute canonical and alternate links (`SITE_URL`, for
 * example `https://www.example.org`). Unset, Next.js falls back to the local server's origin.
 */
export function siteUrl(): URL | null {
  const value = process.env['SITE_URL'];
  if (!value) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}
