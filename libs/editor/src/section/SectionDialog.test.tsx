import { createClient, type ContainerModule } from '@aula/api-client';
import { t } from '@aula/i18n';
import { queryKeys } from '@aula/api-client/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  act,
  fireEvent,
  render,
  renderHook,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { EditorQueryProvider, editorQueryClient } from '../query/EditorQueryProvider';
import { useSectionPreload } from './section-preload';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Alerts } from '../alerts/Alerts';
import { editModalAtom, loginDialogAtom } from '../state/editor-atoms';
import { SectionDialog } from './SectionDialog';

// How often each block's Move menu renders (the real menu, counted by its block's key), and how
// often any React Aria menu button does (the real one).
const moveMenuRenders = vi.hoisted(() => new Map<string, number>());
const menuButtonRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('react-aria-components', async (original) => {
  const aria = await original<typeof import('react-aria-components')>();
  return {
    ...aria,
    MenuTrigger: (props: Parameters<typeof aria.MenuTrigger>[0]) => {
      menuButtonRenders.count += 1;
      return aria.MenuTrigger(props);
    },
  };
});
vi.mock('../structure/BlockMoveMenu', async (original) => {
  const { BlockMoveMenu } = await original<typeof import('../structure/BlockMoveMenu')>();
  return {
    BlockMoveMenu: (props: Parameters<typeof BlockMoveMenu>[0]) => {
      moveMenuRenders.set(props.blockKey, (moveMenuRenders.get(props.blockKey) ?? 0) + 1);
      return BlockMoveMenu(props);
    },
  };
});

const headline = {
  id: 10,
  slug: null,
  parent: 5,
  content_type: null,
  object_id: null,
  version: 1,
  model: 'HeadlineModule',
  headline_level: 2,
  preline: '',
  content: 'Alt',
  subline: '',
  anchor: '',
  extra_class: 'links',
};
const section = (version: number, content = 'Alt') =>
  ({
    id: 5,
    slug: 's',
    parent: null,
    content_type: null,
    object_id: null,
    version,
    model: 'ContainerModule',
    layout: 0,
    columns: [{ classes: 'col-12', children: [{ ...headline, content }] }],
  }) as unknown as ContainerModule;

/** A content API answering the section's GET (`loaded`) and then the given save answers in turn. */
function api(saves: [number, unknown][], loaded: ContainerModule = section(2)) {
  const posted: Record<string, unknown>[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    // together (DESIGN.md 8): the dialog also pings presence and reads the other language's
    // section.
    if (String(input).includes('/presence/')) return Response.json({ sections: [] });
    if (String(input).includes('/counterpart/'))
      return Response.json({ locale: 'en', section: null });
    if (init?.method !== 'POST') return Response.json(loaded);
    posted.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    const [status, body] = saves.shift() ?? [500, {}];
    return Response.json(body, { status });
  };
  return { client: createClient({ fetch }), posted };
}

const headlineInput = () =>
  screen.getByLabelText(new RegExp(`^${t('de', 'blockFields.headline')}`), {
    selector: 'input',
  }) as HTMLInputElement;

function renderDialog(
  client: ReturnType<typeof createClient>,
  onSaved: (section: ContainerModule) => void = () => undefined,
) {
  const store = createStore();
  const saved: ContainerModule[] = [];
  render(
    <EditorQueryProvider>
      <Provider store={store}>
        <SectionDialog
          locale="de"
          sectionId={5}
          client={client}
          onClose={() => undefined}
          onSaved={(value) => {
            saved.push(value);
            onSaved(value);
          }}
        />
        <Alerts locale="de" />
      </Provider>
    </EditorQueryProvider>,
  );
  return { store, saved };
}

describe('SectionDialog save paths (DESIGN.md 8: nothing typed is lost)', () => {
  beforeEach(() => sessionStorage.clear());

  it('on 401 opens the login dialog and keeps the typed text, mirrored to session storage', async () => {
    const { client, posted } = api([[401, { detail: 'no' }]]);
    const { store } = renderDialog(client);
    await waitFor(() => expect(headlineInput().value).toBe('Alt'));
    fireEvent.change(headlineInput(), { target: { value: 'Mein neuer Titel' } });
    fireEvent.click(screen.getByRole('button', { name: t('de', 'editor.dialog.save') }));
    await waitFor(() => expect(store.get(loginDialogAtom).open).toBe(true));
    expect(posted[0]).toMatchObject({
      version: 2,
      blocks: [{ id: 10, content: 'Mein neuer Titel' }],
    });
    expect(headlineInput().value).toBe('Mein neuer Titel');
    expect(sessionStorage.getItem('aula-editor-section-draft')).toContain('Mein neuer Titel');
    expect(screen.getAllByText(t('de', 'editor.alert.unauthorized')).length).toBeGreaterThan(0);
  });

  it('on 409 shows both versions; the merge (mine where both changed the field) is saved on top of the current version', async () => {
    const { client, posted } = api([
      [409, { detail: 'changed', current: section(3, 'Von jemand anderem') }],
      [200, section(4, 'Meins')],
    ]);
    const { saved } = renderDialog(client);
    await waitFor(() => expect(headlineInput().value).toBe('Alt'));
    fireEvent.change(headlineInput(), { target: { value: 'Meins' } });
    fireEvent.click(screen.getByRole('button', { name: t('de', 'editor.dialog.save') }));
    const conflict = await screen.findByTestId('aula-conflict-dialog');
    expect(
      within(conflict).getByRole('region', { name: t('de', 'editor.conflict.current') }),
    ).toHaveTextContent('Von jemand anderem');
    expect(
      within(conflict).getByRole('region', { name: t('de', 'editor.conflict.mine') }),
    ).toHaveTextContent('Meins');
    // Both changed the headline: the choice shows both values, mine preselected.
    expect(within(conflict).getByRole('radio', { name: 'Ihre Fassung: Meins' })).toBeChecked();
    expect(
      within(conflict).getByRole('radio', { name: 'Gespeicherter Stand: Von jemand anderem' }),
    ).not.toBeChecked();
    fireEvent.click(
      within(conflict).getByRole('button', { name: t('de', 'together.conflict.saveMerged') }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(posted[1]).toMatchObject({ version: 3, blocks: [{ id: 10, content: 'Meins' }] });
  });

  it('refuses to send an invalid section and links the summary to the field', async () => {
    const { client, posted } = api([]);
    renderDialog(client);
    await waitFor(() => expect(headlineInput().value).toBe('Alt'));
    fireEvent.change(headlineInput(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: t('de', 'editor.dialog.save') }));
    const summary = await screen.findByRole('alert');
    const link = within(summary).getAllByRole('link')[0];
    expect(link?.getAttribute('href')).toBe(`#${headlineInput().id}`);
    expect(posted).toHaveLength(0);
  });

  it('renders only the block typed in again, not the others, their menus and forms', async () => {
    const twoHeadlines = {
      ...section(2),
      columns: [
        { classes: 'col-12', children: [headline, { ...headline, id: 11, content: 'Zwei' }] },
      ],
    } as unknown as ContainerModule;
    renderDialog(api([], twoHeadlines).client);
    const inputs = () =>
      screen.getAllByLabelText(new RegExp(`^${t('de', 'blockFields.headline')}`), {
        selector: 'input',
      }) as HTMLInputElement[];
    await waitFor(() => expect(inputs().map((input) => input.value)).toEqual(['Alt', 'Zwei']));
    // The lists settle first (their drop places register with @dnd-kit after the first render).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const before = new Map(moveMenuRenders);
    fireEvent.change(inputs()[0] as HTMLInputElement, { target: { value: 'Neu' } });
    await waitFor(() => expect(inputs()[0]?.value).toBe('Neu'));
    const [first, second] = [...before.keys()];
    expect(moveMenuRenders.get(first ?? '')).toBeGreaterThan(before.get(first ?? '') ?? 0);
    expect(moveMenuRenders.get(second ?? '')).toBe(before.get(second ?? ''));
  });

  it("keeps the editor's dialog state while typing leaves it as it was (the page renders with it)", async () => {
    const { store } = renderDialog(api([]).client);
    await waitFor(() => expect(headlineInput().value).toBe('Alt'));
    fireEvent.change(headlineInput(), { target: { value: 'Neu' } });
    await waitFor(() => expect(store.get(editModalAtom).formChanged).toBe(true));
    const changes = vi.fn();
    const unsubscribe = store.sub(editModalAtom, changes);
    fireEvent.change(headlineInput(), { target: { value: 'Neuer' } });
    fireEvent.change(headlineInput(), { target: { value: 'Neuere' } });
    await waitFor(() => expect(headlineInput().value).toBe('Neuere'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    unsubscribe();
    expect(changes).not.toHaveBeenCalled();
  });

  it('says how many blocks a narrower layout moved, one block in the singular', async () => {
    const twoColumns = {
      ...section(2),
      layout: 3,
      columns: [
        { classes: 'col-6', children: [] },
        { classes: 'col-6', children: [headline] },
      ],
    } as unknown as ContainerModule;
    renderDialog(api([], twoColumns).client);
    await waitFor(() => expect(headlineInput().value).toBe('Alt'));
    fireEvent.click(screen.getByRole('radio', { name: t('de', 'blockFields.option.layout0') }));
    expect(
      await screen.findByText('Spaltenaufteilung geändert: 1 Block ist jetzt in Spalte 1.'),
    ).toHaveAttribute('role', 'status');
  });
});

/** Every text the document showed while the test ran (a loading note that flashed included). */
function textsShown(): string[] {
  const shown: string[] = [];
  new MutationObserver(() => shown.push(document.body.textContent ?? '')).observe(document.body, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  return shown;
}

describe('SectionDialog opens with a section read ahead (DESIGN.md 8)', () => {
  beforeEach(() => sessionStorage.clear());

  /** The section as the content API answers now; the test changes it as another editor would. */
  const stored = section(2);
  const readAhead = async (client: ReturnType<typeof createClient>, queries: QueryClient) => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queries}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSectionPreload(client, 'de'), { wrapper });
    result.current(5);
    await waitFor(() =>
      expect(queries.getQueryData(queryKeys.pageEditor.section('de', 5))).toBeTruthy(),
    );
  };
  const open = (client: ReturnType<typeof createClient>, queries: QueryClient) =>
    render(
      <QueryClientProvider client={queries}>
        <Provider store={createStore()}>
          <SectionDialog
            locale="de"
            sectionId={5}
            client={client}
            onClose={() => undefined}
            onSaved={() => undefined}
          />
        </Provider>
      </QueryClientProvider>,
    );
  const loadingNote = t('de', 'editor.dialog.loading');

  it('shows the form in its first render, then the newer answer read in the background', async () => {
    Object.assign(stored, section(2));
    const { client } = api([], stored);
    const queries = editorQueryClient();
    await readAhead(client, queries);
    Object.assign(stored, section(3, 'Neu von nebenan'));
    const shown = textsShown();
    open(client, queries);
    expect(headlineInput().value).toBe('Alt');
    await waitFor(() => expect(headlineInput().value).toBe('Neu von nebenan'));
    expect(shown.some((text) => text.includes(loadingNote))).toBe(false);
  });

  it('keeps what was typed when the background answer differs', async () => {
    Object.assign(stored, section(2));
    const { client } = api([], stored);
    const queries = editorQueryClient();
    await readAhead(client, queries);
    Object.assign(stored, section(3, 'Neu von nebenan'));
    open(client, queries);
    fireEvent.change(headlineInput(), { target: { value: 'Meins' } });
    await waitFor(() => expect(queries.isFetching()).toBe(0));
    expect(headlineInput().value).toBe('Meins');
  });

  it('does not start from an answer a save has made stale since', async () => {
    Object.assign(stored, section(2));
    const { client } = api([], stored);
    const queries = editorQueryClient();
    await readAhead(client, queries);
    Object.assign(stored, section(3, 'Nach dem Speichern'));
    await queries.invalidateQueries({ queryKey: queryKeys.pageEditor.all });
    open(client, queries);
    expect(screen.getByText(loadingNote)).toHaveAttribute('role', 'status');
    await waitFor(() => expect(headlineInput().value).toBe('Nach dem Speichern'));
  });
});

describe('SectionDialog on the page (DESIGN.md 8: what you see is what you edit)', () => {
  beforeEach(() => sessionStorage.clear());

  /** The host's render of section 5, as an editor's page carries it. */
  function pageSection() {
    const element = document.body.appendChild(document.createElement('div'));
    element.dataset['aulaModel'] = 'ContainerModule';
    element.dataset['aulaModuleId'] = '5';
    element.dataset['aulaVersion'] = '2';
    element.innerHTML = '<h2>Alt</h2>';
    element.scrollIntoView = () => undefined;
    return element;
  }

  it('shows a change on the page at once, from the draft, and marks a faulty block there', async () => {
    const element = pageSection();
    renderDialog(api([]).client);
    await waitFor(() => expect(headlineInput().value).toBe('Alt'));
    await waitFor(() => expect(element).toHaveAttribute('data-aula-previewing'));
    fireEvent.change(headlineInput(), { target: { value: 'Live getippt' } });
    const preview = element.querySelector('[data-aula-preview]');
    expect(preview?.querySelector('h2')).toHaveTextContent('Live getippt');

    fireEvent.change(headlineInput(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: t('de', 'editor.dialog.save') }));
    await screen.findByRole('alert');
    const fault = element.querySelector('[data-aula-preview-fault="m10"]');
    expect(fault).toHaveTextContent(t('de', 'blockFields.headline'));
    element.remove();
  });

  it('adds a block where the editor looks: before a block on the page, its form focused', async () => {
    // jsdom lays nothing out: the panel's scrolling to the new form is a no-op here.
    Element.prototype.scrollIntoView = () => undefined;
    const element = pageSection();
    renderDialog(api([]).client);
    await waitFor(() => expect(headlineInput().value).toBe('Alt'));
    const point = await waitFor(() =>
      within(element).getByRole('button', {
        name: 'Block hier einfügen, vor Überschrift (1 von 1)',
      }),
    );
    fireEvent.click(point);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Zitat' }));
    expect(await screen.findByRole('heading', { name: 'Zitat (1 von 2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Überschrift (2 von 2)' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.activeElement?.closest('[data-aula-block]')).toBe(
        screen.getByRole('heading', { name: 'Zitat (1 von 2)' }).closest('[data-aula-block]'),
      ),
    );
    // After the last block of the column: at its end.
    expect(
      within(element).getByRole('button', { name: 'Block am Ende von Spalte 1 einfügen' }),
    ).toBeInTheDocument();
    element.remove();
  });

  it("renders the page's places to add a block again only where they change, not with each keystroke", async () => {
    const element = pageSection();
    try {
      renderDialog(api([]).client);
      await waitFor(() => expect(headlineInput().value).toBe('Alt'));
      await waitFor(() =>
        expect(element.querySelectorAll('[data-aula-insert-point]')).toHaveLength(2),
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      const before = menuButtonRenders.count;
      fireEvent.change(headlineInput(), { target: { value: 'Live getippt' } });
      await waitFor(() =>
        expect(element.querySelector('[data-aula-preview] h2')).toHaveTextContent('Live getippt'),
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      // At most the typed block's own Move menu in the panel renders again (its block changed).
      expect(menuButtonRenders.count - before).toBeLessThanOrEqual(1);
    } finally {
      element.remove();
    }
  });

  it('edits a headline where it stands on the page: into the panel and the draft, its message beside it', async () => {
    const element = pageSection();
    renderDialog(api([]).client);
    await waitFor(() => expect(headlineInput().value).toBe('Alt'));
    const inline = await waitFor(() =>
      within(element).getByRole('textbox', { name: 'Überschrift › Überschrift' }),
    );
    expect(inline).toHaveTextContent('Alt');
    inline.textContent = 'Auf der Seite getippt';
    fireEvent.input(inline);
    await waitFor(() => expect(headlineInput().value).toBe('Auf der Seite getippt'));
    inline.textContent = '';
    fireEvent.input(inline);
    await waitFor(() => expect(inline).toHaveAttribute('aria-invalid', 'true'));
    expect(inline).toHaveAccessibleDescription(/.+/);
    // Escape leaves the text on the page for its field in the panel; the draft keeps it.
    fireEvent.keyDown(inline, { key: 'Escape' });
    expect(headlineInput()).toHaveFocus();
    expect(headlineInput().value).toBe('');
    element.remove();
  });

  it("gives the focus back to the section's Edit button as the answer arrives, before the panel closes", async () => {
    const element = pageSection();
    const edit = element.appendChild(document.createElement('button'));
    edit.setAttribute('data-aula-edit-section', '5');
    let focusedOnSave: Element | null = null;
    renderDialog(api([[200, section(3, 'Neu')]]).client, () => {
      focusedOnSave = document.activeElement;
    });
    await waitFor(() => expect(headlineInput().value).toBe('Alt'));
    fireEvent.change(headlineInput(), { target: { value: 'Neu' } });
    headlineInput().focus();
    fireEvent.click(screen.getByRole('button', { name: t('de', 'editor.dialog.save') }));
    await waitFor(() => expect(focusedOnSave).toBe(edit));
    element.remove();
  });
});
