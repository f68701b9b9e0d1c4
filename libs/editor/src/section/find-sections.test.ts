import { describe, expect, it } from 'vitest';
import { editModeHref } from '../toolbar/edit-mode-href';
import { findEditTargets, pageContentType, slotPlacement } from './find-sections';

describe('edit targets on the page (DESIGN.md 8)', () => {
  it('are the outer sections by module id and the slot placeholders', () => {
    document.body.innerHTML = `
      <main>
        <div data-aula-model="ContainerModule" data-aula-module-id="3" data-aula-slug="news-1-body">
          <div data-aula-model="ContainerModule" data-aula-module-id="4"></div>
        </div>
        <section data-aula-placeholder data-aula-slug="" data-aula-page="12"></section>
        <section data-aula-placeholder data-aula-slug="event-25-body"></section>
      </main>`;
    const targets = findEditTargets(document);
    expect(
      targets.map((target) =>
        target.kind === 'section'
          ? [target.kind, target.id, target.slug]
          : [target.kind, target.slug, target.pageId],
      ),
    ).toEqual([
      ['section', 3, 'news-1-body'],
      ['slot', null, 12],
      ['slot', 'event-25-body', null],
    ]);
  });

  it('place a new container with its owner (spec 4/7: content_type, object_id, slug)', () => {
    expect(slotPlacement({ slug: null, pageId: 12 })).toEqual({
      slug: null,
      content_type: pageContentType,
      object_id: 12,
    });
    expect(slotPlacement({ slug: 'programme-1-body', pageId: null })).toEqual({
      slug: 'programme-1-body',
      content_type: 'programme',
      object_id: 1,
    });
    expect(slotPlacement({ slug: 'guest-auditors-body', pageId: null })).toEqual({
      slug: 'guest-auditors-body',
      content_type: null,
      object_id: null,
    });
  });

  it('switch edit mode with ?edit, keeping the rest of the address', () => {
    const here = { pathname: '/de/neuigkeiten', search: '?page=2', hash: '#top' };
    expect(editModeHref(here, true)).toBe('/de/neuigkeiten?page=2&edit#top');
    expect(editModeHref({ ...here, search: '?edit&page=2' }, false)).toBe(
      '/de/neuigkeiten?page=2#top',
    );
    expect(editModeHref({ pathname: '/en', search: '', hash: '' }, true)).toBe('/en?edit');
  });
});
