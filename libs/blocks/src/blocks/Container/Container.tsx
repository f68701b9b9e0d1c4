import { type ContainerModule, containerLayouts } from '@aula/api-client';
import { anchorId, type BlockProps, classNames } from '../../block-props';
import { Modules } from '../../ModuleRenderer/ModuleRenderer';
import styles from './Container.module.css';

/**
 * spec 3/9: a section laid out on the 12-column grid (max 100rem) with one of six layouts
 * (100; 67-33; 33-67; 50-50; 33-33-33; 25-50-25). Columns stack on small screens; two-column
 * layouts split from medium (48em), three-column ones from large (64em). A column's `classes`
 * come from the content and are passed through for the host's styles.
 */
export function Container({ module, options }: BlockProps<ContainerModule>) {
  const layout = containerLayouts[module.layout] ?? containerLayouts[0];
  const breakpoint = layout.spans.length > 2 ? 'large' : 'medium';
  return (
    <div
      id={anchorId(module.slug ?? undefined)}
      className={styles['container']}
      data-layout={layout.label}
    >
      {module.columns.map((column, index) => (
        <div
          key={index}
          className={classNames(
            styles['column'],
            styles[`${breakpoint}Span${layout.spans[index] ?? 12}`],
            column.classes,
          )}
        >
          <Modules modules={column.children} options={options} />
        </div>
      ))}
    </div>
  );
}
