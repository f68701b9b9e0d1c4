import type { AdminList, AdminListQuery } from '@aula/api-client';
import { useAdmin } from '../admin-context';
import styles from './list.module.css';

/** The pages of a list; a large list is counted a few pages ahead only ("page 1 of more than 5"). */
export function ListPager({
  list,
  link,
  query,
}: {
  list: AdminList;
  query: AdminListQuery;
  link(query: AdminListQuery): string;
}) {
  const { text } = useAdmin();
  const pageLabel = text(list.more ? 'admin.list.pageMore' : 'admin.list.page', {
    page: list.page,
    pages: list.pages,
  });
  return (
    <nav className={styles.pager} aria-label={pageLabel}>
      {list.page > 1 && (
        <a href={link({ ...query, page: String(list.page - 1) })}>{text('admin.list.previous')}</a>
      )}
      <span>{pageLabel}</span>
      {(list.more || list.page < list.pages) && (
        <a href={link({ ...query, page: String(list.page + 1) })}>{text('admin.list.next')}</a>
      )}
    </nav>
  );
}
