import {
  blockDefinition,
  blockDefinitions,
  type ContainerModule,
  type SectionBlockModel,
} from '@aula/api-client';
import { Modules, type BlockWrapper, type RenderOptions } from '@aula/blocks';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { editorHost } from '../section/edit-targets';
import { text } from '../editor-text';
import type { SectionDraft } from '../section/section-draft';
import { InlineText } from './InlineText';
import { InsertPoint } from './InsertPoint';
import { draftKeyOf, draftPlaceOf } from './preview-section';
import styles from './SectionPreview.module.css';

export interface SectionPreviewProps {
  /** The section's element on the page (`data-aula-model="ContainerModule"`). */
  target: HTMLElement | null;
  /** The section to show in its place (a draft's preview, a save's answer). */
  section: ContainerModule;
  locale: Locale;
  /** The messages of faulty blocks, by draft key: marked on the block (outline and message). */
  faults?: ReadonlyMap<string, readonly string[]> | undefined;
  /** The open section's draft: a place to add a block before each block and at each column's end. */
  insertion?: Insertion | undefined;
  /** The open section: its plain texts are edited where they stand. */
  inline?: Inline | undefined;
}

/** What a text edited on the page does: into the draft and its field (`path` in block `key`). */
export interface Inline {
  onText(key: string, path: string, text: string): Promise<string | undefined>;
  onLeave(key: string, path: string): void;
}

/** The blocks' seam for texts edited in place: each plain text of a draft block or item. */
function inlineTexts(locale: Locale, inline: Inline): RenderOptions['editableText'] {
  return (module, field, shown): ReactNode => {
    const place = draftPlaceOf(module);
    const model = (module as { model?: string }).model ?? '';
    const definition = blockDefinition(model);
    const spec = definition?.fields[field as keyof typeof definition.fields] as
      { kind: string; label: Parameters<typeof t>[1]; multiline?: boolean } | undefined;
    const value = (module as Record<string, unknown>)[field];
    if (!place || !definition || spec?.kind !== 'text' || typeof value !== 'string') return shown;
    const path = `${place.prefix}${field}`;
    return (
      <InlineText
        value={value}
        label={`${t(locale, definition.label)} › ${t(locale, spec.label)}`}
        multiline={spec.multiline ?? false}
        onText={(text) => inline.onText(place.key, path, text)}
        onLeave={() => inline.onLeave(place.key, path)}
      />
    );
  };
}

/** Where the page offers to add blocks: the draft's blocks, and what a choice does. */
export interface Insertion {
  draft: SectionDraft;
  onInsert(model: SectionBlockModel, column: number, before: string | null): void;
}

const noFaults: ReadonlyMap<string, readonly string[]> = new Map();

/** The places around one block of the draft: before it, and after it when it ends its column. */
function insertPoints(locale: Locale, insertion: Insertion, key: string) {
  const live = insertion.draft.blocks.filter((block) => !block.removed);
  const block = live.find((candidate) => candidate.key === key);
  if (!block) return { before: null, after: null };
  const column = live.filter((candidate) => candidate.column === block.column);
  const index = column.indexOf(block);
  const name = t(locale, blockDefinitions[block.model].label);
  const insert = (before: string | null) => (model: SectionBlockModel) =>
    insertion.onInsert(model, block.column, before);
  const before = (
    <InsertPoint
      locale={locale}
      label={text(locale, 'editor.insert.before', {
        block: name,
        number: index + 1,
        count: column.length,
      })}
      onInsert={insert(key)}
    />
  );
  const after =
    index === column.length - 1 ? (
      <InsertPoint
        locale={locale}
        label={text(locale, 'editor.insert.end', { column: block.column + 1 })}
        onInsert={insert(null)}
      />
    ) : null;
  return { before, after };
}

function editorWrapper(
  locale: Locale,
  faults: ReadonlyMap<string, readonly string[]>,
  insertion: Insertion | undefined,
): BlockWrapper {
  return (block, rendered) => {
    const key = draftKeyOf(block);
    if (key === undefined) return rendered;
    const messages = faults.get(key);
    const shown = messages?.length ? (
      <div className={styles.faulty} data-aula-preview-fault={key}>
        {rendered}
        <ul className={styles.messages}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </div>
    ) : (
      rendered
    );
    if (!insertion) return shown;
    const { before, after } = insertPoints(locale, insertion, key);
    return (
      <>
        {before}
        {shown}
        {after}
      </>
    );
  };
}

/**
 * DESIGN.md 8 (what you see is what you edit): the section shown on the page from the editor's
 * state, with the same `@aula/blocks` renderers as the host's render, in the host's place: the
 * host's render stays in the page, hidden, until this unmounts. Screen readers read the preview
 * as the page: it is what the section will say once saved.
 */
export function SectionPreview({
  target,
  section,
  locale,
  faults = noFaults,
  insertion,
  inline,
}: SectionPreviewProps) {
  const host = useMemo(
    () => (target ? editorHost(target, 'preview', styles.host ?? '') : null),
    [target],
  );
  useLayoutEffect(() => {
    if (!target || !host) return undefined;
    if (!host.isConnected) target.append(host);
    target.setAttribute('data-aula-previewing', '');
    return () => {
      target.removeAttribute('data-aula-previewing');
      host.remove();
    };
  }, [target, host]);
  const wrapBlock = useMemo(
    () => editorWrapper(locale, faults, insertion),
    [locale, faults, insertion],
  );
  const options = useMemo(
    () => (inline ? { locale, editableText: inlineTexts(locale, inline) } : { locale }),
    [locale, inline],
  );
  if (!host) return null;
  return createPortal(
    <Modules modules={[section]} options={options} wrapBlock={wrapBlock} />,
    host,
  );
}
