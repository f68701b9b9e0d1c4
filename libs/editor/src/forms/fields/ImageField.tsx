import { ValidationError, type ImageAlias } from '@aula/api-client';
import { useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { ImageFinder } from '../../media/ImageFinder';
import { fieldId } from '../field-id';
import { errorText } from '../form-text';
import { useBlockFormContext } from '../form-context';
import type { FieldProps } from './field-props';
import { FieldShell, describedBy } from './FieldShell';
import { moduleValueBeside } from './module-value';
import styles from './fields.module.css';

type Upload = { state: 'idle' } | { state: 'uploading' } | { state: 'failed'; message: string };

/** The form path of the alias select beside an image field (`children.1.alias`), if the block has one. */
const aliasPath = (name: string, aliasField: string | null) =>
  aliasField
    ? `${name.includes('.') ? name.slice(0, name.lastIndexOf('.') + 1) : ''}${aliasField}`
    : null;

/**
 * A media library image: the chosen image with its preview, the image finder (spec 7: the
 * library in a dialog, with the crop the block's alias will show), a quick upload, and remove.
 */
export function ImageField({ name, field }: FieldProps<'image'>) {
  const { idPrefix, locale, text, module, client } = useBlockFormContext();
  const {
    field: { value: current, onChange, onBlur, ref },
    fieldState,
  } = useController({ name });
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [uploadedPreview, setUploadedPreview] = useState<{ id: number; url: string } | null>(null);
  const [finding, setFinding] = useState(false);
  const aliasName = aliasPath(name, field.aliasField);
  const aliasValue: unknown = useWatch({ name: aliasName ?? name, disabled: aliasName === null });
  const alias =
    aliasName && (aliasValue === 'vertical' || aliasValue === 'horizontal')
      ? (aliasValue as ImageAlias)
      : null;
  const id = fieldId(idPrefix, name);
  const error = fieldState.error?.message;
  const value = typeof current === 'number' ? current : null;
  const readPreview = moduleValueBeside(module, name, 'image_url');
  const preview =
    uploadedPreview?.id === value
      ? uploadedPreview.url
      : value !== null &&
          moduleValueBeside(module, name, 'image') === value &&
          typeof readPreview === 'string'
        ? readPreview
        : null;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setUpload({ state: 'uploading' });
    try {
      const image = await client.pageEditor.uploadMedia(locale, file);
      setUploadedPreview({ id: image.image, url: image.crops.thumbnail ?? image.image_url });
      onChange(image.image);
      setUpload({ state: 'idle' });
    } catch (failure) {
      const message =
        failure instanceof ValidationError
          ? Object.values(failure.fieldErrors).flat()[0]
          : undefined;
      setUpload({
        state: 'failed',
        message: message ? errorText(locale, message) : text('editorForms.image.failed'),
      });
    }
  };

  return (
    <FieldShell id={id} field={field} error={error}>
      <div className={styles.image}>
        {preview ? (
          <img className={styles.preview} src={preview} alt="" width={120} height={80} />
        ) : null}
        <p className={styles.note} role="status">
          {upload.state === 'uploading'
            ? text('editorForms.image.uploading')
            : value === null
              ? text('editorForms.image.none')
              : text('editorForms.image.chosen', { id: value })}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={() => setFinding(true)}>
            {text('media.finder.open')}
          </button>
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
        {finding && (
          <ImageFinder
            locale={locale}
            client={client}
            alias={alias}
            onClose={() => setFinding(false)}
            onPick={(item) => {
              setUploadedPreview({ id: item.id, url: item.crops.thumbnail });
              onChange(item.id);
              setFinding(false);
            }}
          />
        )}
        {upload.state === 'failed' && (
          <p className={styles.error} role="alert">
            {upload.message}
          </p>
        )}
      </div>
    </FieldShell>
  );
}
