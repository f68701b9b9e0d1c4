import {
  ConflictError,
  UnauthorizedError,
  ValidationError,
  type ApiClient,
  type FieldErrors,
  type PageSettings,
} from '@aula/api-client';
import { pageSettingsQuery } from '@aula/api-client/react';
import { t, type MessageKey } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAlert } from '../alerts/use-alert';
import { Dialog } from '../dialog/Dialog';
import { useSave } from '../query/use-save';
import { PageSettingsForm } from './PageSettingsForm';
import type { PageSettingsFormOutput } from './page-settings-values';

export interface PageSettingsDialogProps {
  locale: Locale;
  client: ApiClient;
  pageId: number;
  onClose(): void;
  onSaved(): void;
  onUnauthorized(): void;
}

/**
 * spec 3/4, DESIGN.md 8: a content page's settings in the editor's language (title, headline,
 * SEO and Open Graph texts, og image, the shared flags) over the page-settings endpoint, with
 * its version: a 400 lands on the fields, a 409 loads the current state to check again.
 */
export function PageSettingsDialog({
  locale,
  client,
  pageId,
  onClose,
  onSaved,
  onUnauthorized,
}: PageSettingsDialogProps) {
  const alert = useAlert();
  const query = useQuery(pageSettingsQuery(client, locale, pageId));
  // After a 409: the current state the answer carried, to check again.
  const [current, setCurrent] = useState<PageSettings | null>(null);
  const [conflictNote, setNote] = useState<MessageKey | null>(null);
  const page = current ?? query.data ?? null;
  const note = query.isError ? 'editor.settings.loadFailed' : conflictNote;
  const saving = useSave('pageEditor', (values: PageSettingsFormOutput & { version: number }) =>
    client.pageEditor.updatePageSettings(locale, pageId, values),
  );

  const submit = async (values: PageSettingsFormOutput): Promise<FieldErrors> => {
    if (!page) return {};
    try {
      await saving.mutateAsync({ ...values, version: page.version });
      alert('success', t(locale, 'editor.alert.saved'));
      onSaved();
      return {};
    } catch (error) {
      alert('error', t(locale, 'editor.alert.error'));
      if (error instanceof ValidationError) return error.fieldErrors;
      if (error instanceof UnauthorizedError) onUnauthorized();
      else if (error instanceof ConflictError && error.current) {
        setCurrent(error.current as PageSettings);
        setNote('editor.settings.conflict');
      }
      return {};
    }
  };

  return (
    <Dialog
      title={t(locale, 'editor.settings.title')}
      closeLabel={t(locale, 'editor.dialog.close')}
      onCancel={onClose}
      testId="aula-page-settings"
    >
      {note ? <p role="alert">{t(locale, note)}</p> : null}
      {page ? (
        <PageSettingsForm
          key={page.version}
          locale={locale}
          client={client}
          page={page}
          onSubmit={submit}
          onCancel={onClose}
        />
      ) : null}
    </Dialog>
  );
}
