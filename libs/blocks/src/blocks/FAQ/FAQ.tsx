import type { FAQModule } from '@aula/api-client';
import { anchorId, type BlockProps } from '../../block-props';
import { FAQItem } from '../FAQItem/FAQItem';
import styles from './FAQ.module.css';

/** spec 3: frequently asked questions as an accessible accordion of disclosures. */
export function FAQ({ module, options }: BlockProps<FAQModule>) {
  return (
    <div id={anchorId(module.anchor)} className={styles['faq']}>
      {module.children.map((item) => (
        <FAQItem key={item.id} module={item} options={options} />
      ))}
    </div>
  );
}
