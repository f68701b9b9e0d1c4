import { cacheTags } from '@web/content/cache-tags';
import { visitorApi } from '@web/content/visitor-api';
import { NextLink } from '@web/links/NextLink';
import { EditableSection } from '@web/features/editing/EditableSection';
import { optional } from '@web/screens/optional';
import { screenTitle } from '@web/screens/screen-title';
import { headingText } from '@web/screens/server-render-options';
import { type StaticScreenProps, staticScreen } from '@web/screens/static-screen';

const screen = staticScreen('applicationOverview');
export const generateMetadata = screen.generateMetadata;

/**
 * spec 2, 7: the application overview: its fixed page-editor entry (the section
 * `application-overview`) and the application pages of the study programmes.
 */
export async function ApplicationOverviewPage({ params }: StaticScreenProps) {
  const { locale } = await screen.resolve(params);
  const applications = await optional(
    visitorApi([cacheTags.list('application')]).study.applications(locale),
    'applications',
  );
  return (
    <>
      <h1>{screenTitle('applicationOverview', locale)}</h1>
      <EditableSection locale={locale} slug="application-overview" />
      {applications && applications.length > 0 && (
        <ul className="plain-list card-grid" data-testid="applications">
          {applications.map((application) => (
            <li key={application.id}>
              <article>
                <h2>
                  <NextLink href={application.urls[locale]}>
                    {headingText(application.title, locale)}
                  </NextLink>
                </h2>
                <p>{application.teaser}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
