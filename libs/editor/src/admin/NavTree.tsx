import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { NavNode } from './nav-tree';
import { NavTreeItem, type NavTreeActions } from './NavTreeItem';
import styles from './Admin.module.css';

/** One level of the tree: its entries sortable among themselves, each with its own children below. */
export function NavTree({
  nodes,
  actions,
  top = false,
}: {
  nodes: NavNode[];
  actions: NavTreeActions;
  top?: boolean;
}) {
  if (!nodes.length && !top) return null;
  return (
    <SortableContext items={nodes.map((node) => node.key)} strategy={verticalListSortingStrategy}>
      <ul className={top ? styles.tree : undefined}>
        {nodes.map((node) => (
          <NavTreeItem key={node.key} node={node} actions={actions}>
            <NavTree nodes={node.children} actions={actions} />
          </NavTreeItem>
        ))}
      </ul>
    </SortableContext>
  );
}
