import type { NewsDetail } from '@aula/api-client';
import { formatDateTime } from '@aula/i18n';
import { NewsFacts } from '@aula/blocks';
import { facultyOf } from '@web/features/detail/faculty-of';
import { DetailImages } from '@web/features/detail/DetailImages';
import { type DetailPartProps, detailScreen } from '@web/features/detail/detail-screen';
import { newsSource } from '@web/features/detail/detail-sources';
import { JsonLd } from '@web/screens/JsonLd';
import { headingText } from '@web/screens/server-render-options';

/** spec 2: date and time (Europe/Berlin), category, title, teaser, images and JSON-LD NewsArticle. */
async function NewsHead({ entity: news, locale }: DetailPartProps<NewsDetail>) {
  return (
    <>
      <JsonLd
        data={{
          '@type': 'NewsArticle',
          headline: news.title,
          description: news.teaser,
          datePublished: news.date,
          inLanguage: locale,
          ...(news.image_url ? { image: news.image_url } : {}),
        }}
      />
      <p>
        <time dateTime={news.date}>{formatDateTime(news.date)}</time>
        {news.category && <> · {news.category}</>}
      </p>
      <h1>{headingText(news.title, locale)}</h1>
      <p className="lead">{news.teaser}</p>
      <NewsFacts news={news} locale={locale} faculty={await facultyOf(news.faculty, locale)} />
      <DetailImages images={news.images} locale={locale} />
    </>
  );
}

/** spec 2: a news entry, its editable body section (`news-{id}-body`) and its other language. */
export const newsDetail = detailScreen({
  loader: newsSource,
  seo: (news) => ({
    title: news.title,
    description: news.meta_description || news.teaser,
    image: news.image_url,
  }),
  parent: 'newsList',
  Head: NewsHead,
});
