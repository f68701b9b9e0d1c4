import { type FacultySlug, facultySlugs, href, type Locale } from '@aula/routing';
import type { ReactNode } from 'react';
import { cacheTags } from '@web/content/cache-tags';
import { visitorApi } from '@web/content/visitor-api';
import { NextLink } from '@web/links/NextLink';
import { optional } from '@web/screens/optional';

const knownFacultySlugs: readonly string[] = Object.values(facultySlugs).flatMap((slugs) => [
  slugs.de,
  slugs.en,
]);
const isFacultySlug = (slug: string): slug is FacultySlug => knownFacultySlugs.includes(slug);

/**
 * An entity's faculty (an id) as a fact's value: the faculty's name, linking to its
 * page when the routes know its slug; null when none is set or the faculties do not load.
 */
export async function facultyOf(id: number | null, locale: Locale): Promise<ReactNode> {
  if (id === null) return null;
  const faculties = await optional(
    visitorApi([cacheTags.list('study')]).study.faculties(locale),
    'faculties',
  );
  const faculty = faculties?.find((entry) => entry.id === id);
  if (!faculty) return null;
  return isFacultySlug(faculty.slug) ? (
    <NextLink href={href('faculty', locale, { faculty: faculty.slug })}>{faculty.name}</NextLink>
  ) : (
    faculty.name
  );
}
