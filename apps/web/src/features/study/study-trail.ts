import type { StudyProgrammeDetail, StudySubject } from '@aula/api-client';
import type { BreadcrumbItem } from '@aula/blocks';
import type { Locale } from '@aula/routing';
import { cacheTags } from '@web/content/cache-tags';
import { visitorApi } from '@web/content/visitor-api';
import { optional } from '@web/screens/optional';

/**
 * spec 2's route table nests the study screens: overview, faculty, programme, subject. A
 * programme's or subject's breadcrumbs name every level between the overview and the page;
 * a level the content API does not know is left out (a failed request abandons the render, as
 * every optional part does).
 */
async function facultyLevel(locale: Locale, facultyId: number): Promise<BreadcrumbItem[]> {
  const faculties = await optional(
    visitorApi([cacheTags.list('study')]).study.faculties(locale),
    'faculties',
  );
  const faculty = faculties?.find((entry) => entry.id === facultyId);
  return faculty ? [{ label: faculty.name, href: faculty.urls[locale] }] : [];
}

/** Between the study overview and a programme: its faculty. */
export function programmeTrail(
  programme: StudyProgrammeDetail,
  locale: Locale,
): Promise<BreadcrumbItem[]> {
  return facultyLevel(locale, programme.faculty);
}

/** Between the study overview and a subject: its programme's faculty, then the programme. */
export async function subjectTrail(
  subject: StudySubject,
  locale: Locale,
): Promise<BreadcrumbItem[]> {
  const programme = await optional(
    visitorApi([cacheTags.entity('programme', subject.programme)]).study.programme(
      locale,
      subject.programme,
    ),
    'programme',
  );
  if (!programme) return [];
  return [
    ...(await facultyLevel(locale, programme.faculty)),
    { label: programme.title, href: programme.urls[locale] },
  ];
}
