import { blockDefinitions, type ApiClient, type ContainerModule } from '@aula/api-client';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { counterpartQuery } from '@aula/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { text } from '../editor-text';
import { useSave } from '../query/use-save';
import { draftOf, type SectionDraft } from '../section/section-draft';
import { copyField, copyStructure, liveBlocks } from './copy-structure';
import { languageName, otherLocale } from './language-name';
import styles from './CounterpartPanel.module.css';

export interface CounterpartPanelProps {
  locale: Locale;
  client: Pick<ApiClient, 'translation'>;
  sectionId: number;
  /** This form's draft (copies go into it). */
  draft: SectionDraft;
  /** Replaces this form's draft with a copy's result (the forms show it at once). */
  onReplace(next: SectionDraft): void;
  /** After the section was copied into the other language (the page's status is asked again). */
  onCopiedAcross?: (() => void) | undefined;
}

type State =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; section: ContainerModule | null };

/** Field kinds shown and copyable: what is written per language (not selects, switches, anchors). */
const shownKinds = new Set([
  'text',
  'richText',
  'link',
  'embed',
  'image',
  'children',
  'entityReference',
]);

function shown(value: unknown, empty: string): string {
  if (typeof value === 'string')
    return (
      value
        .replace(/<[^>]*>/g, ' ')
        .replace(/&nbsp;/g, ' ')
        .replace(/\s+/g, ' ')
        .trim() || empty
    );
  if (typeof value === 'number') return `#${value}`;
  if (Array.isArray(value)) return value.length === 0 ? empty : `${value.length} ×`;
  return empty;
}

/**
 * DESIGN.md 8, German and English side by side: the same section in the other language (same
 * slug, or the same place on the page), read-only beside the form, with buttons to take its
 * layout and blocks or a single field into this form, or to copy this section across when the
 * other language does not have it yet.
 */
export function CounterpartPanel({
  locale,
  client,
  sectionId,
  draft,
  onReplace,
  onCopiedAcross,
}: CounterpartPanelProps) {
  const other = otherLocale(locale);
  const language = languageName(locale, other);
  const query = useQuery(counterpartQuery(client, locale, sectionId));
  const state: State = query.isError
    ? { kind: 'failed' }
    : query.data
      ? { kind: 'ready', section: query.data.section }
      : { kind: 'loading' };
  const [said, setSaid] = useState('');
  // The copy is a save: the counterpart (and the page's translation status) load again.
  const copying = useSave('pageEditor', () => client.translation.copyAcross(locale, sectionId));

  const copyAcross = async () => {
    try {
      await copying.mutateAsync(undefined);
      setSaid(text(locale, 'together.translation.copied', { language }));
      onCopiedAcross?.();
    } catch {
      setSaid(text(locale, 'editor.alert.error'));
    }
  };

  const theirs = state.kind === 'ready' && state.section ? draftOf(state.section) : null;
  const mine = liveBlocks(draft);
  const empty = text(locale, 'together.translation.empty');
  return (
    <aside
      className={styles.panel}
      aria-labelledby="aula-counterpart-title"
      lang={other}
      data-aula-counterpart=""
    >
      <h3 id="aula-counterpart-title" className={styles.title} lang={locale}>
        {text(locale, 'together.translation.panel', { language })}
      </h3>
      <p className={styles.said} role="status" lang={locale}>
        {said}
      </p>
      {state.kind === 'loading' ? (
        <p lang={locale}>{text(locale, 'together.translation.loading', { language })}</p>
      ) : null}
      {state.kind === 'failed' ? (
        <p lang={locale}>{text(locale, 'together.translation.failed', { language })}</p>
      ) : null}
      {state.kind === 'ready' && !theirs ? (
        <div lang={locale}>
          <p>{text(locale, 'together.translation.missing', { language })}</p>
          <button
            type="button"
            className={styles.primary}
            disabled={copying.isPending}
            onClick={() => void copyAcross()}
          >
            {text(locale, 'together.translation.copyAcross', { language })}
          </button>
          <p className={styles.note}>{text(locale, 'together.translation.copyAcrossNote')}</p>
        </div>
      ) : null}
      {theirs ? (
        <>
          <button
            type="button"
            className={styles.button}
            lang={locale}
            onClick={() => {
              onReplace(copyStructure(draft, theirs));
              setSaid(text(locale, 'together.translation.structureCopied'));
            }}
          >
            {text(locale, 'together.translation.copyStructure')}
          </button>
          <ol className={styles.blocks}>
            {liveBlocks(theirs).map((block, index) => {
              const target = mine[index]?.model === block.model ? mine[index] : undefined;
              const fields = Object.entries(
                blockDefinitions[block.model].fields as Record<
                  string,
                  { kind: string; label: Parameters<typeof t>[1] }
                >,
              ).filter(([, field]) => shownKinds.has(field.kind));
              const heading = text(locale, 'together.translation.block', {
                number: index + 1,
                block: t(locale, blockDefinitions[block.model].label),
              });
              return (
                <li key={block.key} className={styles.block}>
                  <h4 className={styles.blockTitle} lang={locale}>
                    {heading}
                  </h4>
                  <dl className={styles.fields}>
                    {fields.map(([name, field]) => {
                      const label = t(locale, field.label);
                      return (
                        <div key={name} className={styles.field}>
                          <dt lang={locale}>{label}</dt>
                          <dd>{shown(block.value[name], empty)}</dd>
                          {target ? (
                            <dd lang={locale}>
                              <button
                                type="button"
                                className={styles.small}
                                aria-label={`${text(locale, 'together.translation.copyField', { field: label })} (${heading})`}
                                onClick={() => {
                                  onReplace(copyField(draft, target.key, name, block.value[name]));
                                  setSaid(
                                    text(locale, 'together.translation.fieldCopied', {
                                      field: label,
                                    }),
                                  );
                                }}
                              >
                                {text(locale, 'together.translation.copyField', { field: label })}
                              </button>
                            </dd>
                          ) : null}
                        </div>
                      );
                    })}
                  </dl>
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
    </aside>
  );
}
