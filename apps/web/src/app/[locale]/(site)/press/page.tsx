import { formatDate } from '@aula/i18n';
import { href } from '@aula/routing';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cacheTags } from '../../../../content/cache-tags';
import { visitorApi } from '../../../../content/visitor-api';
import { NextLink } from '../../../../links/NextLink';
import { EditableSection } from '../../../../screens/EditableSection';
import { type FolderParams, folderScreen } from '../../../../screens/folder-screen';
import { PressReleaseCards } from '../../../../screens/listing/PressReleaseCards';
import { optional } from '../../../../screens/optional';
import { screenText } from '../../../../screens/screen-texts';
import { screenTitle } from '../../../../screens/screen-title';
import { screenMetadata } from '../../../../seo/screen-metadata';

interface PressProps {
  params: Promise<FolderParams>;
}

async function resolve(params: PressProps['params']) {
  const screen = folderScreen('press', await params);
  if (!screen) notFound();
  return screen;
}

export async function generateMetadata({ params }: PressProps): Promise<Metadata> {
  const screen = await resolve(params);
  return screenMetadata(screen, screenTitle('press', screen.locale));
}

/**
 * spec 2: the press page: its editable section (`press-intro`), the latest press releases, the
 * press material to download and the press coverage. Each part shows only when it has data.
 */
export default async function PressPage({ params }: PressProps) {
  const { locale } = await resolve(params);
  const api = visitorApi([cacheTags.list('press')]);
  const [releases, downloads, articles] = await Promise.all([
    optional(visitorApi([cacheTags.list('press-release')]).press.releases(locale), 'press releases'),
    optional(api.press.downloads(locale), 'press downloads'),
    optional(api.press.articles(locale), 'press articles'),
  ]);
  return (
    <>
      <h1>{screenTitle('press', locale)}</h1>
      <EditableSection locale={locale} slug="press-intro" />
      {releases && releases.results.length > 0 && (
        <section aria-labelledby="press-releases">
          <h2 id="press-releases">{screenText(locale, 'pressReleases')}</h2>
          <PressReleaseCards releases={releases.results.slice(0, 3)} locale={locale} />
          <p>
            <NextLink href={href('pressReleaseList', locale)}>{screenText(locale, 'pressReleases')}</NextLink>
          </p>
        </section>
      )}
      {downloads && downloads.length > 0 && (
        <section aria-labelledby="press-downloads" data-testid="press-downloads">
          <h2 id="press-downloads">{screenText(locale, 'downloads')}</h2>
          {downloads.map((directory) => (
            <div key={directory.id}>
              <h3>{directory.title}</h3>
              <ul>
                {directory.files.map((file) => (
                  <li key={file.url}>
                    <a href={file.url} download>
                      {file.title}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      )}
      {articles && articles.results.length > 0 && (
        <section aria-labelledby="press-articles" data-testid="press-articles">
          <h2 id="press-articles">{screenText(locale, 'pressArticles')}</h2>
          <ul>
            {articles.results.map((article) => (
              <li key={article.id}>
                <time dateTime={article.date}>{formatDate(article.date)}</time> · {article.source}:{' '}
                {article.url ? <a href={article.url}>{article.title}</a> : article.title}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
