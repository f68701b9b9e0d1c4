import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import styles from './SlotPlaceholder.module.css';

export interface SlotPlaceholderProps {
  locale: Locale;
  /** The missing section's slug (`news-12-body`), or null for a page's first section. */
  slug: string | null;
  /** The page the first section would belong to (content pages). */
  pageId?: number | undefined;
}

/**
 * spec 4, DESIGN.md 2: an editable slot whose section does not exist yet, shown to editors
 * only as an empty, labelled frame; the editor creates the section there. Visitors see nothing.
 */
export function SlotPlaceholder({ locale, slug, pageId }: SlotPlaceholderProps) {
  return (
    <section
      className={styles['placeholder']}
      aria-label={t(locale, 'edit.slot.label').replace('{slug}', slug ?? '')}
      data-aula-slug={slug ?? ''}
      data-aula-placeholder=""
      {...(pageId === undefined ? {} : { 'data-aula-page': String(pageId) })}
    >
      <p>{t(locale, 'edit.slot.create')}</p>
    </section>
  );
}
