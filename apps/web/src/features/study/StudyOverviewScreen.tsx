import { ProgrammeList } from '@aula/blocks';
import { t } from '@aula/i18n';
import { cacheTags } from '@web/content/cache-tags';
import { visitorApi } from '@web/content/visitor-api';
import { NextLink } from '@web/links/NextLink';
import { EditableSection } from '@web/features/editing/EditableSection';
import { optional } from '@web/screens/optional';
import { screenTitle } from '@web/screens/screen-title';
import { headingText, serverRenderOptions } from '@web/screens/server-render-options';
import { type StaticScreenProps, staticScreen } from '@web/screens/static-screen';

const screen = staticScreen('studyOverview');
export const generateMetadata = screen.generateMetadata;

/** spec 2: the study overview: its editable section, the faculties and their programmes. */
export async function StudyOverviewPage({ params }: StaticScreenProps) {
  const { locale } = await screen.resolve(params);
  const api = visitorApi([cacheTags.list('study')]);
  const [faculties, programmes] = await Promise.all([
    optional(api.study.faculties(locale), 'faculties'),
    optional(api.study.programmes(locale), 'programmes'),
  ]);
  return (
    <>
      <h1>{screenTitle('studyOverview', locale)}</h1>
      <EditableSection locale={locale} slug="study-overview-intro" />
      {faculties?.map((faculty) => {
        const own = programmes?.filter((programme) => programme.faculty === faculty.id) ?? [];
        return (
          <section key={faculty.id} aria-labelledby={`faculty-${faculty.id}`} data-testid="faculty">
            <h2 id={`faculty-${faculty.id}`}>
              <NextLink href={faculty.urls[locale]}>{headingText(faculty.name, locale)}</NextLink>
            </h2>
            <p>{faculty.teaser}</p>
            {own.length > 0 && (
              <ProgrammeList programmes={own} options={serverRenderOptions(locale)} />
            )}
          </section>
        );
      })}
      {faculties === null && programmes && programmes.length > 0 && (
        <section aria-label={t(locale, 'page.programmes')}>
          <ProgrammeList programmes={programmes} options={serverRenderOptions(locale)} />
        </section>
      )}
    </>
  );
}
