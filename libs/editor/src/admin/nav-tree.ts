import type { AdminNavItem } from '@aula/api-client';

/** A navigation entry while edited: a stable key for React and dnd-kit besides its stored id. */
export interface NavNode extends Omit<AdminNavItem, 'children'> {
  key: string;
  children: NavNode[];
}

let counter = 0;
const nextKey = () => `new-${++counter}`;

export const toNodes = (items: AdminNavItem[]): NavNode[] =>
  items.map((item) => ({
    ...item,
    key: item.id === null ? nextKey() : `id-${item.id}`,
    children: toNodes(item.children),
  }));
export const toItems = (nodes: NavNode[]): AdminNavItem[] =>
  nodes.map(({ id, headline_de, headline_en, url_de, url_en, in_highlight_menu, children }) => ({
    id,
    headline_de,
    headline_en,
    url_de,
    url_en,
    in_highlight_menu,
    children: toItems(children),
  }));

/** Where a node sits: its sibling list and index, and its parent (null at the top). */
export function locate(
  nodes: NavNode[],
  key: string,
  parent: NavNode | null = null,
): { siblings: NavNode[]; index: number; parent: NavNode | null } | null {
  const index = nodes.findIndex((node) => node.key === key);
  if (index >= 0) return { siblings: nodes, index, parent };
  for (const node of nodes) {
    const found = locate(node.children, key, node);
    if (found) return found;
  }
  return null;
}

/** A copy of the tree with `change` applied to it (the tree is edited immutably). */
function edit(nodes: NavNode[], change: (copy: NavNode[]) => void): NavNode[] {
  const copy = structuredClone(nodes);
  change(copy);
  return copy;
}

/** Moves a node `delta` places among its siblings (clamped). */
export const move = (nodes: NavNode[], key: string, delta: number) =>
  edit(nodes, (copy) => {
    const at = locate(copy, key);
    if (!at) return;
    const target = Math.max(0, Math.min(at.siblings.length - 1, at.index + delta));
    const [node] = at.siblings.splice(at.index, 1);
    if (node) at.siblings.splice(target, 0, node);
  });

/** Moves a node to the place of another among the same siblings (a drop). */
export const moveTo = (nodes: NavNode[], key: string, overKey: string) => {
  const at = locate(nodes, key);
  const over = locate(nodes, overKey);
  if (!at || !over || at.siblings !== over.siblings) return nodes;
  return move(nodes, key, over.index - at.index);
};

/** Makes a node the last child of the sibling above it. */
export const indent = (nodes: NavNode[], key: string) =>
  edit(nodes, (copy) => {
    const at = locate(copy, key);
    const above = at && at.index > 0 ? at.siblings[at.index - 1] : undefined;
    if (!at || !above) return;
    const [node] = at.siblings.splice(at.index, 1);
    if (node) above.children.push(node);
  });

/** Makes a node the sibling after its parent. */
export const outdent = (nodes: NavNode[], key: string) =>
  edit(nodes, (copy) => {
    const at = locate(copy, key);
    if (!at?.parent) return;
    const outer = locate(copy, at.parent.key);
    if (!outer) return;
    const [node] = at.siblings.splice(at.index, 1);
    if (node) outer.siblings.splice(outer.index + 1, 0, node);
  });

export const remove = (nodes: NavNode[], key: string) =>
  edit(nodes, (copy) => {
    const at = locate(copy, key);
    at?.siblings.splice(at.index, 1);
  });

export const update = (
  nodes: NavNode[],
  key: string,
  values: Partial<Omit<NavNode, 'key' | 'children'>>,
) =>
  edit(nodes, (copy) => {
    const at = locate(copy, key);
    const node = at?.siblings[at.index];
    if (node) Object.assign(node, values);
  });

/** Adds a new entry at the end of the top level, or of `parentKey`'s children. */
export function add(
  nodes: NavNode[],
  headline: string,
  parentKey?: string,
): { nodes: NavNode[]; key: string } {
  const key = nextKey();
  const node: NavNode = {
    key,
    id: null,
    headline_de: headline,
    headline_en: '',
    url_de: '',
    url_en: '',
    in_highlight_menu: false,
    children: [],
  };
  return {
    key,
    nodes: edit(nodes, (copy) => {
      const at = parentKey ? locate(copy, parentKey) : null;
      const parent = at?.siblings[at.index];
      (parent ? parent.children : copy).push(node);
    }),
  };
}
