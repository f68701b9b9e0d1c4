import { ValidationError } from '@aula/api-client';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { fieldId } from '../field-id';
import { errorText } from '../form-text';
import { useBlockFormContext } from '../form-context';
import type { FieldProps } from './field-props';
import { FieldShell, describedBy } from './FieldShell';
import { moduleValueBeside } from './module-value';
import styles from './fields.module.css';

type Upload = { state: 'idle' } | { state: 'uploading' } | { state: 'failed'; message: string };

/**
 * A media library image: the chosen image with its preview, an upload, and remove. (The image
 * finder over the whole library is the admin area's; this field takes its answer the same way.)
 */
export function ImageField({ name, field }: FieldProps<'image'>) {
  const { idPrefix, locale, text, module, client } = useBlockFormContext();
  const {
    field: { value: current, onChange, onBlur, ref },
    fieldState,
  } = useController({ name });
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [uploadedPreview, setUploadedPreview] = useState<{ id: number; url: string } | null>(null);
  const id = fieldId(idPrefix, name);
  const error = fieldState.error?.message;
  const value = typeof current === 'number' ? current : null;
  const readPreview = moduleValueBeside(module, name, 'image_url');
  const preview = uploadedPreview?.id === value ? uploadedPreview.url : value !== null && moduleValueBeside(module, name, 'image') === value && typeof readPreview === 'string' ? readPreview : null;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setUpload({ state: 'uploading' });
    try {
      const image = await client.pageEditor.uploadMedia(locale, file);
      setUploadedPreview({ id: image.image, url: image.crops.thumbnail ?? image.image_url });
      onChange(image.image);
      setUpload({ state: 'idle' });
    } catch (failure) {
      const message = failure instanceof ValidationError ? Object.values(failure.fieldErrors).flat()[0] : undefined;
      setUpload({ state: 'failed', message: message ? errorText(locale, message) : text('editorForms.image.failed') });
    }
  };

  return (
    <FieldShell id={id} field={field} error={error}>
      <div className={styles.image}>
        {preview ? <img className={styles.preview} src={preview} alt="" width={120} height={80} /> : null}
        <p className={styles.note} role="status">
          {upload.state === 'uploading' ? text('editorForms.image.uploading') : value === null ? text('editorForms.image.none') : text('editorForms.image.chosen', { id: value })}
        </p>
        <div className={styles.actions}>
          <label className={styles.button}>
            {text('editorForms.image.upload')}
            <input
              id={id}
              ref={ref}
              className={styles.fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif"
              onChange={(event) => void onFile(event.target.files?.[0])}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, field, error)}
            />
          </label>
          {value !== null && (
            <button type="button" className={styles.button} onClick={() => onChange(null)}>
              {text('editorForms.image.remove')}
            </button>
          )}
        </div>
        {upload.state === 'failed' && (
          <p className={styles.error} role="alert">
            {upload.message}
          </p>
        )}
      </div>
    </FieldShell>
  );
}
