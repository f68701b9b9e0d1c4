import {
  issuesToFieldErrors,
  mediaUpdateSchema,
  ValidationError,
  type ApiClient,
  type MediaItem,
  type MediaUpdate,
} from '@aula/api-client';
import type { MessageKey } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { text } from '../editor-text';
import { errorText } from '../forms/form-text';
import { CropPreviews } from './CropPreviews';
import { FocalPointPicker } from './FocalPointPicker';
import { MediaUsageList } from './MediaUsageList';
import styles from './media.module.css';

export interface MediaDetailsProps {
  locale: Locale;
  client: ApiClient;
  item: MediaItem;
  onSaved(item: MediaItem): void;
  onDeleted(id: number): void;
}

type Draft = Required<MediaUpdate>;
const draftOf = (item: MediaItem): Draft => ({
  alt_de: item.alt_de,
  alt_en: item.alt_en,
  caption_de: item.caption_de,
  caption_en: item.caption_en,
  decorative: item.decorative,
  focal_x: item.focal_x,
  focal_y: item.focal_y,
});

const textFields = [
  ['alt_de', 'media.details.altDe', 'de'],
  ['alt_en', 'media.details.altEn', 'en'],
  ['caption_de', 'media.details.captionDe', 'de'],
  ['caption_en', 'media.details.captionEn', 'en'],
] as const satisfies readonly [keyof Draft, MessageKey, Locale][];

type Status = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * DESIGN.md 9 (keyed by the image's id, so another image starts afresh): one image's alt texts and
 * captions per language, decorative flag, focal point with its crops, usage and delete.
 */
export function MediaDetails({ locale, client, item, onSaved, onDeleted }: MediaDetailsProps) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(item));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [status, setStatus] = useState<Status>('idle');
  const set = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setStatus('idle');
  };

  const save = async () => {
    const parsed = v.safeParse(mediaUpdateSchema, draft);
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.issues));
      setStatus('failed');
      return;
    }
    setErrors({});
    setStatus('saving');
    try {
      onSaved(await client.mediaLibrary.update(locale, item.id, parsed.output));
      setStatus('saved');
    } catch (failure) {
      setErrors(failure instanceof ValidationError ? failure.fieldErrors : {});
      setStatus('failed');
    }
  };

  return (
    <form
      className={styles.details}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Inside the image finder this form sits (in React) within a block form: keep the submit here.
        event.stopPropagation();
        void save();
      }}
    >
      <h2 className={styles.heading} id={`${id}-title`}>
        {text(locale, 'media.details.title')}: {item.file_name}
      </h2>
      <p className={styles.note}>
        {text(locale, 'media.details.info', {
          width: item.width,
          height: item.height,
          size: Math.round(item.bytes / 1024),
          date: new Date(item.created_at).toLocaleDateString('de-DE', {
            timeZone: 'Europe/Berlin',
          }),
        })}
      </p>
      {textFields.map(([key, label, lang]) => {
        const error = errors[key]?.[0];
        const fieldId = `${id}-${key}`;
        const isAlt = key.startsWith('alt');
        return (
          <div key={key} className={styles.field}>
            <label className={styles.label} htmlFor={fieldId}>
              {text(locale, label)}
            </label>
            {isAlt && (
              <p className={styles.help} id={`${fieldId}-help`}>
                {text(locale, 'media.details.altHelp')}
              </p>
            )}
            <input
              id={fieldId}
              className={styles.input}
              lang={lang}
              value={draft[key] as string}
              disabled={isAlt && draft.decorative}
              onChange={(event) => set({ [key]: event.target.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={
                [isAlt ? `${fieldId}-help` : '', error ? `${fieldId}-error` : '']
                  .filter(Boolean)
                  .join(' ') || undefined
              }
            />
            {error && (
              <p className={styles.error} id={`${fieldId}-error`}>
                {errorText(locale, error)}
              </p>
            )}
          </div>
        );
      })}
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={draft.decorative}
          onChange={(event) => set({ decorative: event.target.checked })}
        />
        {text(locale, 'media.details.decorative')}
      </label>
      <FocalPointPicker
        locale={locale}
        src={item.image_url}
        value={{ x: draft.focal_x, y: draft.focal_y }}
        onChange={(point) => set({ focal_x: point.x, focal_y: point.y })}
      />
      {errors['focal_x'] && (
        <p className={styles.error}>{errorText(locale, errors['focal_x'][0])}</p>
      )}
      <CropPreviews locale={locale} item={item} />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={status === 'saving'}>
          {text(locale, 'media.details.save')}
        </button>
        <p className={status === 'failed' ? styles.error : styles.note} role="status">
          {status === 'saving'
            ? text(locale, 'media.details.saving')
            : status === 'saved'
              ? text(locale, 'media.details.saved')
              : status === 'failed'
                ? text(locale, 'media.details.saveFailed')
                : ''}
        </p>
      </div>
      <MediaUsageList
        key={item.id}
        locale={locale}
        client={client}
        item={item}
        onDeleted={onDeleted}
      />
    </form>
  );
}
