import { entityIdFromText, NotFoundError, type Page } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import type { EditorSession } from '@web/features/editing/editor-session';
import { notFound } from 'next/navigation';
import { cache } from 'react';

/** The `?v=` of a page request as a version id, or undefined. */
export function versionId(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  // spec 5: within PostgreSQL's integer (shared field rules); beyond it is no version.
  return entityIdFromText(text);
}

/**
 * spec 4, 6, DESIGN.md 8: a page (or the version `v` of it) as an editor sees it: read
 * uncached with the editor's session, unpublished pages included; never in the visitor cache.
 */
export const loadEditorPage = cache(
  async (
    editor: EditorSession,
    locale: Locale,
    slug: string,
    version: number | undefined,
  ): Promise<Page> => {
    try {
      return await editor.api.pageEditor.page(
        locale,
        slug,
        version === undefined ? {} : { versionId: version },
      );
    } catch (error) {
      if (error instanceof NotFoundError) notFound();
      throw error;
    }
  },
);
