import { t } from '@aula/i18n';
import { type RenderOptions, renderOptions } from '../../host/render-options';
import styles from './Breadcrumbs.module.css';

export interface BreadcrumbItem {
  label: string;
  href: string;
}

export interface BreadcrumbsProps {
  /** The pages above this one, from the home page down. */
  items: readonly BreadcrumbItem[];
  /** The page itself (not a link, `aria-current="page"`). */
  current: string;
  /** The host's link component and the language of the label. */
  options?: Partial<RenderOptions> | undefined;
}

/** Where a detail page sits, as a breadcrumb trail above its title. Server-safe. */
export function Breadcrumbs({ items, current, options }: BreadcrumbsProps) {
  const { locale, linkComponent: Anchor } = renderOptions(options);
  return (
    <nav aria-label={t(locale, 'blocks.breadcrumbs.label')} className={styles['breadcrumbs']}>
      <ol className={styles['list']}>
        {items.map((item) => (
          <li key={item.href} className={styles['item']}>
            <Anchor href={item.href} className={styles['link']}>
              {item.label}
            </Anchor>
          </li>
        ))}
        <li className={styles['item']} aria-current="page">
          {current}
        </li>
      </ol>
    </nav>
  );
}
