import type { InfoboxItemModule } from '@aula/api-client';
import type { BlockProps } from '../../block-props';
import { RichText } from '../../parts/RichText/RichText';
import styles from './InfoboxItem.module.css';

/** spec 3: one infobox entry: a preline (its label) and rich-text content. */
export function InfoboxItem({ module }: BlockProps<InfoboxItemModule>) {
  return (
    <div className={styles['infoboxItem']}>
      {module.preline && <p className={styles['preline']}>{module.preline}</p>}
      <RichText html={module.content} />
    </div>
  );
}
