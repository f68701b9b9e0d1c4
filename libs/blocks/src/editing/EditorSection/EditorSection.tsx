import type { StoredModule } from '@aula/api-client';
import type { RenderOptions } from '../../host/render-options';
import { Modules } from '../../ModuleRenderer/ModuleRenderer';
import { type EditableModule, editorAttributes } from './editor-attributes';
import { editorBlockWrapper } from './editor-block-wrapper';
import styles from './EditorSection.module.css';

export interface EditorSectionProps {
  section: StoredModule & EditableModule;
  /** The render options of the page (language, link component), as for the visitor's render. */
  options?: Partial<RenderOptions> | undefined;
  /** The slot's slug, when the screen names the section by one. */
  slug?: string | null | undefined;
}

/**
 * DESIGN.md 8: a section as an editor sees it: rendered like the visitor's, inside a wrapper
 * that carries the section's `data-aula-*` attributes (also when it has no blocks yet, so the
 * editor can fill it), each of its blocks inside one with the block's. Editor renders only:
 * visitors get `Modules` without any of this.
 */
export function EditorSection({ section, options, slug }: EditorSectionProps) {
  return (
    <div className={styles['section']} {...editorAttributes(section, slug ?? section.slug)}>
      <Modules modules={[section]} options={options} wrapBlock={editorBlockWrapper(section.id)} />
    </div>
  );
}
