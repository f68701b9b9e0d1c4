import type { NewsTeaser } from '@aula/api-client';
import { formatDate } from '@aula/i18n';
import { href, type Locale } from '@aula/routing';
import { renderOptions, type RenderOptions } from '../../host/render-options';
import cardLink from '../card-link/card-link.module.css';
import styles from './NewsTeaserCard.module.css';

export interface NewsTeaserCardProps {
  item: NewsTeaser;
  locale: Locale;
  /** The heading level of the title within the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** The host's render options: the title goes through its `hyphenate`. */
  options?: Partial<RenderOptions>;
}

/** A news entry in a list: date and category, the title linking to the detail page, the teaser. */
export function NewsTeaserCard({ item, locale, headingLevel = 3, options }: NewsTeaserCardProps) {
  const { hyphenate } = renderOptions(options);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles['card']}>
      <p className={styles['meta']}>
        <time dateTime={item.date}>{formatDate(item.date)}</time>
        {item.category && <span className={styles['category']}>{item.category}</span>}
      </p>
      <Heading className={styles['title']}>
        <a
          className={cardLink['link']}
          href={href('newsDetail', locale, { slug: item.slug, id: item.id })}
        >
          {hyphenate(item.title)}
        </a>
      </Heading>
      <p className={styles['teaser']}>{item.teaser}</p>
    </article>
  );
}
