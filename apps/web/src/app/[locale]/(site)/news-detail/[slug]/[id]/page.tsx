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
import { JsonLd } from '../../../../../../screens/JsonLd';
import { DetailBreadcrumbs } from '../../../../../../screens/detail/DetailBreadcrumbs';

interface NewsDetailProps {
  params: Promise<FolderParams>;
}

const load = cache(async (params: FolderParams) => {
  const screen = folderScreen('newsDetail', params);
  if (!screen) notFound();
  const id = entityId(screen.params.id);
  const news = await loadEntity(visitorApi([cacheTags.entity('news', id)]).news.get(screen.locale, id));
  return { locale: screen.locale, news };
});

export async function generateMetadata({ params }: NewsDetailProps): Promise<Metadata> {
  const { locale, news } = await load(await params);
  return entityMetadata({ title: news.title, urls: news.urls, description: news.meta_description || news.teaser, image: news.image_url }, locale);
}

export { generateStaticParams } from '../../../../../../screens/on-demand';

/**
 * spec 2: a news entry: date and time (Europe/Berlin), category, title, teaser, images, its
 * editable body section (`news-{id}-body`), the link to its other language and JSON-LD
 * NewsArticle.
 */
export default async function NewsDetailPage({ params }: NewsDetailProps) {
  const { locale, news } = await load(await params);
  return (
    <article className="detail">
      <DetailBreadcrumbs locale={locale} parents={['newsList']} current={news.title} />
      <JsonLd
        data={{ '@type': 'NewsArticle', headline: news.title, description: news.teaser, datePublished: news.date, inLanguage: locale, ...(news.image_url ? { image: news.image_url } : {}) }}
      />
      <p>
        <time dateTime={news.date}>{formatDateTime(news.date)}</time>
        {news.category && <> · {news.category}</>}
      </p>
      <h1>{news.title}</h1>
      <p className="lead">{news.teaser}</p>
      <DetailImages images={news.images} locale={locale} />
      <EditableSection locale={locale} slug={news.body_slug} />
      <OtherLanguageLink locale={locale} urls={news.urls} />
    </article>
  );
}
