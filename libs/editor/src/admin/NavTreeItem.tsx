import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useAdmin } from './admin-context';
import type { NavNode } from './nav-tree';
import styles from './Admin.module.css';

export interface NavTreeActions {
  move(key: string, delta: number): void;
  indent(key: string): void;
  outdent(key: string): void;
  remove(key: string): void;
  addChild(key: string): void;
  update(key: string, values: Partial<Omit<NavNode, 'key' | 'children'>>): void;
}

/** One entry of the tree editor: drag handle (pointer and keyboard), names, address, highlight flag and the move buttons. */
export function NavTreeItem({
  node,
  actions,
  children,
}: {
  node: NavNode;
  actions: NavTreeActions;
  children: ReactNode;
}) {
  const { text } = useAdmin();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: node.key });
  const name = node.headline_de || node.headline_en || text('admin.navigation.newEntry');
  const input = (key: 'headline_de' | 'headline_en' | 'url_de' | 'url_en', label: string) => (
    <label>
      <span className="visually-hidden">{`${label}: ${name}`}</span>
      <input
        type="text"
        value={node[key]}
        placeholder={label}
        onChange={(event) => actions.update(node.key, { [key]: event.target.value })}
      />
    </label>
  );
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : undefined,
      }}
      data-nav-entry={name}
    >
      <div className={styles.treeItem}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          {...attributes}
          {...listeners}
          aria-label={text('admin.navigation.drag', { name })}
          data-aula-drag-handle=""
        >
          ⠿
        </button>
        {input('headline_de', 'DE')}
        {input('headline_en', 'EN')}
        {input('url_de', `${text('admin.field.url')} DE`)}
        {input('url_en', `${text('admin.field.url')} EN`)}
        <label>
          <input
            type="checkbox"
            checked={node.in_highlight_menu}
            onChange={(event) =>
              actions.update(node.key, { in_highlight_menu: event.target.checked })
            }
          />{' '}
          {text('admin.navigation.highlight')}
        </label>
        <IconAction
          glyph="↑"
          label={text('admin.navigation.moveUp', { name })}
          onPress={() => actions.move(node.key, -1)}
        />
        <IconAction
          glyph="↓"
          label={text('admin.navigation.moveDown', { name })}
          onPress={() => actions.move(node.key, 1)}
        />
        <IconAction
          glyph="→"
          label={text('admin.navigation.indent', { name })}
          onPress={() => actions.indent(node.key)}
        />
        <IconAction
          glyph="←"
          label={text('admin.navigation.outdent', { name })}
          onPress={() => actions.outdent(node.key)}
        />
        <IconAction
          glyph="+"
          label={`${text('admin.navigation.addChild')}: ${name}`}
          onPress={() => actions.addChild(node.key)}
        />
        <IconAction
          glyph="✕"
          label={text('admin.navigation.remove', { name })}
          onPress={() => actions.remove(node.key)}
        />
      </div>
      {children}
    </li>
  );
}

/**
 * A move or edit action drawn as its sign: named for screen readers, and shown as a tooltip to
 * those who see only the sign.
 */
function IconAction({ glyph, label, onPress }: { glyph: string; label: string; onPress(): void }) {
  return (
    <button
      type="button"
      className={styles.iconButton}
      onClick={onPress}
      aria-label={label}
      title={label}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
}
