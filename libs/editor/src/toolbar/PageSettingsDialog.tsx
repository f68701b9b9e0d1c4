import { ConflictError, UnauthorizedError, ValidationError, type ApiClient, type FieldErrors, type PageSettings } from '@aula/api-client';
import { isMessageKey, t, type MessageKey } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useAlert } from '../alerts/use-alert';
import { Dialog } from '../dialog/Dialog';
import styles from '../section/SectionDialog.module.css';

const texts = [
  ['title', 'editor.settings.pageTitle'],
  ['headline', 'editor.settings.headline'],
  ['meta_title', 'editor.settings.metaTitle'],
  ['meta_description', 'editor.settings.metaDescription'],
] as const satisfies readonly (readonly [keyof PageSettings, MessageKey])[];
const flags = [
  ['is_online', 'editor.settings.isOnline'],
  ['in_menu', 'editor.settings.inMenu'],
  ['in_footer', 'editor.settings.inFooter'],
] as const satisfies readonly (readonly [keyof PageSettings, MessageKey])[];

export interface PageSettingsDialogProps {
  locale: Locale;
  client: ApiClient;
  pageId: number;
  onClose(): void;
  onSaved(): void;
  onUnauthorized(): void;
}

/** spec 3/4: a content page's settings (title, headline, SEO texts, flags) over the page-settings endpoint, with its version. */
export function PageSettingsDialog({ locale, client, pageId, onClose, onSaved, onUnauthorized }: PageSettingsDialogProps) {
  const id = useId();
  const alert = useAlert();
  const [page, setPage] = useState<PageSettings | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [note, setNote] = useState<MessageKey | null>(null);

  useEffect(() => {
    client.pageEditor.pageSettings(locale, pageId).then(setPage, () => setNote('editor.dialog.loadFailed'));
  }, [client, locale, pageId]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!page) return;
    const data = new FormData(event.currentTarget);
    const body = {
      title: String(data.get('title') ?? ''),
      headline: String(data.get('headline') ?? ''),
      meta_title: String(data.get('meta_title') ?? ''),
      meta_description: String(data.get('meta_description') ?? ''),
      is_online: data.has('is_online'),
      in_menu: data.has('in_menu'),
      in_footer: data.has('in_footer'),
      version: page.version,
    };
    try {
      await client.pageEditor.updatePageSettings(locale, pageId, body);
      alert('success', t(locale, 'editor.alert.saved'));
      onSaved();
    } catch (error) {
      alert('error', t(locale, 'editor.alert.error'));
      if (error instanceof ValidationError) setErrors(error.fieldErrors);
      else if (error instanceof UnauthorizedError) onUnauthorized();
      else if (error instanceof ConflictError && error.current) {
        setPage(error.current as PageSettings);
        setNote('editor.settings.conflict');
      }
    }
  };

  const message = (name: string) => {
    const key = errors[name]?.[0];
    return key ? <span id={`${id}-${name}-error`}>{t(locale, isMessageKey(key) ? key : 'editor.alert.invalid')}</span> : null;
  };

  return (
    <Dialog title={t(locale, 'editor.settings.title')} closeLabel={t(locale, 'editor.dialog.close')} onCancel={onClose} testId="aula-page-settings">
      {note ? <p role="alert">{t(locale, note)}</p> : null}
      {page ? (
        <form key={page.version} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          {texts.map(([name, label]) => (
            <p key={name} style={{ display: 'grid', gap: '0.25rem', margin: 0 }}>
              <label htmlFor={`${id}-${name}`}>{t(locale, label)}</label>
              <input id={`${id}-${name}`} name={name} defaultValue={String(page[name] ?? '')} aria-invalid={errors[name] ? true : undefined} aria-describedby={errors[name] ? `${id}-${name}-error` : undefined} />
              {message(name)}
            </p>
          ))}
          {flags.map(([name, label]) => (
            <label key={name}>
              <input type="checkbox" name={name} defaultChecked={Boolean(page[name])} /> {t(locale, label)}
            </label>
          ))}
          <div className={styles.actions}>
            <button type="submit" className={styles.primary}>
              {t(locale, 'editor.settings.save')}
            </button>
            <button type="button" className={styles.button} onClick={onClose}>
              {t(locale, 'editor.dialog.cancel')}
            </button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}
