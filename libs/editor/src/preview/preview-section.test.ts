import type { ContainerModule } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import { addBlock, draftOf, setRemoved, setValue } from '../section/section-draft';
import { draftKeyOf, faultsByBlock, previewSection } from './preview-section';

const base = { slug: null, parent: 5, content_type: null, object_id: null, version: 1, anchor: '' };
const headline = {
  ...base,
  id: 10,
  model: 'HeadlineModule',
  headline_level: 2,
  preline: '',
  content: 'Alt',
  subline: '',
  extra_class: 'links',
};
const image = {
  ...base,
  id: 11,
  model: 'ImageModule',
  image: 40,
  image_url: '/media/40.jpg',
  alt: 'Atelier',
  width: 1240,
  height: 700,
  thumbs: [{ url: '/media/40-620.jpg', width: 620 }],
  alias: 'horizontal',
  description: '',
  caption: '',
  link: '',
  new_window: false,
};
const news = {
  ...base,
  id: 12,
  model: 'NewsListModule',
  headline: 'Aktuelles',
  children: [
    { id: 1, title: 'Eins' },
    { id: 2, title: 'Zwei' },
  ],
};
const section = {
  ...base,
  id: 5,
  parent: null,
  slug: 'intro',
  version: 3,
  model: 'ContainerModule',
  layout: 3,
  columns: [
    { classes: 'col-6', children: [headline, image] },
    { classes: 'col-6', children: [news] },
  ],
} as unknown as ContainerModule;

const children = (preview: ContainerModule, column: number) =>
  preview.columns[column]?.children as unknown as Record<string, unknown>[];

describe('previewSection (DESIGN.md 8: the page from the draft)', () => {
  it('is the section as read while nothing changed', () => {
    const preview = previewSection(draftOf(section), section);
    expect(preview).toMatchObject({ id: 5, slug: 'intro', version: 3, layout: 3 });
    expect(children(preview, 0)).toEqual([headline, image]);
    expect(children(preview, 1)).toEqual([news]);
    expect(preview.columns.map((column) => column.classes)).toEqual(['col-6', 'col-6']);
  });

  it('shows typed text, leaves removed blocks out and adds new ones with their defaults', () => {
    let draft = draftOf(section);
    draft = setValue(draft, 'm10', { ...draft.blocks[0]?.value, content: 'Neu' });
    draft = setRemoved(draft, 'm11', true);
    draft = addBlock(draft, 'QuoteModule', 1);
    const preview = previewSection(draft, section);
    expect(children(preview, 0)).toEqual([{ ...headline, content: 'Neu' }]);
    expect(children(preview, 1).map((block) => block['model'])).toEqual([
      'NewsListModule',
      'QuoteModule',
    ]);
    const added = preview.columns[1]?.children[1];
    expect(added && draftKeyOf(added)).toBe(draft.blocks[3]?.key);
  });

  it('drops what was read for another image and keeps list entries in the chosen order', () => {
    let draft = draftOf(section);
    draft = setValue(draft, 'm11', { ...draft.blocks[1]?.value, image: 41 });
    draft = setValue(draft, 'm12', { ...draft.blocks[2]?.value, children: [2, 1, 9] });
    const preview = previewSection(draft, section);
    expect(children(preview, 0)[1]).toMatchObject({ image: 41, image_url: null, thumbs: [] });
    expect(children(preview, 1)[0]?.['children']).toEqual([
      { id: 2, title: 'Zwei' },
      { id: 1, title: 'Eins' },
    ]);
  });
});

describe('faultsByBlock', () => {
  it("takes each summary message to the block whose field it links to, not to a longer key's", () => {
    const read = draftOf(section);
    const [first, second] = read.blocks;
    if (!first || !second) throw new Error('the fixture has blocks');
    const draft = {
      ...read,
      blocks: [
        { ...first, key: 'm1' },
        { ...second, key: 'm12' },
      ],
    };
    const faults = faultsByBlock(
      [
        { href: '#aula-m12-image', text: 'Bild: Pflichtfeld' },
        { href: '#aula-m1-content', text: 'Überschrift: Pflichtfeld' },
      ],
      draft,
    );
    expect(faults).toEqual(
      new Map([
        ['m1', ['Überschrift: Pflichtfeld']],
        ['m12', ['Bild: Pflichtfeld']],
      ]),
    );
  });
});
