import type { PressRelease } from '@aula/api-client';
import { EntryCard } from '@aula/blocks';
import type { Locale } from '@aula/routing';
import { visitorRenderOptions } from '../visitor-render-options';

/** spec 2: press releases as cards (date, title linking to the release, teaser). */
export function PressReleaseCards({ releases, locale }: { releases: readonly PressRelease[]; locale: Locale }) {
  const options = visitorRenderOptions(locale);
  return (
    <ul className="plain-list card-grid" data-testid="press-release-results">
      {releases.map(({ id, title, teaser, date, urls, image, image_url, alt, width, height, thumbs }) => (
        <li key={id}>
          <EntryCard entry={{ id, title, url: urls[locale], date, end: null, subtitle: teaser, image, image_url, alt, width, height, thumbs }} kind="news" options={options} />
        </li>
      ))}
    </ul>
  );
}
