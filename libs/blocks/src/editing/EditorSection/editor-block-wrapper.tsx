import type { BlockWrapper } from '../../ModuleRenderer/block-wrapper';
import { blockAttributes } from './editor-attributes';
import styles from './EditorSection.module.css';

/**
 * DESIGN.md 8: the editor's `wrapBlock` for the blocks of one section: every block inside it, at
 * any depth, is rendered inside an element with its module id, model and version. The section
 * itself (`sectionId`) is left alone, as `EditorSection` marks it with its slot's slug. A block
 * without an id (never saved) has nothing the editor could address, so it stays unmarked.
 * Called on the server during an editor's render, never for visitors.
 */
export function editorBlockWrapper(sectionId: number): BlockWrapper {
  return (block, rendered) => {
    if (block.id === undefined || block.id === sectionId) return rendered;
    // An unknown model's version is there at run time, just not in its type.
    const version = 'version' in block && typeof block.version === 'number' ? block.version : 0;
    return (
      <div
        className={styles['block']}
        {...blockAttributes({ id: block.id, model: block.model, version })}
      >
        {rendered}
      </div>
    );
  };
}
