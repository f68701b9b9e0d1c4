import { visitorRenderOptions } from '@web/screens/visitor-render-options';
import { PressReleaseCards } from '@aula/blocks';
import { formatDate, t } from '@aula/i18n';
import { href } from '@aula/routing';
import { cacheTags } from '@web/content/cache-tags';
import { visitorApi } from '@web/content/visitor-api';
import { NextLink } from '@web/links/NextLink';
import { EditableSection } from '@web/features/editing/EditableSection';
import { optional } from '@web/screens/optional';
import { screenTitle } from '@web/screens/screen-title';
import { type StaticScreenProps, staticScreen } from '@web/screens/static-screen';

const screen = staticScreen('press');
export const generateMetadata = screen.generateMetadata;

/**
 * spec 2: the press page: its editable section (`press-intro`), the latest press releases, the
 * press material to download and the press coverage. Each part shows only when it has data.
 */
export async function PressPage({ params }: StaticScreenProps) {
  const { locale } = await screen.resolve(params);
  const api = visitorApi([cacheTags.list('press')]);
  const [releases, downloads, articles] = await Promise.all([
    optional(
      visitorApi([cacheTags.list('press-release')]).press.releases(locale),
      'press releases',
    ),
    optional(api.press.downloads(locale), 'press downloads'),
    optional(api.press.articles(locale), 'press articles'),
  ]);
  return (
    <>
      <h1>{screenTitle('press', locale)}</h1>
      <EditableSection locale={locale} slug="press-intro" />
      {releases && releases.results.length > 0 && (
        <section aria-labelledby="press-releases">
          <h2 id="press-releases">{t(locale, 'page.pressReleases')}</h2>
          <PressReleaseCards
            releases={releases.results.slice(0, 3)}
            options={visitorRenderOptions(locale)}
            headingLevel={3}
          />
          <p>
            <NextLink href={href('pressReleaseList', locale)}>
              {t(locale, 'page.pressReleases')}
            </NextLink>
          </p>
        </section>
      )}
      {downloads && downloads.length > 0 && (
        <section aria-labelledby="press-downloads" data-testid="press-downloads">
          <h2 id="press-downloads">{t(locale, 'page.downloads')}</h2>
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
          <h2 id="press-articles">{t(locale, 'page.pressArticles')}</h2>
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
