import type { LocalizedUrls } from '@aula/api-client';
import { cacheTags } from '@web/content/cache-tags';
import { visitorApi } from '@web/content/visitor-api';
import { loadEntity } from '@web/features/detail/load-entity';
import { type FolderParams, folderScreen } from '@web/screens/folder-screen';
import { notFound } from 'next/navigation';
import { cache } from 'react';

/**
 * The faculty of a faculty page, read once per render (shared by the page and the header's language
 * switch; DESIGN.md 5).
 */
export const loadFaculty = cache(async (params: FolderParams) => {
  const screen = folderScreen('faculty', params);
  if (!screen) notFound();
  const faculty = await loadEntity(
    visitorApi([cacheTags.entity('faculty', screen.params.faculty)]).study.faculty(
      screen.locale,
      screen.params.faculty,
    ),
  );
  return { locale: screen.locale, faculty };
});

/** spec 2: the faculty's own address in each language, for the header's language switch. */
export async function facultyUrls(params: FolderParams): Promise<LocalizedUrls> {
  return (await loadFaculty(params)).faculty.urls;
}
