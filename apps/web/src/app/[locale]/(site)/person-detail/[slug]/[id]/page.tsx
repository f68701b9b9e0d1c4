import type { PersonDetail, StudyFaculty } from '@aula/api-client';
import { ImagePlaceholder, PlainImage } from '@aula/blocks';
import { t } from '@aula/i18n';
import { type FacultySlug, facultySlugs, href, type Locale } from '@aula/routing';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { cacheTags } from '../../../../../../content/cache-tags';
import { visitorApi } from '../../../../../../content/visitor-api';
import { NextLink } from '../../../../../../links/NextLink';
import { entityMetadata } from '../../../../../../screens/detail/entity-metadata';
import { entityId, loadEntity } from '../../../../../../screens/detail/load-entity';
import { OtherLanguageLink } from '../../../../../../screens/detail/OtherLanguageLink';
import { EditableSection } from '../../../../../../screens/EditableSection';
import { type FolderParams, folderScreen } from '../../../../../../screens/folder-screen';
import { JsonLd } from '../../../../../../screens/JsonLd';
import { optional } from '../../../../../../screens/optional';
import { screenText } from '../../../../../../screens/screen-texts';
import styles from './page.module.css';
import { DetailBreadcrumbs } from '../../../../../../screens/detail/DetailBreadcrumbs';

interface PersonDetailProps {
  params: Promise<FolderParams>;
}

/** The label of the faculty row (not in the screen texts yet). */

const load = cache(async (params: FolderParams) => {
  const screen = folderScreen('personDetail', params);
  if (!screen) notFound();
  const id = entityId(screen.params.id);
  const person = await loadEntity(visitorApi([cacheTags.entity('person', id)]).persons.get(screen.locale, id));
  return { locale: screen.locale, person };
});

const knownFacultySlugs: readonly string[] = Object.values(facultySlugs).flatMap((slugs) => [slugs.de, slugs.en]);
const isFacultySlug = (slug: string): slug is FacultySlug => knownFacultySlugs.includes(slug);

/**
 * The person's faculty with the path of its page (null for a slug the routes do not know), or
 * null when none is set or the faculties do not load.
 */
async function loadFaculty(person: PersonDetail, locale: Locale): Promise<(StudyFaculty & { path: string | null }) | null> {
  if (person.faculty === null) return null;
  const faculties = await optional(visitorApi([cacheTags.list('study')]).study.faculties(locale), 'faculties');
  const faculty = faculties?.find((entry) => entry.id === person.faculty);
  if (!faculty) return null;
  return { ...faculty, path: isFacultySlug(faculty.slug) ? href('faculty', locale, { faculty: faculty.slug }) : null };
}

export async function generateMetadata({ params }: PersonDetailProps): Promise<Metadata> {
  const { locale, person } = await load(await params);
  return entityMetadata({ title: person.name, urls: person.urls, description: person.position, image: person.image_url }, locale);
}

export { generateStaticParams } from '../../../../../../screens/on-demand';

/**
 * spec 2: a person: portrait (vertical 400x500), position, categories, contact, website,
 * faculty linking to its page, editable body section, other language, JSON-LD Person.
 */
export default async function PersonDetailPage({ params }: PersonDetailProps) {
  const { locale, person } = await load(await params);
  const faculty = await loadFaculty(person, locale);
  // The content API answers http(s) websites only; a backend that does not is not trusted either.
  const website = person.website && /^https?:\/\//i.test(person.website) ? person.website : null;
  const university = { '@type': 'CollegeOrUniversity', name: t(locale, 'site.name') };
  return (
    <article className="detail">
      <DetailBreadcrumbs locale={locale} parents={['personList']} current={person.name} />
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
          ...(faculty ? { worksFor: { '@type': 'Organization', name: faculty.name, ...(faculty.path ? { url: faculty.path } : {}), parentOrganization: university } } : {}),
        }}
      />
      {person.image_url ? (
        <PlainImage
          src={person.image_url}
          alt={person.alt || person.name}
          width={person.width ?? 400}
          height={person.height ?? 500}
          {...(person.thumbs.length > 0 ? { srcSet: person.thumbs.map((thumb) => `${thumb.url} ${thumb.width}w`).join(', '), sizes: '(min-width: 48em) 25rem, 100vw' } : {})}
          className={styles['portrait']}
          priority
        />
      ) : (
        // Issue 17: a designed stand-in keeps the portrait column of the layout.
        <ImagePlaceholder kind="portrait" label={person.name} className={styles['portrait']} />
      )}
      <h1>{person.name}</h1>
      <p className="lead">{person.position}</p>
      {person.categories.length > 0 && <p>{person.categories.map((category) => category.name).join(', ')}</p>}
      <dl>
        {faculty && (
          <>
            <dt>{screenText(locale, 'faculty')}</dt>
            <dd>
              {faculty.path ? (
                <NextLink href={faculty.path} data-testid="person-faculty">
                  {faculty.name}
                </NextLink>
              ) : (
                faculty.name
              )}
            </dd>
          </>
        )}
        {person.email && (
          <>
            <dt>{screenText(locale, 'email')}</dt>
            <dd>
              <a href={`mailto:${person.email}`}>{person.email}</a>
            </dd>
          </>
        )}
        {person.phone && (
          <>
            <dt>{screenText(locale, 'phone')}</dt>
            <dd>
              <a href={`tel:${person.phone.replace(/[^\d+]/g, '')}`}>{person.phone}</a>
            </dd>
          </>
        )}
        {website && (
          <>
            <dt>{screenText(locale, 'website')}</dt>
            <dd>
              <a href={website} data-testid="person-website">
                {website}
              </a>
            </dd>
          </>
        )}
      </dl>
      <EditableSection locale={locale} slug={person.body_slug} />
      <OtherLanguageLink locale={locale} urls={person.urls} />
    </article>
  );
}
