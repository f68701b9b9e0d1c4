import type { AdminNavItem } from '@aula/api-client';
import { adminNavigationQuery } from '@aula/api-client/react';
import { useQuery } from '@tanstack/react-query';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { useMemo, useState } from 'react';
import { useAdmin } from './admin-context';
import { LoadState } from './LoadState';
import { NavPreview } from './NavPreview';
import { NavTree } from './NavTree';
import {
  add,
  indent,
  locate,
  move,
  moveTo,
  outdent,
  remove,
  toItems,
  toNodes,
  update,
  type NavNode,
} from './nav-tree';
import type { NavTreeActions } from './NavTreeItem';
import { siblingCollisions, siblingCoordinates } from './sibling-dnd';
import { useSave } from '../query/use-save';
import styles from './Admin.module.css';
import { useDropPlaceMeasuring } from '../structure/dnd-measuring';

type Menu = 'menu' | 'footer';

/**
 * DESIGN.md 9: the navigation trees (main menu and footer) edited as trees, with a preview of the
 * result.
 */
export function NavigationEditor({ menu = 'menu' }: { menu?: Menu }) {
  const { api, locale, text, href } = useAdmin();
  const query = useQuery(adminNavigationQuery(api, locale, menu));
  return (
    <>
      <h1>{text('admin.nav.navigation')}</h1>
      <nav aria-label={text('admin.nav.navigation')} className={styles.actions}>
        {(['menu', 'footer'] as const).map((name) => (
          <a
            key={name}
            href={href('navigation', { menu: name })}
            aria-current={name === menu ? 'page' : undefined}
          >
            {text(name === 'menu' ? 'admin.navigation.menu' : 'admin.navigation.footer')}
          </a>
        ))}
      </nav>
      <h2>{text(menu === 'menu' ? 'admin.navigation.menu' : 'admin.navigation.footer')}</h2>
      <LoadState query={query}>
        {(tree) => <TreeEditor menu={menu} initial={tree.items} />}
      </LoadState>
    </>
  );
}

function TreeEditor({ menu, initial }: { menu: Menu; initial: AdminNavItem[] }) {
  const { api, locale, text } = useAdmin();
  const [nodes, setNodes] = useState<NavNode[]>(() => toNodes(initial));
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [message, setMessage] = useState('');
  const saving = useSave('admin', (items: AdminNavItem[]) =>
    api.saveNavigation(locale, menu, items),
  );
  // The tree does not change while a drag is under way: the drag reads the tree of its start.
  const dnd = {
    collisions: siblingCollisions(() => nodes),
    coordinates: siblingCoordinates(() => nodes),
  };
  const measuring = useDropPlaceMeasuring();
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: dnd.coordinates }),
  );
  const change = (next: NavNode[]) => {
    setNodes(next);
    setStatus('idle');
  };
  const nameOf = (key: string | number) => {
    const at = locate(nodes, String(key));
    const node = at?.siblings[at.index];
    return node?.headline_de || node?.headline_en || text('admin.navigation.newEntry');
  };
  const positionOf = (key: string | number) => (locate(nodes, String(key))?.index ?? 0) + 1;
  const announce = (key: string, next: NavNode[]) =>
    setMessage(
      text('admin.navigation.moved', {
        name: nameOf(key),
        position: (locate(next, key)?.index ?? 0) + 1,
      }),
    );
  const actions = useMemo<NavTreeActions>(
    () => ({
      move: (key, delta) => {
        const next = move(nodes, key, delta);
        change(next);
        announce(key, next);
      },
      indent: (key) => change(indent(nodes, key)),
      outdent: (key) => change(outdent(nodes, key)),
      remove: (key) => change(remove(nodes, key)),
      addChild: (key) => change(add(nodes, text('admin.navigation.newEntry'), key).nodes),
      update: (key, values) => change(update(nodes, key, values)),
    }),
    // The actions close over the current tree; they are rebuilt with it.
    [nodes],
  );
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `${nameOf(active.id)}: ${text('admin.navigation.drag', { name: nameOf(active.id) })}`,
    onDragOver: ({ active, over }) =>
      over
        ? text('admin.navigation.moved', { name: nameOf(active.id), position: positionOf(over.id) })
        : '',
    onDragEnd: ({ active, over }) =>
      over
        ? text('admin.navigation.moved', { name: nameOf(active.id), position: positionOf(over.id) })
        : '',
    onDragCancel: ({ active }) =>
      text('admin.navigation.moved', { name: nameOf(active.id), position: positionOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) change(moveTo(nodes, String(active.id), String(over.id)));
  };
  const save = async () => {
    setStatus('saving');
    try {
      const saved = await saving.mutateAsync(toItems(nodes));
      setNodes(toNodes(saved.items));
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <>
      <DndContext
        measuring={measuring}
        sensors={sensors}
        collisionDetection={dnd.collisions}
        onDragEnd={onDragEnd}
        accessibility={{ announcements }}
      >
        {nodes.length ? (
          <NavTree nodes={nodes} actions={actions} top />
        ) : (
          <p className={styles.muted}>{text('admin.navigation.empty')}</p>
        )}
      </DndContext>
      <p role="status" className="visually-hidden">
        {message}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          onClick={() => change(add(nodes, text('admin.navigation.newEntry')).nodes)}
        >
          {text('admin.navigation.add')}
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={save}
          disabled={status === 'saving'}
        >
          {text(status === 'saving' ? 'admin.form.saving' : 'admin.navigation.save')}
        </button>
        <span role="status">{status === 'saved' ? text('admin.navigation.saved') : ''}</span>
        {status === 'failed' && (
          <span role="alert" className={styles.error}>
            {text('admin.form.error')}
          </span>
        )}
      </div>
      <NavPreview nodes={nodes} />
    </>
  );
}
