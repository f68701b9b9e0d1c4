import { blockDefinitions } from '@aula/api-client';
import { t, type MessageKey } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { text } from '../editor-text';
import type { MergeResult } from './merge-drafts';
import styles from './MergeChoices.module.css';

export interface MergeChoicesProps {
  locale: Locale;
  result: MergeResult;
  choices: ReadonlyMap<string, 'mine' | 'theirs'>;
  onChoose(id: string, side: 'mine' | 'theirs'): void;
}

/** "Headline: Subline": the block's and the field's names in the editor's language. */
function fieldName(locale: Locale, model: keyof typeof blockDefinitions, field: string): string {
  const definition = blockDefinitions[model];
  const label = (definition.fields as Record<string, { label: MessageKey } | undefined>)[field]
    ?.label;
  return `${t(locale, definition.label)}: ${label ? t(locale, label) : field}`;
}

function shown(locale: Locale, value: unknown): string {
  const plain =
    typeof value === 'string'
      ? value
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
      : value === null || value === undefined
        ? ''
        : JSON.stringify(value);
  return plain === '' ? text(locale, 'together.conflict.emptyValue') : plain;
}

/** What the merge took without asking, and one choice per field both editors changed. */
export function MergeChoices({ locale, result, choices, onChoose }: MergeChoicesProps) {
  return (
    <div className={styles.merge}>
      {result.auto.length > 0 || result.theirNewBlocks > 0 ? (
        <section aria-labelledby="aula-merge-auto" className={styles.auto}>
          <h3 id="aula-merge-auto">{text(locale, 'together.conflict.merged')}</h3>
          <ul>
            {result.auto.map((entry) => (
              <li key={`${entry.blockKey}:${entry.field}`} data-aula-merged={entry.from}>
                {text(
                  locale,
                  entry.from === 'theirs'
                    ? 'together.conflict.mergedTheirs'
                    : 'together.conflict.mergedMine',
                  { field: fieldName(locale, entry.model, entry.field) },
                )}
              </li>
            ))}
            {result.theirNewBlocks > 0 ? (
              <li>{text(locale, 'together.conflict.mergedBlocksTheirs')}</li>
            ) : null}
          </ul>
        </section>
      ) : null}
      {result.conflicts.length > 0 ? (
        <section aria-labelledby="aula-merge-choose">
          <h3 id="aula-merge-choose">{text(locale, 'together.conflict.choose')}</h3>
          {result.conflicts.map((conflict) => {
            const chosen = choices.get(conflict.id) ?? 'mine';
            return (
              <fieldset key={conflict.id} className={styles.choice}>
                <legend>{fieldName(locale, conflict.model, conflict.field)}</legend>
                {(['theirs', 'mine'] as const).map((side) => (
                  <label key={side} className={styles.option}>
                    <input
                      type="radio"
                      name={conflict.id}
                      value={side}
                      checked={chosen === side}
                      onChange={() => onChoose(conflict.id, side)}
                    />
                    <span>
                      {text(
                        locale,
                        side === 'theirs'
                          ? 'together.conflict.takeTheirs'
                          : 'together.conflict.takeMine',
                        { value: shown(locale, conflict[side]) },
                      )}
                    </span>
                  </label>
                ))}
              </fieldset>
            );
          })}
        </section>
      ) : (
        <p>{text(locale, 'together.conflict.nothingToChoose')}</p>
      )}
    </div>
  );
}
