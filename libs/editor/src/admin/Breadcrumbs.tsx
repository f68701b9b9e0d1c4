import type { Crumb } from './admin-trail';
import styles from './Admin.module.css';

/**
 * DESIGN.md 9: where the current admin page sits (Dashboard / group / list / entry), each step
 * but the group a way back; the last step is the page itself (`aria-current`).
 */
export function Breadcrumbs({ trail, label }: { trail: readonly Crumb[]; label: string }) {
  return (
    <nav className={styles.breadcrumbs} aria-label={label}>
      <ol>
        {trail.map((crumb, index) => (
          <li key={index}>
            {crumb.href && !crumb.current ? (
              <a href={crumb.href}>{crumb.label}</a>
            ) : (
              <span aria-current={crumb.current ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
