import { type ContainerModule, NotFoundError, type Page } from '@aula/api-client';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentPageBody } from '@web/features/content-pages/ContentPageBody';
import { EditableSection } from './EditableSection';
import type { EditorSession } from './editor-session';

const session = vi.hoisted(() => ({ editor: null as EditorSession | null }));
const visitorSections = vi.hoisted(() => new Map<string, unknown>());

vi.mock('./editor-session', () => ({ editorSession: () => Promise.resolve(session.editor) }));
vi.mock('@web/content/visitor-api', () => ({
  visitorApi: () => ({
    pageEditor: {
      containerBySlug: (_locale: string, slug: string) => answer(visitorSections, slug),
    },
  }),
}));

// Called only when a test renders, long after the imports above ran.
function answer(sections: Map<string, unknown>, slug: string): Promise<unknown> {
  return sections.has(slug)
    ? Promise.resolve(sections.get(slug))
    : Promise.reject(new NotFoundError(slug));
}

const text = {
  id: 7,
  slug: null,
  parent: 3,
  content_type: null,
  object_id: null,
  version: 2,
  model: 'TextModule',
  content: '<p>Hallo</p>',
  anchor: '',
  show_more: false,
  add_additional_space: false,
};
const section = (slug: string | null, children: unknown[] = [text]) =>
  ({
    id: 3,
    slug,
    parent: null,
    content_type: null,
    object_id: null,
    version: 5,
    model: 'ContainerModule',
    layout: 0,
    columns: [{ children }],
  }) as unknown as ContainerModule;

function editorWith(sections: Map<string, unknown>): EditorSession {
  return {
    api: {
      pageEditor: { containerBySlug: (_locale: string, slug: string) => answer(sections, slug) },
    },
  } as unknown as EditorSession;
}

const html = async (node: Promise<React.ReactNode> | React.ReactNode) =>
  renderToStaticMarkup(<>{await node}</>);

describe('editor renders (DESIGN.md 8)', () => {
  beforeEach(() => {
    session.editor = null;
    visitorSections.clear();
  });

  it('gives visitors the section without any trace of the editor', async () => {
    visitorSections.set('news-1-body', section('news-1-body'));
    const markup = await html(EditableSection({ locale: 'de', slug: 'news-1-body' }));
    expect(markup).toContain('Hallo');
    expect(markup).not.toContain('data-aula');
    expect(await html(EditableSection({ locale: 'de', slug: 'news-2-body' }))).toBe('');
  });

  it("marks the editor's sections with slug, module id, model and version, and each block inside with its own", async () => {
    session.editor = editorWith(new Map([['news-1-body', section('news-1-body')]]));
    const markup = await html(EditableSection({ locale: 'de', slug: 'news-1-body' }));
    expect(markup).toContain(
      'data-aula-slug="news-1-body" data-aula-module-id="3" data-aula-model="ContainerModule" data-aula-version="5"',
    );
    // The section is marked once (by its slot), its block by the block wrapper, around the block's HTML.
    expect(markup.match(/data-aula-module-id="3"/g)).toHaveLength(1);
    expect(markup).toMatch(
      /data-aula-module-id="7" data-aula-model="TextModule" data-aula-version="2">.*Hallo/,
    );
  });

  it('shows editors a labelled placeholder for a slot that does not exist yet, in their language', async () => {
    session.editor = editorWith(new Map());
    const german = await html(EditableSection({ locale: 'de', slug: 'event-4-body' }));
    expect(german).toContain('aria-label="Leerer Abschnitt event-4-body"');
    expect(german).toContain('data-aula-slug="event-4-body"');
    expect(german).toContain('Abschnitt anlegen');
    expect(await html(EditableSection({ locale: 'en', slug: 'event-4-body' }))).toContain(
      'Create section',
    );
  });

  it('shows editors an empty section (visitors see nothing of it)', async () => {
    visitorSections.set('home-intro', section('home-intro', []));
    expect(await html(EditableSection({ locale: 'de', slug: 'home-intro' }))).toBe('');
    session.editor = editorWith(visitorSections);
    expect(await html(EditableSection({ locale: 'de', slug: 'home-intro' }))).toContain(
      'data-aula-slug="home-intro"',
    );
  });

  it("marks a content page's sections for editors only, and offers an empty page its first section", async () => {
    const page = {
      id: 9,
      title: 'Hochschule',
      headline: '',
      modules: [section(null)],
    } as unknown as Page;
    const visitor = renderToStaticMarkup(<ContentPageBody page={page} locale="de" />);
    expect(visitor).toContain('Hallo');
    expect(visitor).not.toContain('data-aula');
    const editor = renderToStaticMarkup(<ContentPageBody page={page} locale="de" editor />);
    expect(editor).toContain(
      'data-aula-slug="" data-aula-module-id="3" data-aula-model="ContainerModule" data-aula-version="5"',
    );
    expect(editor).toMatch(
      /data-aula-module-id="7" data-aula-model="TextModule" data-aula-version="2">.*Hallo/,
    );
    const empty = renderToStaticMarkup(
      <ContentPageBody page={{ ...page, modules: [] }} locale="en" editor />,
    );
    expect(empty).toContain('data-aula-page="9"');
    expect(empty).toContain('Create section');
  });
});
