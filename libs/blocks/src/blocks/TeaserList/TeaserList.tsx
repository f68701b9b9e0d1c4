import type { TeaserListModule } from '@aula/api-client';
import { anchorId, type BlockProps, classNames } from '../../block-props';
import { blockText } from '../../host/block-text';
import { renderOptions } from '../../host/render-options';
import { TeaserItem } from '../TeaserItem/TeaserItem';
import styles from './TeaserList.module.css';
import { TeaserSlider } from './TeaserSlider';

/**
 * spec 3: a list of teasers presented as `grid` (three columns on large screens), `slider`
 * (carousel, a client island around the server-rendered teasers) or `standard` (one below the
 * other).
 */
export function TeaserList({ module, options }: BlockProps<TeaserListModule>) {
  const id = anchorId(module.anchor);
  if (module.extra_class === 'slider') {
    const text = blockText(renderOptions(options).locale);
    const count = module.children.length;
    return (
      <div id={id} className={styles['teaserList']}>
        <TeaserSlider
          labels={{
            label: text('blocks.slider.label'),
            roleDescription: text('blocks.slider.roleDescription'),
            slideRoleDescription: text('blocks.slider.slideRoleDescription'),
            previous: text('blocks.slider.previous'),
            next: text('blocks.slider.next'),
          }}
          slides={module.children.map((item, index) => ({
            key: item.id,
            label: text('blocks.slider.slideLabel', { index: index + 1, count }),
            content: <TeaserItem module={item} options={options} />,
          }))}
        />
      </div>
    );
  }
  return (
    <ul id={id} className={classNames(styles['teaserList'], styles[module.extra_class])}>
      {module.children.map((item) => (
        <li key={item.id} className={styles['item']}>
          <TeaserItem module={item} options={options} />
        </li>
      ))}
    </ul>
  );
}
