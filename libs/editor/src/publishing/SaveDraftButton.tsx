import { UnauthorizedError, type ApiClient, type SectionDraftInput } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useAlert } from '../alerts/use-alert';
import { text } from '../editor-text';
import { clearDraft } from '../section/draft-storage';
import { saveBody, type SectionDraft } from '../section/section-draft';
import { loginDialogAtom } from '../state/editor-atoms';

export interface SaveDraftButtonProps {
  locale: Locale;
  client: ApiClient;
  draft: SectionDraft;
  className?: string | undefined;
  /** After the draft is stored (the dialog closes; visitors see no change). */
  onSaved(): void;
}

/**
 * DESIGN.md 8: "Save as draft": stores the section as it is in the dialog, incomplete or not,
 * without publishing it. Validation waits for publishing; a 401 opens the login dialog.
 */
export function SaveDraftButton({
  locale,
  client,
  draft,
  className,
  onSaved,
}: SaveDraftButtonProps) {
  const alert = useAlert();
  const setLogin = useSetAtom(loginDialogAtom);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await client.publishing.saveDraft(
        locale,
        draft.id,
        saveBody(draft).body as SectionDraftInput,
      );
      clearDraft();
      alert('success', text(locale, 'publishing.draftSaved'));
      onSaved();
    } catch (error) {
      alert('error', text(locale, 'editor.alert.error'));
      if (error instanceof UnauthorizedError) setLogin({ open: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} disabled={busy} onClick={() => void save()}>
      {text(locale, 'publishing.saveDraft')}
    </button>
  );
}
