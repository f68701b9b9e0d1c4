import { type EntryTeaser, imageAliases } from '@aula/api-client';
import { formatDate } from '@aula/i18n';
import { type RenderOptions, renderOptions } from '../../host/render-options';
import { ImagePlaceholder } from '../ImagePlaceholder/ImagePlaceholder';
import { ModuleImage } from '../ModuleImage/ModuleImage';
import cardLink from '../card-link/card-link.module.css';
import styles from './EntryCard.module.css';

export interface EntryCardProps {
  entry: EntryTeaser;
  /** Persons show a portrait and no date. */
  kind: 'news' | 'event' | 'person';
  /** The host's link and image components. */
  options?: Partial<RenderOptions> | undefined;
  /** The title's heading level in the page outline (3 below a list block's headline). */
  headingLevel?: 2 | 3 | 4;
  /** The card's image is likely the page's largest contentful paint (the first card above the fold). */
  priority?: boolean | undefined;
}

/**
 * A referenced news entry, event or person in a list block: image, date (Europe/Berlin,
 * dd.mm.yyyy; events as a range), the title linking to the detail page, and the subtitle.
 * Same card pattern as `NewsTeaserCard`: the whole card is the link's hit area. A missing
 * image leaves a designed placeholder in the card's fixed ratio.
 */
export function EntryCard({ entry, kind, options, headingLevel = 3, priority }: EntryCardProps) {
  const Heading = `h${headingLevel}` as const;
  const { linkComponent: Anchor, imageComponent, hyphenate } = renderOptions(options);
  const end =
    kind === 'event' && entry.end && formatDate(entry.end) !== formatDate(entry.date ?? '')
      ? entry.end
      : null;
  return (
    <article className={styles['card']}>
      {entry.image_url ? (
        <ModuleImage
          image={entry}
          imageComponent={imageComponent}
          fallbackSize={kind === 'person' ? imageAliases.vertical : imageAliases.horizontal}
          alias={kind === 'person' ? 'vertical' : 'horizontal'}
          priority={priority}
          sizes="(min-width: 100em) 25vw, (min-width: 64em) 33vw, (min-width: 48em) 50vw, 100vw"
          className={kind === 'person' ? styles['portrait'] : styles['image']}
        />
      ) : (
        // The same frame without an image, so the grid stays even.
        <ImagePlaceholder kind={kind === 'person' ? 'portrait' : 'landscape'} label={entry.title} />
      )}
      {entry.date && kind !== 'person' && (
        <p className={styles['meta']}>
          <time dateTime={entry.date}>{formatDate(entry.date)}</time>
          {end && (
            <>
              {' – '}
              <time dateTime={end}>{formatDate(end)}</time>
            </>
          )}
        </p>
      )}
      <Heading className={styles['title']}>
        <Anchor href={entry.url} className={cardLink['link']}>
          {hyphenate(entry.title)}
        </Anchor>
      </Heading>
      {entry.subtitle && <p className={styles['subtitle']}>{entry.subtitle}</p>}
    </article>
  );
}
