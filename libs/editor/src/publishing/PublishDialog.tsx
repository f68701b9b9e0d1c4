import {
  UnauthorizedError,
  ValidationError,
  type ApiClient,
  type FieldErrors,
} from '@aula/api-client';
import { formatDateTime, isMessageKey, t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { publishingStateQuery } from '@aula/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useAlert } from '../alerts/use-alert';
import { DateTimePicker } from '../controls';
import { Dialog } from '../dialog/Dialog';
import { text } from '../editor-text';
import { useSave } from '../query/use-save';
import styles from '../history/History.module.css';
import { PageHistory } from '../history/PageHistory';
import { FaultyList } from './FaultyList';

export interface PublishDialogProps {
  locale: Locale;
  client: ApiClient;
  pageId: number;
  /** Opens the preview of the drafts (`?v=` on the live page). */
  onPreview(versionId: number): void;
  /** After a publication or unpublication: the page renders again. */
  onChanged(): void;
  onUnauthorized?(): void;
  onClose(): void;
}

/**
 * DESIGN.md 8: publishing a page in the editor's language: whether it is online, the drafts that
 * wait (with a preview), the faulty blocks that stop publishing (listed, linked and marked on
 * the page), publish now or at a Berlin date and time, scheduled publications (cancellable),
 * and taking the page offline.
 */
export function PublishDialog({
  locale,
  client,
  pageId,
  onPreview,
  onChanged,
  onUnauthorized,
  onClose,
}: PublishDialogProps) {
  const id = useId();
  const alert = useAlert();
  const query = useQuery(publishingStateQuery(client, locale, pageId));
  const state = query.data ?? null;
  const failed = query.isError;
  const [errors, setErrors] = useState<FieldErrors>({});
  // spec 1: the Berlin wall time the API takes (`2026-11-23T14:05`), as the picker gives it.
  const [at, setAt] = useState('');
  // Each action is a save: the publishing state (here and the marks on the page) loads again.
  const acting = useSave('pageEditor', (action: () => Promise<unknown>) => action());
  const busy = acting.isPending;

  const run = async (action: () => Promise<unknown>, success: Parameters<typeof text>[1]) => {
    setErrors({});
    try {
      await acting.mutateAsync(action);
      alert('success', text(locale, success));
      onChanged();
    } catch (error) {
      if (error instanceof ValidationError) {
        setErrors(error.fieldErrors);
        alert('error', text(locale, 'publishing.alert.invalid'));
      } else alert('error', text(locale, 'editor.alert.error'));
      if (error instanceof UnauthorizedError) onUnauthorized?.();
      // A refused action may still meet a changed state (a publication meanwhile): read it again.
      await query.refetch();
    }
  };

  const schedule = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(
      () => client.publishing.publish(locale, pageId, { publish_at: at }),
      'publishing.alert.scheduled',
    );
  };

  const atError = errors['publish_at']?.[0];
  const faulty = {
    ...(state?.errors ?? {}),
    ...Object.fromEntries(Object.entries(errors).filter(([key]) => key.startsWith('sections.'))),
  };
  const hasFaults = Object.keys(faulty).length > 0;

  return (
    <Dialog
      title={text(locale, 'publishing.dialog.title')}
      closeLabel={text(locale, 'publishing.dialog.close')}
      onCancel={onClose}
      testId="aula-publish"
    >
      {state === null && !failed ? (
        <p role="status">{text(locale, 'publishing.dialog.loading')}</p>
      ) : null}
      {failed ? <p role="alert">{text(locale, 'editor.dialog.loadFailed')}</p> : null}
      {state ? (
        <div style={{ display: 'grid', gap: '1rem' }}>
          <p data-testid="aula-publish-status">
            {text(
              locale,
              state.is_online ? 'publishing.dialog.online' : 'publishing.dialog.offline',
            )}
          </p>
          {state.drafts.length === 0 ? (
            <p>{text(locale, 'publishing.dialog.noDrafts')}</p>
          ) : (
            <section aria-labelledby={`${id}-drafts`}>
              <h3 id={`${id}-drafts`} className={styles.heading}>
                {text(locale, 'publishing.dialog.drafts')}
              </h3>
              <ul>
                {state.drafts.map((draft) => (
                  <li key={draft.module_id}>
                    {text(locale, 'publishing.dialog.draftEntry', {
                      name: draft.slug ?? String(draft.module_id),
                      user: draft.user ?? text(locale, 'publishing.unknownUser'),
                      date: formatDateTime(draft.updated_at),
                    })}
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className={styles.button}
                disabled={busy}
                onClick={() =>
                  void client.publishing.preview(locale, pageId).then(
                    (preview) => onPreview(preview.version_id),
                    () => alert('error', text(locale, 'editor.alert.error')),
                  )
                }
              >
                {text(locale, 'publishing.dialog.preview')}
              </button>
            </section>
          )}
          {hasFaults ? (
            <FaultyList locale={locale} errors={faulty} drafts={state.drafts} onClose={onClose} />
          ) : null}
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.button}
              disabled={busy || hasFaults}
              aria-disabled={busy || hasFaults}
              onClick={() =>
                void run(
                  () => client.publishing.publish(locale, pageId),
                  'publishing.alert.published',
                )
              }
            >
              {text(locale, 'publishing.dialog.publishNow')}
            </button>
            {state.is_online ? (
              <button
                type="button"
                className={styles.button}
                disabled={busy}
                onClick={() =>
                  void run(
                    () => client.publishing.unpublish(locale, pageId),
                    'publishing.alert.unpublished',
                  )
                }
              >
                {text(locale, 'publishing.dialog.unpublish')}
              </button>
            ) : null}
          </div>
          <form
            onSubmit={schedule}
            noValidate
            style={{ display: 'grid', gap: '0.25rem', justifyItems: 'start' }}
          >
            <DateTimePicker
              locale={locale}
              label={text(locale, 'publishing.dialog.at')}
              precision="datetime"
              value={at}
              onChange={setAt}
              isRequired
              errorMessage={
                atError
                  ? t(locale, isMessageKey(atError) ? atError : 'editor.alert.invalid')
                  : undefined
              }
            />
            <button type="submit" className={styles.button} disabled={busy || hasFaults}>
              {text(locale, 'publishing.dialog.schedule')}
            </button>
          </form>
          {state.scheduled.length > 0 ? (
            <section aria-labelledby={`${id}-scheduled`}>
              <h3 id={`${id}-scheduled`} className={styles.heading}>
                {text(locale, 'publishing.dialog.scheduled')}
              </h3>
              <ul>
                {state.scheduled.map((entry) => (
                  <li key={entry.id} data-testid="aula-scheduled">
                    {text(locale, 'publishing.dialog.scheduledEntry', {
                      date: formatDateTime(entry.publish_at),
                      user: entry.user ?? text(locale, 'publishing.unknownUser'),
                    })}{' '}
                    <button
                      type="button"
                      className={styles.button}
                      disabled={busy}
                      onClick={() =>
                        void run(
                          () => client.publishing.cancelPublication(locale, entry.id),
                          'publishing.alert.unpublished',
                        )
                      }
                    >
                      {text(locale, 'publishing.dialog.cancelSchedule', {
                        date: formatDateTime(entry.publish_at),
                      })}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <PageHistory
            locale={locale}
            client={client}
            pageId={pageId}
            onView={onPreview}
            onRestored={onChanged}
            {...(onUnauthorized ? { onUnauthorized } : {})}
          />
        </div>
      ) : null}
    </Dialog>
  );
}
