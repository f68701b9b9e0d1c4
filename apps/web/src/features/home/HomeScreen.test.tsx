import { NotFoundError, type Page } from '@aula/api-client';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditorSession } from '@web/features/editing/editor-session';
import { HomePage } from './HomeScreen';

const session = vi.hoisted(() => ({ editor: null as EditorSession | null }));

vi.mock('@web/features/editing/editor-session', () => ({
  editorSession: () => Promise.resolve(session.editor),
}));
// The visitor's content API knows nothing: every section of the home page stays away.
vi.mock('@web/content/visitor-api', () => ({
  visitorApi: () =>
    new Proxy(
      {},
      { get: () => new Proxy({}, { get: () => () => Promise.reject(new NotFoundError('-')) }) },
    ),
}));

const emptyHome = { id: 1, title: 'Start', headline: '', modules: [] } as unknown as Page;

function editorWithPage(page: Page): EditorSession {
  return { api: { pageEditor: { page: () => Promise.resolve(page) } } } as unknown as EditorSession;
}

const render = async (locale: 'de' | 'en') =>
  renderToStaticMarkup(await HomePage({ params: Promise.resolve({ locale }) }));

describe('the home page for editors (spec 4, DESIGN.md 8)', () => {
  beforeEach(() => {
    session.editor = null;
  });

  it('offers an editor the first section of an empty home page, in their language', async () => {
    session.editor = editorWithPage(emptyHome);
    const german = await render('de');
    expect(german).toContain('data-aula-placeholder=""');
    expect(german).toContain('data-aula-page="1"');
    expect(german).toContain('Abschnitt anlegen');
    expect(await render('en')).toContain('Create section');
  });

  it('shows visitors no placeholder', async () => {
    expect(await render('de')).not.toContain('data-aula');
  });
});
