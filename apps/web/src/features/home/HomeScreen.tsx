import {
  EventCards,
  HomeCallToAction,
  HomeInstagram,
  HomeTeasers,
  highlightedTeasers,
  Modules,
} from '@aula/blocks';
import { t } from '@aula/i18n';
import { href } from '@aula/routing';
import type { Metadata } from 'next';
import { EditorSections } from '@web/features/content-pages/ContentPageBody';
import { loadContentPage } from '@web/features/content-pages/load-content-page';
import { loadEditorPage } from '@web/features/content-pages/load-editor-page';
import { editorSession } from '@web/features/editing/editor-session';
import { cacheTags } from '@web/content/cache-tags';
import { visitorApi } from '@web/content/visitor-api';
import { NewsTeaserCards } from '@web/features/news/NewsTeaserCards';
import { TeaserSection } from '@web/features/teasers/TeaserSection';
import { optional } from '@web/screens/optional';
import { visitorRenderOptions } from '@web/screens/visitor-render-options';
import { screenMetadata } from '@web/seo/screen-metadata';
import { type StaticScreenProps, staticScreen } from '@web/screens/static-screen';

const { resolve } = staticScreen('home');

/**
 * The content-managed part of the home page (the page `home`); the sections show without it.
 * Editors (draft mode) read it with their session and see its sections marked (DESIGN.md 8).
 */
async function loadHomePage(locale: 'de' | 'en') {
  const editor = await editorSession(locale);
  const page = editor
    ? loadEditorPage(editor, locale, 'home', undefined)
    : loadContentPage(locale, 'home');
  return { page: await optional(page, 'home page'), editor: editor !== null };
}

export async function generateMetadata({ params }: StaticScreenProps): Promise<Metadata> {
  const screen = await resolve(params);
  const { page } = await loadHomePage(screen.locale);
  const metadata = screenMetadata(
    screen,
    page?.meta_title || page?.title || t(screen.locale, 'site.name'),
  );
  return { ...metadata, ...(page?.meta_description ? { description: page.meta_description } : {}) };
}

/**
 * spec 2, 4: the home page: its content-managed sections, then events (`is_home`), news,
 * highlighted teasers (8), call to action and the instagram-type feed. Each section loads once;
 * an empty or failed one simply does not show.
 */
export async function HomePage({ params }: StaticScreenProps) {
  const { locale } = await resolve(params);
  const api = visitorApi([cacheTags.list('home')]);
  const [{ page, editor }, events, news, teasers, callToActions, instagram] = await Promise.all([
    loadHomePage(locale),
    optional(visitorApi([cacheTags.list('event')]).events.home(locale), 'home events'),
    optional(visitorApi([cacheTags.list('news')]).news.list(locale), 'home news'),
    optional(api.home.teasers(locale), 'home teasers'),
    optional(api.home.callToActions(locale), 'home call to action'),
    optional(api.home.instagram(locale), 'home instagram'),
  ]);
  const highlights = teasers ? highlightedTeasers(teasers) : [];
  return (
    <>
      {/* The hero: the page's own sections as a typographic statement; the page title stays the h1 for outlines. */}
      <div className="home-hero">
        <h1 className="visually-hidden">{page?.headline || t(locale, 'site.name')}</h1>
        {page &&
          (editor ? (
            <EditorSections page={page} locale={locale} />
          ) : (
            <Modules modules={page.modules} options={visitorRenderOptions(locale)} />
          ))}
      </div>
      {events && events.results.length > 0 && (
        <TeaserSection
          id="home-events"
          testId="home-events"
          title={t(locale, 'page.events')}
          all={{ href: href('eventList', locale), label: t(locale, 'page.allEvents') }}
        >
          <EventCards
            events={events.results}
            options={visitorRenderOptions(locale)}
            headingLevel={3}
            priorityFirst
          />
        </TeaserSection>
      )}
      {news && news.results.length > 0 && (
        <TeaserSection
          id="home-news"
          testId="home-news"
          title={t(locale, 'page.news')}
          all={{ href: href('newsList', locale), label: t(locale, 'page.allNews') }}
        >
          <NewsTeaserCards items={news.results.slice(0, 6)} locale={locale} headingLevel={3} />
        </TeaserSection>
      )}
      {highlights.length > 0 && (
        <HomeTeasers
          teasers={highlights}
          title={t(locale, 'page.highlights')}
          options={visitorRenderOptions(locale)}
        />
      )}
      {callToActions && callToActions.length > 0 && (
        <HomeCallToAction items={callToActions} options={visitorRenderOptions(locale)} />
      )}
      {instagram && instagram.length > 0 && (
        <HomeInstagram
          posts={instagram}
          title={t(locale, 'page.instagram')}
          options={visitorRenderOptions(locale)}
        />
      )}
    </>
  );
}
