import type { FieldErrors, PublishingState } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { useId } from 'react';
import { text } from '../editor-text';
import styles from '../history/History.module.css';
import { faultyBlocks, faultyMarkerId } from './faulty-blocks';

export interface FaultyListProps {
  locale: Locale;
  errors: FieldErrors;
  drafts: PublishingState['drafts'];
  /** A link closes the dialog so the marked section on the page can take the focus. */
  onClose(): void;
}

/**
 * DESIGN.md 8: the blocks that stop publishing, each a link to its section's mark on the page
 * (`FaultyMarks`).
 */
export function FaultyList({ locale, errors, drafts, onClose }: FaultyListProps) {
  const id = useId();
  const models = (sectionId: number, index: number) =>
    drafts.find((draft) => draft.module_id === sectionId)?.models[index];
  const entries = faultyBlocks(locale, errors, models);
  const names = new Map(
    drafts.map((draft) => [draft.module_id, draft.slug ?? String(draft.module_id)]),
  );

  return (
    <section aria-labelledby={`${id}-faulty`} data-testid="aula-faulty-blocks">
      <h3 id={`${id}-faulty`} className={styles.heading}>
        {text(locale, 'publishing.dialog.faulty')}
      </h3>
      <ul>
        {entries.map((entry) => (
          <li key={`${entry.sectionId}-${entry.number}-${entry.field}`}>
            <a
              href={`#${faultyMarkerId(entry.sectionId)}`}
              onClick={(event) => {
                event.preventDefault();
                onClose();
                // After the dialog closed (its focus return ran), the marked section takes the focus.
                setTimeout(() => {
                  const marker = document.getElementById(faultyMarkerId(entry.sectionId));
                  marker?.scrollIntoView({ block: 'center' });
                  marker?.focus();
                }, 0);
              }}
            >
              {text(locale, 'publishing.dialog.faultyEntry', {
                section: names.get(entry.sectionId) ?? String(entry.sectionId),
                number: entry.number,
                model: entry.model,
                field: entry.field,
                message: entry.message,
              })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
