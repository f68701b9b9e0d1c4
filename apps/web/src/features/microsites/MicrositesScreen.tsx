import { t } from '@aula/i18n';
import { micrositeCategories } from '@aula/api-client';
import { cacheTags } from '@web/content/cache-tags';
import { visitorApi } from '@web/content/visitor-api';
import { optional } from '@web/screens/optional';
import { screenTitle } from '@web/screens/screen-title';
import { type StaticScreenProps, staticScreen } from '@web/screens/static-screen';

const screen = staticScreen('microsites');
export const generateMetadata = screen.generateMetadata;

/** spec 2, 3: the microsites, full variant, grouped by category in the footer's order. */
export async function MicrositesPage({ params }: StaticScreenProps) {
  const { locale } = await screen.resolve(params);
  const microsites = await optional(
    visitorApi([cacheTags.list('microsite')]).microsites.full(locale),
    'microsites',
  );
  return (
    <>
      <h1>{screenTitle('microsites', locale)}</h1>
      {microsites &&
        micrositeCategories
          .filter((category) => microsites[category].length > 0)
          .map((category) => (
            <section
              key={category}
              aria-labelledby={`microsites-${category}`}
              data-testid="microsite-group"
            >
              <h2 id={`microsites-${category}`}>{t(locale, `page.microsite.${category}`)}</h2>
              <ul className="plain-list card-grid">
                {microsites[category].map((site) => (
                  <li key={site.url}>
                    <a href={site.url}>{site.name}</a>
                    {site.description && <p>{site.description}</p>}
                  </li>
                ))}
              </ul>
            </section>
          ))}
    </>
  );
}
