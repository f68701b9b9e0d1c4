import { describe, expect, it } from 'vitest';
import { branchMenu } from './branch-fixture';
import { type BranchEntry, menuBranch } from './menu-branch';

/** The branch as indented lines: `*` marks the current page. */
function outline(entry: BranchEntry, depth = 0): string[] {
  const line = `${'  '.repeat(depth)}${entry.label}${entry.current ? ' *' : ''}`;
  return [line, ...entry.children.flatMap((child) => outline(child, depth + 1))];
}

describe('menuBranch (spec 2)', () => {
  it('lists the top-level entry with its children and opens the way to the current page', () => {
    const branch = menuBranch(branchMenu(), '/de/hochschule/geschichte/seit-1971');
    expect(branch && outline(branch)).toEqual([
      'Hochschule',
      '  Leitbild',
      '  Geschichte',
      '    Gründungsjahre',
      '    Seit 1971 *',
      '  Leitung',
    ]);
  });

  it("lists a page's siblings and its own children, not other pages' children", () => {
    const branch = menuBranch(branchMenu(), '/de/hochschule/geschichte');
    expect(branch && outline(branch)).toEqual([
      'Hochschule',
      '  Leitbild',
      '  Geschichte *',
      '    Gründungsjahre',
      '    Seit 1971',
      '  Leitung',
    ]);
  });

  it('marks the top-level entry itself as current on its own page', () => {
    const branch = menuBranch(branchMenu('en'), '/en/university');
    expect(branch?.current).toBe(true);
    expect(branch?.children.map((child) => child.label)).toEqual([
      'Mission',
      'History',
      'Management',
    ]);
    expect(branch?.children.every((child) => child.children.length === 0)).toBe(true);
  });

  it('finds the page whatever its trailing slash, query, hash or escapes', () => {
    const menu = branchMenu();
    expect(menuBranch(menu, '/de/hochschule/leitbild/?x=1#top')?.children[0]?.current).toBe(true);
    const umlaut = menu.map((entry) => ({
      ...entry,
      url: entry.url.replace('hochschule', 'über-uns/'),
    }));
    expect(menuBranch(umlaut, '/de/%C3%BCber-uns')?.label).toBe('Hochschule');
    expect(menuBranch(menu, '/de/hochschule/%E0%A4%A')).toBeNull();
  });

  it('is null for a page outside the menu or a top-level entry without pages below it', () => {
    expect(menuBranch(branchMenu(), '/de/impressum')).toBeNull();
    expect(menuBranch(branchMenu(), '/de/personen')).toBeNull();
    expect(menuBranch([], '/de/hochschule')).toBeNull();
  });
});
