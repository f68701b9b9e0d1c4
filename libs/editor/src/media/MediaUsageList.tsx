import type { ApiClient, MediaItem, MediaUsage } from '@aula/api-client';
import { mediaUsageQuery, queryKeys } from '@aula/api-client/react';
import { isMessageKey } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { text } from '../editor-text';
import { useSave } from '../query/use-save';
import styles from './media.module.css';

type Usage = { state: 'loading' } | { state: 'failed' } | { state: 'done'; usage: MediaUsage[] };

/**
 * DESIGN.md 9 (keyed by the image's id): where an image is used, and its delete with a warning
 * while it is in use.
 */
export function MediaUsageList({
  locale,
  client,
  item,
  onDeleted,
}: {
  locale: Locale;
  client: ApiClient;
  item: MediaItem;
  onDeleted(id: number): void;
}) {
  const id = useId();
  const query = useQuery(mediaUsageQuery(client, locale, item.id));
  const usage: Usage = query.isError
    ? { state: 'failed' }
    : query.data
      ? { state: 'done', usage: query.data }
      : { state: 'loading' };
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const inUse = usage.state === 'done' ? usage.usage.length : 0;
  // The deleted image's usage is not asked again (it is gone).
  const removing = useSave(
    'pageEditor',
    (force: boolean) => client.mediaLibrary.remove(locale, item.id, { force }),
    queryKeys.pageEditor.mediaUsage(locale, item.id),
  );
  const remove = async () => {
    try {
      await removing.mutateAsync(inUse > 0);
      onDeleted(item.id);
    } catch {
      setFailed(true);
    }
  };
  const kind = (name: string) => {
    const key = `media.usage.kind.${name}`;
    return isMessageKey(key) ? text(locale, key) : name;
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-usage`}>
      <h3 className={styles.heading} id={`${id}-usage`}>
        {text(locale, 'media.usage.title')}
      </h3>
      {usage.state === 'loading' && (
        <p className={styles.note}>{text(locale, 'media.usage.loading')}</p>
      )}
      {usage.state === 'failed' && (
        <p className={styles.error}>{text(locale, 'media.list.failed')}</p>
      )}
      {usage.state === 'done' && usage.usage.length === 0 && (
        <p className={styles.note}>{text(locale, 'media.usage.none')}</p>
      )}
      {usage.state === 'done' && usage.usage.length > 0 && (
        <ul className={styles.usage} data-testid="media-usage">
          {usage.usage.map((use) => (
            <li key={`${use.kind}-${use.id}`}>
              {kind(use.kind)}: {use.url ? <a href={use.url}>{use.title}</a> : use.title}
            </li>
          ))}
        </ul>
      )}
      {confirming ? (
        <div
          className={styles.warning}
          role="alertdialog"
          aria-labelledby={`${id}-confirm`}
          aria-describedby={inUse > 0 ? `${id}-in-use` : undefined}
        >
          <p className={styles.label} id={`${id}-confirm`}>
            {text(locale, 'media.delete.confirm')}
          </p>
          {inUse > 0 && (
            <p className={styles.error} id={`${id}-in-use`}>
              {text(locale, 'media.delete.inUse', { count: inUse })}
            </p>
          )}
          <div className={styles.actions}>
            <button type="button" className={styles.danger} onClick={() => void remove()}>
              {text(locale, 'media.delete.confirmAction')}
            </button>
            <button type="button" className={styles.button} onClick={() => setConfirming(false)}>
              {text(locale, 'media.delete.cancel')}
            </button>
          </div>
          {failed && (
            <p className={styles.error} role="alert">
              {text(locale, 'media.delete.failed')}
            </p>
          )}
        </div>
      ) : (
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.danger}
            onClick={() => setConfirming(true)}
            disabled={usage.state === 'loading'}
          >
            {text(locale, 'media.delete')}
          </button>
        </div>
      )}
    </section>
  );
}
