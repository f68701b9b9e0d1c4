import { formatDateTime } from '@aula/i18n';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { cacheTags } from '../../../../../../content/cache-tags';
import { visitorApi } from '../../../../../../content/visitor-api';
import { DetailImages } from '../../../../../../screens/detail/DetailImages';
import { entityMetadata } from '../../../../../../screens/detail/entity-metadata';
import { entityId, loadEntity } from '../../../../../../screens/detail/load-entity';
import { OtherLanguageLink } from '../../../../../../screens/detail/OtherLanguageLink';
import { EditableSection } from '../../../../../../screens/EditableSection';
import { type FolderParams, folderScreen } from '../../../../../../screens/folder-screen';
import { screenText } from '../../../../../../screens/screen-texts';
import { DetailBreadcrumbs } from '../../../../../../screens/detail/DetailBreadcrumbs';

interface PressReleaseDetailProps {
  params: Promise<FolderParams>;
}

const load = cache(async (params: FolderParams) => {
  const screen = folderScreen('pressReleaseDetail', params);
  if (!screen) notFound();
  const id = entityId(screen.params.id);
  const release = await loadEntity(visitorApi([cacheTags.entity('press-release', id)]).press.release(screen.locale, id));
  return { locale: screen.locale, release };
});

export async function generateMetadata({ params }: PressReleaseDetailProps): Promise<Metadata> {
  const { locale, release } = await load(await params);
  return entityMetadata({ title: release.title, urls: release.urls, description: release.teaser, image: release.image_url }, locale);
}

export { generateStaticParams } from '../../../../../../screens/on-demand';

/** spec 2: a press release: date, title, teaser, images, contact, editable body section, other language. */
export default async function PressReleaseDetailPage({ params }: PressReleaseDetailProps) {
  const { locale, release } = await load(await params);
  return (
    <article className="detail">
      <DetailBreadcrumbs locale={locale} parents={['pressReleaseList']} current={release.title} />
      <p>
        <time dateTime={release.date}>{formatDateTime(release.date)}</time>
      </p>
      <h1>{release.title}</h1>
      <p className="lead">{release.teaser}</p>
      <DetailImages images={release.images} locale={locale} />
      <EditableSection locale={locale} slug={release.body_slug} />
      {release.contact && (
        <p>
          {screenText(locale, 'contact')}: <a href={`mailto:${release.contact}`}>{release.contact}</a>
        </p>
      )}
      <OtherLanguageLink locale={locale} urls={release.urls} />
    </article>
  );
}
