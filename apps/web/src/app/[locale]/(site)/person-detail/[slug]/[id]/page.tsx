import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { PlainImage } from '@aula/blocks';
import { cacheTags } from '../../../../../../content/cache-tags';
import { visitorApi } from '../../../../../../content/visitor-api';
import { entityMetadata } from '../../../../../../screens/detail/entity-metadata';
import { entityId, loadEntity } from '../../../../../../screens/detail/load-entity';
import { OtherLanguageLink } from '../../../../../../screens/detail/OtherLanguageLink';
import { EditableSection } from '../../../../../../screens/EditableSection';
import { type FolderParams, folderScreen } from '../../../../../../screens/folder-screen';
import { JsonLd } from '../../../../../../screens/JsonLd';
import { screenText } from '../../../../../../screens/screen-texts';

interface PersonDetailProps {
  params: Promise<FolderParams>;
}

const load = cache(async (params: FolderParams) => {
  const screen = folderScreen('personDetail', params);
  if (!screen) notFound();
  const id = entityId(screen.params.id);
  const person = await loadEntity(visitorApi([cacheTags.entity('person', id)]).persons.get(screen.locale, id));
  return { locale: screen.locale, person };
});

export async function generateMetadata({ params }: PersonDetailProps): Promise<Metadata> {
  const { locale, person } = await load(await params);
  return entityMetadata({ title: person.name, urls: person.urls, description: person.position, image: person.image_url }, locale);
}

export { generateStaticParams } from '../../../../../../screens/on-demand';

/** spec 2: a person: portrait, position, categories, contact, editable body section, other language, JSON-LD Person. */
export default async function PersonDetailPage({ params }: PersonDetailProps) {
  const { locale, person } = await load(await params);
  return (
    <article>
      <JsonLd
        data={{
          '@type': 'Person',
          name: person.name,
          jobTitle: person.position,
          ...(person.email ? { email: person.email } : {}),
          ...(person.phone ? { telephone: person.phone } : {}),
          ...(person.website ? { url: person.website } : {}),
          ...(person.image_url ? { image: person.image_url } : {}),
        }}
      />
      {person.image_url && <PlainImage src={person.image_url} alt={person.alt} width={person.width ?? 400} height={person.height ?? 500} priority />}
      <h1>{person.name}</h1>
      <p className="lead">{person.position}</p>
      {person.categories.length > 0 && <p>{person.categories.map((category) => category.name).join(', ')}</p>}
      <dl>
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
        {person.website && (
          <>
            <dt>{screenText(locale, 'website')}</dt>
            <dd>
              <a href={person.website}>{person.website}</a>
            </dd>
          </>
        )}
      </dl>
      <EditableSection locale={locale} slug={person.body_slug} />
      <OtherLanguageLink locale={locale} urls={person.urls} />
    </article>
  );
}
