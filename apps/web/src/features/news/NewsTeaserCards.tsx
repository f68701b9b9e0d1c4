import type { NewsTeaser } from '@aula/api-client';
import { NewsTeaserCard } from '@aula/blocks';
import type { Locale } from '@aula/routing';

/** spec 2: news entries as a list of cards (date, category, title linking to the entry, teaser). */
export function NewsTeaserCards({
  items,
  locale,
  headingLevel = 2,
  testId,
}: {
  items: readonly NewsTeaser[];
  locale: Locale;
  headingLevel?: 2 | 3;
  testId?: string;
}) {
  return (
    <ul className="plain-list" data-testid={testId}>
      {items.map((item) => (
        <li key={item.id}>
          <NewsTeaserCard item={item} locale={locale} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
