import type { ApiClient, ImageAlias, MediaFilter, MediaItem } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { useId, useState } from 'react';
import { text } from '../editor-text';
import { CropPreviews } from './CropPreviews';
import { MediaDetails } from './MediaDetails';
import { MediaFilters } from './MediaFilters';
import { Uploader, type UploadFunction } from './Uploader';
import { useMediaList } from './use-media-list';
import styles from './media.module.css';

export interface MediaLibraryProps {
  locale: Locale;
  client: ApiClient;
  /** Sends one upload (default: `uploadFile`, with progress). */
  upload?: UploadFunction;
  /** The image finder: the crop to preview and what happens with the chosen image. */
  pick?: { alias: ImageAlias | null; onPick(item: MediaItem): void };
}

/**
 * DESIGN.md 9: the media library (`/admin/media`, and inside the image finder): upload, search and
 * filters, the images as a grid, and the chosen image's texts, focal point, crops and usage.
 */
export function MediaLibrary({ locale, client, upload, pick }: MediaLibraryProps) {
  const id = useId();
  const [filter, setFilter] = useState<MediaFilter>({});
  const [selected, setSelected] = useState<MediaItem | null>(null);
  const [notice, setNotice] = useState('');
  const { list, more, retry, reload, replace, remove } = useMediaList(client, locale, filter);
  const missingAlt = (item: MediaItem) =>
    !item.decorative && (item.alt_de === '' || item.alt_en === '');

  return (
    <div className={styles.library}>
      <Uploader
        locale={locale}
        {...(upload ? { upload } : {})}
        onUploaded={(stored) => {
          reload();
          void client.mediaLibrary.get(locale, stored.image).then(setSelected, () => undefined);
        }}
      />
      <MediaFilters locale={locale} filter={filter} onChange={setFilter} />
      <p className={styles.note} role="status">
        {list.state === 'loading'
          ? text(locale, 'media.list.loading')
          : list.state === 'done'
            ? text(locale, 'media.list.count', { count: list.count })
            : ''}
        {notice && ` ${notice}`}
      </p>
      <div className={styles.columns}>
        <section className={styles.section} aria-labelledby={`${id}-images`}>
          <h2 className={styles.heading} id={`${id}-images`}>
            {text(locale, 'media.list.label')}
          </h2>
          {list.state === 'failed' && (
            <div className={styles.actions}>
              <p className={styles.error} role="alert">
                {text(locale, 'media.list.failed')}
              </p>
              <button type="button" className={styles.button} onClick={retry}>
                {text(locale, 'media.list.retry')}
              </button>
            </div>
          )}
          {list.state === 'done' && list.items.length === 0 && (
            <p className={styles.note}>{text(locale, 'media.list.empty')}</p>
          )}
          {list.items.length > 0 && (
            <ul className={styles.grid}>
              {list.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={styles.tile}
                    aria-pressed={selected?.id === item.id}
                    onClick={() => setSelected(item)}
                  >
                    <img
                      src={item.crops.thumbnail}
                      alt=""
                      width={320}
                      height={200}
                      loading="lazy"
                    />
                    <span>{item.file_name}</span>
                    {item.alt_de || item.alt_en ? (
                      <span lang={locale}>{locale === 'de' ? item.alt_de : item.alt_en}</span>
                    ) : null}
                    {missingAlt(item) && (
                      <span className={styles.badge}>{text(locale, 'media.list.missingAlt')}</span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {list.state === 'done' && list.hasMore && (
            <button type="button" className={styles.button} onClick={more}>
              {text(locale, 'media.list.more')}
            </button>
          )}
        </section>
        <div className={styles.section}>
          {selected && pick && (
            <div className={styles.details}>
              {pick.alias && <CropPreviews locale={locale} item={selected} only={pick.alias} />}
              <button
                type="button"
                className={styles.primary}
                onClick={() => pick.onPick(selected)}
              >
                {text(locale, 'media.finder.choose')}
              </button>
            </div>
          )}
          {selected ? (
            <MediaDetails
              key={selected.id}
              locale={locale}
              client={client}
              item={selected}
              onSaved={(item) => {
                replace(item);
                setSelected(item);
              }}
              onDeleted={(deleted) => {
                remove(deleted);
                setSelected(null);
                setNotice(text(locale, 'media.delete.done'));
              }}
            />
          ) : (
            <p className={styles.note}>{text(locale, 'media.details.none')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
