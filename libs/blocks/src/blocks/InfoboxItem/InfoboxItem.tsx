import type { InfoboxItemModule } from '@aula/api-client';
import type { BlockProps } from '../../block-props';
import { editableRichText, editableText } from '../../host/editable-text';
import { renderOptions } from '../../host/render-options';
import { RichText } from '../../parts/RichText/RichText';
import styles from './InfoboxItem.module.css';

/**
 * spec 3: one infobox entry: a preline (its label) and rich-text content. The preline is set in
 * capitals in a narrow box, so a long compound ("Regelstudienzeit") breaks at the host's soft
 * hyphens instead of anywhere.
 */
export function InfoboxItem({ module, options }: BlockProps<InfoboxItemModule>) {
  const { hyphenate } = renderOptions(options);
  return (
    <div className={styles['infoboxItem']}>
      {module.preline && (
        <p className={styles['preline']}>
          {editableText(options, module, 'preline', hyphenate(module.preline))}
        </p>
      )}
      <RichText html={module.content} editable={editableRichText(options, module, 'content')} />
    </div>
  );
}
