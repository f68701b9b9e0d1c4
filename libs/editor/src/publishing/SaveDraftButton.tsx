import { UnauthorizedError, type ApiClient, type SectionDraftInput } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { useSetAtom } from 'jotai';
import { useAlert } from '../alerts/use-alert';
import { text } from '../editor-text';
import { useSave } from '../query/use-save';
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
 * without publishing it. Validation waits for publishing; a 401 opens the login dialog. A save
 * (`useSave`): the page's drafts and faulty-block marks load again.
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
  const saving = useSave('pageEditor', (kept: SectionDraft) =>
    client.publishing.saveDraft(locale, kept.id, saveBody(kept).body as SectionDraftInput),
  );
  const save = async () => {
    try {
      await saving.mutateAsync(draft);
      clearDraft();
      alert('success', text(locale, 'publishing.draftSaved'));
      onSaved();
    } catch (error) {
      alert('error', text(locale, 'editor.alert.error'));
      if (error instanceof UnauthorizedError) setLogin({ open: true });
    }
  };
  return (
    <button
      type="button"
      className={className}
      disabled={saving.isPending}
      onClick={() => void save()}
    >
      {text(locale, 'publishing.saveDraft')}
    </button>
  );
}
