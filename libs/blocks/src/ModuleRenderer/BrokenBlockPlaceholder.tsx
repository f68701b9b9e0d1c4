import { blockDefinition, type BrokenModule } from '@aula/api-client';
import { isMessageKey, t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { blockText } from '../host/block-text';
import styles from './ModuleRenderer.module.css';

export interface BrokenBlockPlaceholderProps {
  module: BrokenModule;
  locale: Locale;
}

/** The problem as `field: message`, the message translated when it is one of the catalogue's keys. */
function problemText(problem: string, locale: Locale): string {
  const split = problem.indexOf(': ');
  if (split < 0) return isMessageKey(problem) ? t(locale, problem) : problem;
  const message = problem.slice(split + 2);
  return `${problem.slice(0, split)}: ${isMessageKey(message) ? t(locale, message) : message}`;
}

/**
 * What editors see in place of a stored block that no longer reads: the block
 * model (by its translated name) and the problem, and how to fix it (the section dialog opens
 * the block in its own form, where it can be corrected or removed). Never rendered for
 * visitors: `ModuleRenderer` skips broken blocks for them.
 */
export function BrokenBlockPlaceholder({ module, locale }: BrokenBlockPlaceholderProps) {
  const text = blockText(locale);
  const definition = blockDefinition(module.broken.model);
  const name = definition ? t(locale, definition.label) : module.broken.model;
  return (
    <div
      className={styles['placeholder']}
      role="note"
      data-aula-broken={module.id}
      data-aula-broken-model={module.broken.model}
    >
      <p className={styles['placeholderTitle']}>{text('blocks.broken.title', { model: name })}</p>
      <p>
        {text('blocks.broken.problem', { problem: problemText(module.broken.problem, locale) })}
      </p>
      <p>{text('blocks.broken.hint')}</p>
    </div>
  );
}
