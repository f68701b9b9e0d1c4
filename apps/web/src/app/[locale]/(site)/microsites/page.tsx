import { micrositeCategories } from '@aula/api-client';
import { cacheTags } from '../../../../content/cache-tags';
import { visitorApi } from '../../../../content/visitor-api';
import { optional } from '../../../../screens/optional';
import { screenText } from '../../../../screens/screen-texts';
import { screenTitle } from '../../../../screens/screen-title';
import { type StaticScreenProps, staticScreen } from '../../../../screens/static-screen';

const screen = staticScreen('microsites');
export const generateMetadata = screen.generateMetadata;

/** spec 2, 3: the microsites, full variant, grouped by category in the footer's order. */
export default async function MicrositesPage({ params }: StaticScreenProps) {
  const { locale } = await screen.resolve(params);
  const microsites = await optional(visitorApi([cacheTags.list('microsite')]).microsites.full(locale), 'microsites');
  return (
    <>
      <h1>{screenTitle('microsites', locale)}</h1>
      {microsites &&
        micrositeCategories
          .filter((category) => microsites[category].length > 0)
          .map((category) => (
            <section key={category} aria-labelledby={`microsites-${category}`} data-testid="microsite-group">
              <h2 id={`microsites-${category}`}>{screenText(locale, `microsite.${category}`)}</h2>
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
