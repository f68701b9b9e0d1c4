import type { ContainerModule } from '@aula/api-client';
import { Modules, type BlockWrapper } from '@aula/blocks';
import type { Locale } from '@aula/routing';
import { useLayoutEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { editorHost } from '../section/edit-targets';
import { inlineTexts, type Inline } from './inline-texts';
import { insertPoints, type Insertion } from './insert-points';
import { draftKeyOf } from './preview-section';
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

const noFaults: ReadonlyMap<string, readonly string[]> = new Map();

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
