import type { InfoboxModule } from '@aula/api-client';
import { anchorId, type BlockProps } from '../../block-props';
import { InfoboxItem } from '../InfoboxItem/InfoboxItem';
import styles from './Infobox.module.css';

/**
 * spec 3: a highlighted box of facts (dates, contacts...), one entry per item. A plain box, not
 * an `aside`: it sits inside the page's main landmark.
 */
export function Infobox({ module, options }: BlockProps<InfoboxModule>) {
  return (
    <div id={anchorId(module.anchor)} className={styles['infobox']}>
      {module.children.map((item) => (
        <InfoboxItem key={item.id} module={item} options={options} />
      ))}
    </div>
  );
}
