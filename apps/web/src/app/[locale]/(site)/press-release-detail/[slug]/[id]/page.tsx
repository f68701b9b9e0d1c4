import { formatDateTime, t } from '@aula/i18n';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { cacheTags } from '@web/content/cache-tags';
import { visitorApi } from '@web/content/visitor-api';
import { DetailImages } from '@web/screens/detail/DetailImages';
import { entityMetadata } from '@web/screens/detail/entity-metadata';
import { entityId, loadEntity } from '@web/screens/detail/load-entity';
import { OtherLanguageLink } from '@web/screens/detail/OtherLanguageLink';
import { EditableSection } from '@web/features/editing/EditableSection';
import { type FolderParams, folderScreen } from '@web/screens/folder-screen';

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

export { generateStaticParams } from '@web/screens/on-demand';

/** spec 2: a press release: date, title, teaser, images, contact, editable body section, other language. */
export default async function PressReleaseDetailPage({ params }: PressReleaseDetailProps) {
  const { locale, release } = await load(await params);
  return (
    <article className="detail">
      <p>
        <time dateTime={release.date}>{formatDateTime(release.date)}</time>
      </p>
      <h1>{release.title}</h1>
      <p className="lead">{release.teaser}</p>
      <DetailImages images={release.images} locale={locale} />
      <EditableSection locale={locale} slug={release.body_slug} />
      {release.contact && (
        <p>
          {t(locale, 'page.contact')}: <a href={`mailto:${release.contact}`}>{release.contact}</a>
        </p>
      )}
      <OtherLanguageLink locale={locale} urls={release.urls} />
    </article>
  );
}
