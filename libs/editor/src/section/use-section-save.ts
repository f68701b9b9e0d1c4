import type { ApiClient, ContainerModule } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { useSetAtom } from 'jotai';
import { type RefObject, useCallback, useState } from 'react';
import { useAlert } from '../alerts/use-alert';
import { text } from '../editor-text';
import { useSave } from '../query/use-save';
import { loginDialogAtom } from '../state/editor-atoms';
import { errorSummaryItems, type BlockFormHandle } from './block-forms';
import { clearDraft, storeDraft } from './draft-storage';
import { saveSection } from './save-section';
import type { SectionDraft } from './section-draft';

export type SummaryItem = { href: string; text: string };

/** The blocks a validation looks at: those the save sends. */
const liveBlocks = (draft: SectionDraft) => draft.blocks.filter((block) => !block.removed);

/**
 * DESIGN.md 8: validates every block form of a draft, saves it and sorts the answer: saved,
 * field errors onto the forms and into the summary, 401 to the login dialog, 409 to
 * `onConflict`. The draft is kept in session storage on every path that does not save it. The
 * save is a mutation (`useSave`): the page's editing data loads again after it.
 */
export function useSectionSave({
  client,
  locale,
  base,
  forms,
  onSaved,
  onConflict,
}: {
  client: ApiClient;
  locale: Locale;
  /** The draft's starting point, kept with it for a later merge. */
  base: SectionDraft | null;
  forms: RefObject<Map<string, BlockFormHandle>>;
  onSaved(section: ContainerModule): void;
  /** A 409: the section as it is now (null when the answer did not carry it). */
  onConflict(current: ContainerModule | null): void;
}) {
  const alert = useAlert();
  const setLogin = useSetAtom(loginDialogAtom);
  // DESIGN.md 8: the answer shows on the page at once; the page's editing data loads behind it.
  const saving = useSave(
    'pageEditor',
    (target: SectionDraft) => saveSection(client, locale, target),
    undefined,
    'answer',
  );
  const { mutateAsync } = saving;
  const [summary, setSummary] = useState<SummaryItem[]>([]);

  const save = useCallback(
    async (target: SectionDraft) => {
      // The blocks' forms validate side by side (the editor waits for the slowest, not the sum).
      const blocks = liveBlocks(target);
      const results = await Promise.all(
        blocks.map((block) => forms.current.get(block.key)?.validate() ?? Promise.resolve({})),
      );
      const items: SummaryItem[] = blocks.flatMap((block, index) =>
        errorSummaryItems(locale, block.model, `aula-${block.key}`, results[index] ?? {}),
      );
      setSummary(items);
      if (items.length > 0) return;
      const outcome = await mutateAsync(target);
      switch (outcome.kind) {
        case 'saved':
          clearDraft();
          alert('success', text(locale, 'editor.alert.saved'));
          onSaved(outcome.section);
          return;
        case 'invalid': {
          const found: SummaryItem[] = [];
          for (const [key, errors] of outcome.errors) {
            const block = target.blocks.find((candidate) => candidate.key === key);
            if (block) {
              forms.current.get(key)?.setErrors(errors);
              found.push(...errorSummaryItems(locale, block.model, `aula-${key}`, errors));
            }
          }
          setSummary(
            found.length > 0
              ? found
              : [
                  {
                    href: '#aula-section-dialog-actions',
                    text: text(locale, 'editor.dialog.invalid'),
                  },
                ],
          );
          alert('error', text(locale, 'editor.alert.invalid'));
          return;
        }
        case 'unauthorized':
          storeDraft(target, base);
          alert('error', text(locale, 'editor.alert.unauthorized'));
          setLogin({ open: true });
          return;
        case 'conflict':
          storeDraft(target, base);
          alert('error', text(locale, 'editor.alert.conflict'));
          onConflict(outcome.current);
          return;
        case 'failed':
          alert('error', text(locale, 'editor.alert.error'));
      }
    },
    [alert, base, forms, locale, mutateAsync, onConflict, onSaved, setLogin],
  );

  return {
    save,
    saving: saving.isPending,
    summary,
    clearSummary: useCallback(() => setSummary([]), []),
  };
}
