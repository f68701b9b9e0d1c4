import { describe, expect, it } from 'vitest';
import { structureStoryPage } from '../structure/structure-story-client';
import { olderPage } from './page-history-story-client';
import { pageRevisionDiff } from './page-revision-diff';

describe('pageRevisionDiff (DESIGN.md 8: a readable diff of two page revisions)', () => {
  it("lists changed page fields with readable old and new values, in the editor's language", () => {
    const fields = pageRevisionDiff('de', olderPage('de'), structureStoryPage('de')).filter(
      (entry) => entry.kind === 'field',
    );
    expect(fields).toEqual([
      {
        kind: 'field',
        field: 'title',
        label: 'Titel',
        before: 'Weiterbildung (alt)',
        after: 'Weiterbildung',
      },
      { kind: 'field', field: 'in_menu', label: 'Im Menü zeigen', before: 'nein', after: 'ja' },
    ]);
    expect(
      pageRevisionDiff('en', olderPage('en'), structureStoryPage('en')).find(
        (entry) => entry.kind === 'field',
      ),
    ).toMatchObject({ label: 'Title' });
  });

  it('finds sections moved, changed (with the section diff), added and removed, named by their content', () => {
    const entries = pageRevisionDiff('en', olderPage('en'), structureStoryPage('en')).filter(
      (entry) => entry.kind !== 'field',
    );
    expect(entries).toEqual([
      { kind: 'sectionMoved', id: 5, name: 'Headline: Welcome', from: 2, to: 1 },
      {
        kind: 'sectionChanged',
        id: 5,
        name: 'Headline: Welcome',
        entries: [expect.objectContaining({ kind: 'removed', label: 'Text' })],
      },
      { kind: 'sectionMoved', id: 6, name: 'Empty section', from: 1, to: 2 },
    ]);
    const later = {
      ...structureStoryPage('en'),
      modules: structureStoryPage('en').modules.slice(0, 1),
    };
    const added = {
      ...later,
      modules: [...later.modules, { ...later.modules[0]!, id: 8, columns: [] }],
    } as typeof later;
    expect(pageRevisionDiff('en', structureStoryPage('en'), later)).toEqual([
      { kind: 'sectionRemoved', id: 6, name: 'Empty section' },
    ]);
    expect(pageRevisionDiff('en', later, added)).toEqual([
      { kind: 'sectionAdded', id: 8, name: 'Empty section' },
    ]);
  });

  it('finds nothing between equal revisions', () => {
    expect(pageRevisionDiff('de', structureStoryPage('de'), structureStoryPage('de'))).toEqual([]);
  });
});
