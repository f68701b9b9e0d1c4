import type { PressRelease } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { entryRenderers } from '@web/features/lists/entry-renderers';

/** spec 2: press releases as cards (date, title linking to the release, teaser), in a section with its own `h2`. */
export function PressReleaseCards({ releases, locale }: { releases: readonly PressRelease[]; locale: Locale }) {
  return (
    <ul className="plain-list card-grid" data-testid="press-release-results">
      {releases.map((release) => (
        <li key={release.id}>{entryRenderers.pressReleases(release, locale, 3)}</li>
      ))}
    </ul>
  );
}
