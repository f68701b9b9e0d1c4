import { headingText, serverRenderOptions } from '@web/screens/server-render-options';
import { EventCards, ProgrammeList } from '@aula/blocks';
import { t } from '@aula/i18n';
import { href } from '@aula/routing';
import type { Metadata } from 'next';
import { cacheTags } from '@web/content/cache-tags';
import { visitorApi } from '@web/content/visitor-api';
import { entityMetadata } from '@web/features/detail/entity-metadata';
import { OtherLanguageLink } from '@web/features/detail/OtherLanguageLink';
import { EditableSection } from '@web/features/editing/EditableSection';
import type { FolderParams } from '@web/screens/folder-screen';
import { loadFaculty } from './faculty-source';
import { NewsTeaserCards } from '@web/features/news/NewsTeaserCards';
import { TeaserSection } from '@web/features/teasers/TeaserSection';
import { optional } from '@web/screens/optional';

interface FacultyProps {
  params: Promise<FolderParams>;
}

export async function generateMetadata({ params }: FacultyProps): Promise<Metadata> {
  const { locale, faculty } = await loadFaculty(await params);
  return entityMetadata(
    {
      title: faculty.name,
      urls: faculty.urls,
      description: faculty.teaser,
      image: faculty.image_url,
    },
    locale,
  );
}

/** spec 2: a faculty: its editable section, its study programmes, and events and news filtered by faculty. */
export async function FacultyPage({ params }: FacultyProps) {
  const { locale, faculty } = await loadFaculty(await params);
  const filter = { faculty: faculty.id };
  const [programmes, events, news] = await Promise.all([
    optional(
      visitorApi([cacheTags.list('study')]).study.programmes(locale, filter),
      'faculty programmes',
    ),
    optional(
      visitorApi([cacheTags.list('event')]).events.list(locale, { filter }),
      'faculty events',
    ),
    optional(visitorApi([cacheTags.list('news')]).news.list(locale, { filter }), 'faculty news'),
  ]);
  return (
    <>
      <h1>{headingText(faculty.name, locale)}</h1>
      <p className="lead">{faculty.teaser}</p>
      <EditableSection locale={locale} slug={faculty.body_slug} />
      {programmes && programmes.length > 0 && (
        <section aria-labelledby="faculty-programmes">
          <h2 id="faculty-programmes">{t(locale, 'page.programmes')}</h2>
          <ProgrammeList programmes={programmes} options={serverRenderOptions(locale)} />
        </section>
      )}
      {events && events.results.length > 0 && (
        <TeaserSection
          id="faculty-events"
          testId="faculty-events"
          title={t(locale, 'page.events')}
          all={{ href: href('eventList', locale), label: t(locale, 'page.allEvents') }}
        >
          <EventCards
            events={events.results.slice(0, 6)}
            options={serverRenderOptions(locale)}
            headingLevel={3}
          />
        </TeaserSection>
      )}
      {news && news.results.length > 0 && (
        <TeaserSection
          id="faculty-news"
          testId="faculty-news"
          title={t(locale, 'page.news')}
          all={{ href: href('newsList', locale), label: t(locale, 'page.allNews') }}
        >
          <NewsTeaserCards items={news.results.slice(0, 6)} locale={locale} headingLevel={3} />
        </TeaserSection>
      )}
      <OtherLanguageLink locale={locale} urls={faculty.urls} />
    </>
  );
}
