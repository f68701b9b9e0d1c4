import type { PersonDetail, StudyFaculty } from '@aula/api-client';
import { ImagePlaceholder, PlainImage } from '@aula/blocks';
import { t } from '@aula/i18n';
import { type FacultySlug, facultySlugs, href, type Locale } from '@aula/routing';
import { cacheTags } from '@web/content/cache-tags';
import { visitorApi } from '@web/content/visitor-api';
import { type DetailPartProps, detailScreen } from '@web/features/detail/detail-screen';
import { personSource } from '@web/features/detail/detail-sources';
import { NextLink } from '@web/links/NextLink';
import { JsonLd } from '@web/screens/JsonLd';
import { optional } from '@web/screens/optional';
import styles from './PersonDetail.module.css';

const knownFacultySlugs: readonly string[] = Object.values(facultySlugs).flatMap((slugs) => [
  slugs.de,
  slugs.en,
]);
const isFacultySlug = (slug: string): slug is FacultySlug => knownFacultySlugs.includes(slug);

/**
 * The person's faculty with the path of its page (null for a slug the routes do not know), or
 * null when none is set or the faculties do not load.
 */
async function loadFaculty(
  person: PersonDetail,
  locale: Locale,
): Promise<(StudyFaculty & { path: string | null }) | null> {
  if (person.faculty === null) return null;
  const faculties = await optional(
    visitorApi([cacheTags.list('study')]).study.faculties(locale),
    'faculties',
  );
  const faculty = faculties?.find((entry) => entry.id === person.faculty);
  if (!faculty) return null;
  return {
    ...faculty,
    path: isFacultySlug(faculty.slug) ? href('faculty', locale, { faculty: faculty.slug }) : null,
  };
}

/** A fact of the person's list: a term and its value, left out without a value. */
function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * spec 2: portrait (vertical 400x500), position, categories, contact, website, faculty linking
 * to its page, JSON-LD Person.
 */
async function PersonHead({ entity: person, locale }: DetailPartProps<PersonDetail>) {
  const faculty = await loadFaculty(person, locale);
  // The content API answers http(s) websites only; a backend that does not is not trusted either.
  const website = person.website && /^https?:\/\//i.test(person.website) ? person.website : null;
  const university = { '@type': 'CollegeOrUniversity', name: t(locale, 'site.name') };
  return (
    <>
      <JsonLd
        data={{
          '@type': 'Person',
          name: person.name,
          jobTitle: person.position,
          ...(person.email ? { email: person.email } : {}),
          ...(person.phone ? { telephone: person.phone } : {}),
          ...(website ? { url: website } : {}),
          ...(person.image_url ? { image: person.image_url } : {}),
          affiliation: university,
          ...(faculty
            ? {
                worksFor: {
                  '@type': 'Organization',
                  name: faculty.name,
                  ...(faculty.path ? { url: faculty.path } : {}),
                  parentOrganization: university,
                },
              }
            : {}),
        }}
      />
      {person.image_url ? (
        <PlainImage
          src={person.image_url}
          alt={person.alt || person.name}
          width={person.width ?? 400}
          height={person.height ?? 500}
          {...(person.thumbs.length > 0
            ? {
                srcSet: person.thumbs.map((thumb) => `${thumb.url} ${thumb.width}w`).join(', '),
                sizes: '(min-width: 48em) 25rem, 100vw',
              }
            : {})}
          className={styles['portrait']}
          priority
        />
      ) : (
        // A designed stand-in keeps the portrait column of the layout.
        <ImagePlaceholder kind="portrait" label={person.name} className={styles['portrait']} />
      )}
      <h1>{person.name}</h1>
      <p className="lead">{person.position}</p>
      {person.categories.length > 0 && (
        <p>{person.categories.map((category) => category.name).join(', ')}</p>
      )}
      <dl>
        {faculty && (
          <Fact term={t(locale, 'page.faculty')}>
            {faculty.path ? (
              <NextLink href={faculty.path} data-testid="person-faculty">
                {faculty.name}
              </NextLink>
            ) : (
              faculty.name
            )}
          </Fact>
        )}
        {person.email && (
          <Fact term={t(locale, 'page.email')}>
            <a href={`mailto:${person.email}`}>{person.email}</a>
          </Fact>
        )}
        {person.phone && (
          <Fact term={t(locale, 'page.phone')}>
            <a href={`tel:${person.phone.replace(/[^\d+]/g, '')}`}>{person.phone}</a>
          </Fact>
        )}
        {website && (
          <Fact term={t(locale, 'page.website')}>
            <a href={website} data-testid="person-website">
              {website}
            </a>
          </Fact>
        )}
      </dl>
    </>
  );
}

/** spec 2: a person, the editable body section and the other language. */
export const personDetail = detailScreen({
  loader: personSource,
  seo: (person) => ({ title: person.name, description: person.position, image: person.image_url }),
  parent: 'personList',
  Head: PersonHead,
});
