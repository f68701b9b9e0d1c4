import type { EventEntry, NewsTeaser, PressRelease } from '@aula/api-client';
import { EntryCard, eventTeaser, NewsTeaserCard, pressReleaseTeaser } from '@aula/blocks';
import type { Locale } from '@aula/routing';
import { visitorRenderOptions } from '@web/screens/visitor-render-options';

/**
 * spec 2: how an entry of the news, event and press-release lists is shown, the same whether
 * the server rendered it or the "load more" island added it. The titles are headings of the
 * level below the screen's `h1`, unless the list sits in a section with its own heading.
 */
export const entryRenderers = {
  news: (item: NewsTeaser, locale: Locale) => (
    <NewsTeaserCard item={item} locale={locale} headingLevel={2} />
  ),
  events: (event: EventEntry, locale: Locale, headingLevel: 2 | 3 = 2) => (
    <EntryCard
      entry={eventTeaser(event, locale)}
      kind="event"
      options={visitorRenderOptions(locale)}
      headingLevel={headingLevel}
    />
  ),
  pressReleases: (release: PressRelease, locale: Locale, headingLevel: 2 | 3 = 2) => (
    <EntryCard
      entry={pressReleaseTeaser(release, locale)}
      kind="news"
      options={visitorRenderOptions(locale)}
      headingLevel={headingLevel}
    />
  ),
};
