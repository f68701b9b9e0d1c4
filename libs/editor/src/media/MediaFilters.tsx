import { mediaFilterTypes, type MediaFilter } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { useId } from 'react';
import { DatePicker } from '../controls';
import { text } from '../editor-text';
import styles from './media.module.css';

const typeNames: Record<(typeof mediaFilterTypes)[number], string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
};

/** DESIGN.md 9: search (file name, alt texts, captions) and filters by type and upload date. */
export function MediaFilters({
  locale,
  filter,
  onChange,
}: {
  locale: Locale;
  filter: MediaFilter;
  onChange(filter: MediaFilter): void;
}) {
  const id = useId();
  const set = (patch: Partial<MediaFilter>) => onChange({ ...filter, ...patch });
  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">{text(locale, 'media.filter.title')}</legend>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-q`}>
          {text(locale, 'media.filter.search')}
        </label>
        <input
          id={`${id}-q`}
          className={styles.input}
          type="search"
          value={filter.q ?? ''}
          onChange={(event) => set({ q: event.target.value })}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-type`}>
          {text(locale, 'media.filter.type')}
        </label>
        <select
          id={`${id}-type`}
          className={styles.input}
          value={filter.type ?? ''}
          onChange={(event) => set({ type: event.target.value })}
        >
          <option value="">{text(locale, 'media.filter.allTypes')}</option>
          {mediaFilterTypes.map((type) => (
            <option key={type} value={type}>
              {typeNames[type]}
            </option>
          ))}
        </select>
      </div>
      <DatePicker
        locale={locale}
        label={text(locale, 'media.filter.from')}
        value={filter.from ?? ''}
        onChange={(from) => set({ from })}
      />
      <DatePicker
        locale={locale}
        label={text(locale, 'media.filter.to')}
        value={filter.to ?? ''}
        onChange={(to) => set({ to })}
      />
    </fieldset>
  );
}
