import type { EventEntry, NewsTeaser, PressRelease } from '@aula/api-client';
import { EntryCard, eventTeaser, NewsTeaserCard, pressReleaseTeaser } from '@aula/blocks';
import type { Locale } from '@aula/routing';
import type { ReactNode } from 'react';
import { visitorRenderOptions } from '@web/screens/visitor-render-options';

/** How a card title is shown: hyphenated by the server (`headingText`) or by what it answered. */
export type TitleText = (text: string) => ReactNode;

const asItIs: TitleText = (text) => text;

/**
 * spec 2: how an entry of the news, event and press-release lists is shown, the same whether
 * the server rendered it or the "load more" island added it. The titles are headings of the
 * level below the screen's `h1`, unless the list sits in a section with its own heading.
 */
export const entryRenderers = {
  news: (item: NewsTeaser, locale: Locale, hyphenate = asItIs) => (
    <NewsTeaserCard
      item={item}
      locale={locale}
      headingLevel={2}
      options={{ ...visitorRenderOptions(locale), hyphenate }}
    />
  ),
  events: (event: EventEntry, locale: Locale, hyphenate = asItIs, headingLevel: 2 | 3 = 2) => (
    <EntryCard
      entry={eventTeaser(event, locale)}
      kind="event"
      options={{ ...visitorRenderOptions(locale), hyphenate }}
      headingLevel={headingLevel}
    />
  ),
  pressReleases: (
    release: PressRelease,
    locale: Locale,
    hyphenate = asItIs,
    headingLevel: 2 | 3 = 2,
  ) => (
    <EntryCard
      entry={pressReleaseTeaser(release, locale)}
      kind="news"
      options={{ ...visitorRenderOptions(locale), hyphenate }}
      headingLevel={headingLevel}
    />
  ),
};
