import { describe, expect, it } from 'vitest';
import { add, indent, move, moveTo, outdent, remove, toItems, toNodes, update } from './nav-tree';

const item = (id: number, headline: string, children: ReturnType<typeof toItems> = []) => ({
  id,
  headline_de: headline,
  headline_en: headline,
  url_de: '',
  url_en: '',
  in_highlight_menu: false,
  children,
});
const tree = () => toNodes([item(1, 'A'), item(2, 'B', [item(3, 'B1')]), item(4, 'C')]);
const names = (nodes: ReturnType<typeof tree>): unknown[] =>
  nodes.map((node) =>
    node.children.length ? [node.headline_de, names(node.children)] : node.headline_de,
  );

describe('navigation tree edits (DESIGN.md 9)', () => {
  it('moves among siblings, clamped at the ends, and drops onto a sibling', () => {
    expect(names(move(tree(), 'id-4', -1))).toEqual(['A', 'C', ['B', ['B1']]]);
    expect(names(move(tree(), 'id-1', -1))).toEqual(['A', ['B', ['B1']], 'C']);
    expect(names(moveTo(tree(), 'id-1', 'id-4'))).toEqual([['B', ['B1']], 'C', 'A']);
    expect(names(moveTo(tree(), 'id-1', 'id-3'))).toEqual(['A', ['B', ['B1']], 'C']);
  });

  it('nests under the entry above and back out after the parent', () => {
    const nested = indent(tree(), 'id-4');
    expect(names(nested)).toEqual(['A', ['B', ['B1', 'C']]]);
    expect(names(outdent(nested, 'id-4'))).toEqual(['A', ['B', ['B1']], 'C']);
    expect(names(indent(tree(), 'id-1'))).toEqual(['A', ['B', ['B1']], 'C']);
  });

  it('adds, renames and removes, and keeps stored ids for the save', () => {
    const added = add(tree(), 'Neu', 'id-2');
    const renamed = update(added.nodes, 'id-1', { headline_de: 'A2', in_highlight_menu: true });
    const items = toItems(remove(renamed, 'id-4'));
    expect(items.map((entry) => entry.headline_de)).toEqual(['A2', 'B']);
    expect(items[0]).toMatchObject({ id: 1, in_highlight_menu: true });
    expect(items[1]?.children.map((entry) => [entry.id, entry.headline_de])).toEqual([
      [3, 'B1'],
      [null, 'Neu'],
    ]);
    expect(tree()[0]?.headline_de).toBe('A');
  });
});
