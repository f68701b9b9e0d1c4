import { maxMediaUploadBytes, type MediaUpload } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { useId, useRef, useState, type DragEvent } from 'react';
import { errorText } from '../forms/form-text';
import { text } from '../editor-text';
import { UploadError, uploadFile } from './upload-file';
import styles from './media.module.css';

/** Sends one file and reports its progress; the library's default is `uploadFile`. */
export type UploadFunction = (
  locale: Locale,
  file: File,
  onProgress: (fraction: number) => void,
) => Promise<MediaUpload>;

interface Upload {
  key: number;
  name: string;
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  message?: string;
}

export interface UploaderProps {
  locale: Locale;
  /** Called once per stored image. */
  onUploaded(upload: MediaUpload): void;
  upload?: UploadFunction;
}

/**
 * DESIGN.md 9: several images at once, by drag and drop or the file picker, each with its progress
 * and its own error.
 */
export function Uploader({ locale, onUploaded, upload = uploadFile }: UploaderProps) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [active, setActive] = useState(false);
  const next = useRef(0);
  const inputId = useId();
  const hintId = useId();
  const change = (key: number, patch: Partial<Upload>) =>
    setUploads((current) =>
      current.map((item) => (item.key === key ? { ...item, ...patch } : item)),
    );

  const start = (files: File[]) => {
    for (const file of files) {
      const key = (next.current += 1);
      setUploads((current) => [
        ...current,
        { key, name: file.name, progress: 0, state: 'uploading' },
      ]);
      upload(locale, file, (fraction) => change(key, { progress: fraction }))
        .then((stored) => {
          change(key, { progress: 1, state: 'done' });
          onUploaded(stored);
        })
        .catch((failure: unknown) =>
          change(key, {
            state: 'failed',
            message: errorText(
              locale,
              failure instanceof UploadError ? failure.messageKey : 'media.upload.error',
            ),
          }),
        );
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setActive(false);
    start([...event.dataTransfer.files]);
  };

  return (
    <section className={styles.section} aria-labelledby={`${inputId}-title`}>
      <h2 className={styles.heading} id={`${inputId}-title`}>
        {text(locale, 'media.upload.title')}
      </h2>
      <div
        className={styles.drop}
        data-active={active ? 'true' : undefined}
        data-testid="media-drop"
        onDragOver={(event) => {
          event.preventDefault();
          setActive(true);
        }}
        onDragLeave={() => setActive(false)}
        onDrop={onDrop}
      >
        <p className={styles.note}>{text(locale, 'media.upload.drop')}</p>
        <label className={`${styles.primary} ${styles.fileLabel}`} htmlFor={inputId}>
          {text(locale, 'media.upload.choose')}
          <input
            id={inputId}
            className={styles.fileInput}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/avif"
            aria-describedby={hintId}
            onChange={(event) => {
              start([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
        </label>
        <p className={styles.help} id={hintId}>
          {text(locale, 'media.upload.hint', {
            max: Math.round(maxMediaUploadBytes / 1024 / 1024),
          })}
        </p>
      </div>
      {uploads.length > 0 && (
        <ul className={styles.uploads} aria-live="polite">
          {uploads.map((item) => (
            <li key={item.key} className={styles.upload}>
              <span>{item.name}</span>
              <span>
                {item.state === 'done'
                  ? `✓ ${text(locale, 'media.upload.done')}`
                  : item.state === 'failed'
                    ? text(locale, 'media.upload.failed')
                    : `${Math.round(item.progress * 100)} %`}
              </span>
              <progress
                max={1}
                value={item.progress}
                aria-label={text(locale, 'media.upload.progress', { name: item.name })}
              />
              {item.message && (
                <p className={styles.error} role="alert">
                  {item.name}: {item.message}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
