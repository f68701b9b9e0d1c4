import type { StoredModule } from '@aula/api-client';
import { Modules } from '@aula/blocks';
import type { Locale } from '@aula/routing';
import { visitorRenderOptions } from '@web/screens/visitor-render-options';
import { type EditableModule, editorAttributes } from './editor-attributes';
import { editorBlockWrapper } from './editor-block-wrapper';
import styles from './EditorSection.module.css';

interface EditorSectionProps {
  section: StoredModule & EditableModule;
  locale: Locale;
  /** The slot's slug, when the screen names the section by one. */
  slug?: string | null | undefined;
}

/**
 * DESIGN.md 8: a section as an editor sees it: rendered like the visitor's, inside a wrapper
 * that carries the section's `data-aula-*` attributes (also when it has no blocks yet, so the
 * editor can fill it), each of its blocks inside one with the block's. Editor renders only.
 */
export function EditorSection({ section, locale, slug }: EditorSectionProps) {
  return (
    <div className={styles['section']} {...editorAttributes(section, slug ?? section.slug)}>
      <Modules modules={[section]} options={visitorRenderOptions(locale)} wrapBlock={editorBlockWrapper(section.id)} />
    </div>
  );
}
