import type { Locale } from '../schemas/language';

/** A site path whose visitor page is gone may have a stored redirect (`/pageeditor-api/redirect/{path}`). */
export interface RedirectLookup {
  pageEditor: { redirect(locale: Locale, path: string): Promise<{ new_path: string }> };
}

/**
 * DESIGN.md 9: the permanent redirect of a path a renamed slug left behind
 * (`/de/neuigkeiten/alt/5`), or null (none stored, or the lookup failed, which spec 8 ignores).
 * Only site paths and http(s) URLs are followed.
 */
export async function storedRedirect(
  client: RedirectLookup,
  locale: Locale,
  path: string,
): Promise<string | null> {
  try {
    const target = (await client.pageEditor.redirect(locale, path)).new_path;
    return /^\/(?![/\\])/.test(target) || /^https?:\/\//i.test(target) ? target : null;
  } catch {
    return null;
  }
}
