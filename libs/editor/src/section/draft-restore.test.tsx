import { createClient, type ContainerModule } from '@aula/api-client';
import { t } from '@aula/i18n';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { EditorQueryProvider } from '../query/EditorQueryProvider';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeDraft, storedDraftSection } from './draft-storage';
import { SectionDialog } from './SectionDialog';
import { draftOf, setValue } from './section-draft';

const section = (version: number, fields: Record<string, string> = {}) =>
  ({
    id: 5,
    slug: 's',
    parent: null,
    content_type: null,
    object_id: null,
    version,
    model: 'ContainerModule',
    layout: 0,
    columns: [
      {
        classes: 'col-12',
        children: [
          {
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
            ...fields,
          },
        ],
      },
    ],
  }) as unknown as ContainerModule;

/** The content API as it is now (`current`), recording the saves. */
function api(current: ContainerModule) {
  const posted: Record<string, unknown>[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    if (url.includes('/presence/')) return Response.json({ sections: [] });
    if (url.includes('/counterpart/')) return Response.json({ locale: 'en', section: null });
    if (init?.method !== 'POST') return Response.json(current);
    posted.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    return Response.json(section(current.version + 1));
  };
  return { client: createClient({ fetch }), posted };
}

const open = (client: ReturnType<typeof createClient>) =>
  render(
    <EditorQueryProvider>
      <Provider store={createStore()}>
        <SectionDialog
          locale="de"
          sectionId={5}
          client={client}
          onClose={() => undefined}
          onSaved={() => undefined}
        />
      </Provider>
    </EditorQueryProvider>,
  );

describe('a draft kept across an expired session or a reload (nothing typed is lost)', () => {
  beforeEach(() => sessionStorage.clear());

  it('comes back when the section is opened again, and says so', async () => {
    const base = draftOf(section(2));
    storeDraft(setValue(base, 'm10', { ...base.blocks[0]?.value, content: 'Meins' }), base);
    expect(storedDraftSection()).toBe(5);
    open(api(section(2)).client);
    await screen.findByText(t('de', 'together.restored'));
    expect(
      (screen.getByLabelText(/^Überschrift/, { selector: 'input' }) as HTMLInputElement).value,
    ).toBe('Meins');
  });

  it('is merged against its base when someone else saved meanwhile, instead of being dropped', async () => {
    const base = draftOf(section(2));
    storeDraft(setValue(base, 'm10', { ...base.blocks[0]?.value, content: 'Meins' }), base);
    const { client, posted } = api(section(3, { subline: 'Deren Unterzeile' }));
    open(client);
    const conflict = await screen.findByTestId('aula-conflict-dialog');
    expect(
      within(conflict).getByRole('region', { name: t('de', 'together.conflict.merged') }),
    ).toHaveTextContent('Unterzeile');
    fireEvent.click(
      within(conflict).getByRole('button', { name: t('de', 'together.conflict.saveMerged') }),
    );
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      version: 3,
      blocks: [{ id: 10, content: 'Meins', subline: 'Deren Unterzeile' }],
    });
  });
});
