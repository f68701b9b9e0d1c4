import type { SearchResultType } from '@aula/api-client';
import { facultySlugs, href, type FacultySlug, type Locale } from '@aula/routing';
import { pageUrl } from '../pages/read-page';
import type { HitRow } from './search-source';

const isFacultySlug = (slug: string | null): slug is FacultySlug =>
  Object.values(facultySlugs).some((slugs) => slugs.de === slug || slugs.en === slug);

/** The address of a hit in `locale` (spec 2 route table); null if its row cannot have one. */
export function hitUrl(type: SearchResultType, hit: HitRow, locale: Locale): string | null {
  const entity = { slug: hit.slug, id: hit.id };
  const faculty = hit.parent_slug;
  switch (type) {
    case 'news':
      return href('newsDetail', locale, entity);
    case 'event':
      return href('eventDetail', locale, entity);
    case 'person':
      return href('personDetail', locale, entity);
    case 'page':
      return pageUrl({ path_de: hit.slug, path_en: hit.slug }, locale);
    case 'faculty':
      return isFacultySlug(faculty) ? href('faculty', locale, { faculty }) : null;
    case 'programme':
      return isFacultySlug(faculty)
        ? href('studyProgramme', locale, { faculty, studyTitle: hit.slug, id: hit.id })
        : null;
    case 'subject':
      return isFacultySlug(faculty) && hit.programme_slug !== null && hit.programme_id !== null
        ? href('studySubject', locale, {
            faculty,
            studyTitle: hit.programme_slug,
            id: hit.programme_id,
            subjectTitle: hit.slug,
            subjectId: hit.id,
          })
        : null;
    case 'application':
      return href('applicationDetail', locale, entity);
    case 'press-release':
      return href('pressReleaseDetail', locale, entity);
    // Press articles and material are listed on the press page; they have no page of their own.
    case 'press-article':
    case 'press-material':
      return href('press', locale);
    // A microsite's own address; only web addresses are ever a link (never `javascript:`).
    case 'microsite':
      return hit.parent_slug !== null && /^(https?:\/\/|\/)/i.test(hit.parent_slug)
        ? hit.parent_slug
        : null;
  }
}
