import type { ContainerModule } from '@aula/api-client';
import { EditorSection } from '@aula/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FreshStore } from '../stories/FreshStore';
import { storyClient, storySection, storySectionWithText } from '../stories/story-client';
import { clearDraft } from './draft-storage';
import { SectionDialog } from './SectionDialog';

/** The host's render of the section, on the page before the panel opens (it finds it there). */
function OnThePage({
  locale,
  section = storySection(),
  children,
}: {
  locale: 'de' | 'en';
  section?: ContainerModule;
  children: ReactNode;
}) {
  const [page, setPage] = useState<HTMLElement | null>(null);
  return (
    <>
      <div ref={setPage}>
        <EditorSection section={section} options={{ locale }} />
      </div>
      {page ? children : null}
    </>
  );
}

const meta = {
  title: 'Editor/Section dialog',
  component: SectionDialog,
  tags: ['autodocs'],
  decorators: [
    (Story, { args }) => (
      <FreshStore beforeCreate={clearDraft} alertsLocale={args.locale}>
        <Story />
      </FreshStore>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A section in the panel docked beside the page (below it on phones, DESIGN.md 8): ' +
          'layout, blocks per column ' +
          'with their forms, move, remove with undo, the palette; saving with 400/401/409 ' +
          'handling. Every change shows on the page at once, from the draft, with the same ' +
          'block renderers; a faulty block is outlined there with its message.',
      },
    },
  },
  args: { locale: 'de', sectionId: 5, client: storyClient(), onClose: fn(), onSaved: fn() },
} satisfies Meta<typeof SectionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Open: Story = {};

export const AddMoveAndRemoveBlocks: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Abschnitt bearbeiten' });
    const palette = await within(dialog).findByRole('group', {
      name: 'Block zu Spalte 1 hinzufügen',
    });
    await userEvent.click(within(palette).getByRole('button', { name: 'Zitat' }));
    await expect(
      within(dialog).getByRole('heading', { name: 'Zitat (2 von 2)' }),
    ).toBeInTheDocument();
    await userEvent.click(
      within(within(dialog).getByRole('group', { name: 'Zitat (2 von 2)' })).getByRole('button', {
        name: 'Zitat (2 von 2) verschieben',
      }),
    );
    await userEvent.click(body().getByRole('menuitem', { name: 'Nach oben' }));
    await expect(
      within(dialog).getByRole('heading', { name: 'Zitat (1 von 2)' }),
    ).toBeInTheDocument();
    await userEvent.click(
      within(within(dialog).getByRole('group', { name: 'Zitat (1 von 2)' })).getByRole('button', {
        name: 'Entfernen',
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rückgängig' }));
    await expect(
      within(dialog).getByRole('heading', { name: 'Zitat (1 von 2)' }),
    ).toBeInTheDocument();
  },
};

export const ConflictOnSave: Story = {
  args: {
    client: storyClient([
      [409, { detail: 'changed', current: storySection(3, 'Von jemand anderem') }],
    ]),
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Abschnitt bearbeiten' });
    await waitFor(() => expect(within(dialog).getAllByRole('textbox').length).toBeGreaterThan(0));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    const conflict = await body().findByRole('dialog', {
      name: 'Jemand anderes hat diesen Abschnitt geändert',
    });
    await expect(
      within(conflict).getByRole('region', { name: 'Gespeicherter Stand' }),
    ).toHaveTextContent('Von jemand anderem');
    await expect(within(conflict).getByRole('region', { name: 'Ihre Fassung' })).toHaveTextContent(
      'Über uns',
    );
  },
};

export const EnglishSessionExpired: Story = {
  args: { locale: 'en', client: storyClient([[401, { detail: 'no' }]]) },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Edit section' });
    await waitFor(() => expect(within(dialog).getAllByRole('textbox').length).toBeGreaterThan(0));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(
      (await body().findAllByText('Not saved: your login has expired.')).length,
    ).toBeGreaterThan(0);
  },
};

/** A change shows in the section on the page above the panel at once, before any save. */
export const LivePreviewOnThePage: Story = {
  decorators: [(Story) => <OnThePage locale="de">{Story()}</OnThePage>],
  parameters: { layout: 'fullscreen' },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Abschnitt bearbeiten' });
    const field = await within(dialog).findByRole('textbox', { name: /^Überschrift/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'Offene Ateliers');
    const preview = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-aula-preview]');
      if (!found) throw new Error('no preview yet');
      return found;
    });
    await expect(
      within(preview).getByRole('heading', { name: 'Offene Ateliers' }),
    ).toBeInTheDocument();
  },
};

/** In English: a block that does not pass is outlined on the page with its message. */
export const EnglishFaultyBlockOnThePage: Story = {
  args: { locale: 'en' },
  decorators: [(Story) => <OnThePage locale="en">{Story()}</OnThePage>],
  parameters: { layout: 'fullscreen' },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Edit section' });
    const field = await within(dialog).findByRole('textbox', { name: /^Headline/ });
    await userEvent.clear(field);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(document.querySelector('[data-aula-preview-fault]')).toHaveTextContent(
        /Headline › Headline/,
      ),
    );
  },
};

/** A headline edited where it stands on the page: the panel's field follows it. */
export const TextEditedOnThePage: Story = {
  decorators: [(Story) => <OnThePage locale="de">{Story()}</OnThePage>],
  parameters: { layout: 'fullscreen' },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Abschnitt bearbeiten' });
    const field = await within(dialog).findByRole('textbox', { name: /^Überschrift/ });
    const onPage = await body().findByRole('textbox', { name: 'Überschrift › Überschrift' });
    onPage.focus();
    // What typing does to a plain-text editable (jsdom's user events do not type into one).
    onPage.textContent = 'Über uns und Kontakt';
    onPage.dispatchEvent(new InputEvent('input', { bubbles: true }));
    await waitFor(() => expect(field).toHaveValue('Über uns und Kontakt'));
  },
};

/** CKEditor's engine behind a rich text's editing area (how a test types into it). */
type WithEditor = HTMLElement & { ckeditorInstance?: { setData(html: string): void } };

/**
 * A rich text edited where it stands on the page, in CKEditor's inline editor (its toolbar floats
 * above the text): the panel's field follows it.
 */
export const RichTextEditedOnThePage: Story = {
  args: { client: storyClient([], {}, storySectionWithText()) },
  decorators: [
    (Story) => (
      <OnThePage locale="de" section={storySectionWithText()}>
        {Story()}
      </OnThePage>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Abschnitt bearbeiten' });
    // The panel takes the focus as it opens; then the editor goes to the page.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // The text as rendered, a textbox: focusing it starts CKEditor in its place.
    const shown = await body().findByRole('textbox', { name: 'Text › Text' });
    await expect(shown).toHaveTextContent('Wir sind eine Hochschule der Künste.');
    shown.focus();
    // CKEditor names its editing area with the label and its help key ("… Alt+0 …").
    const onPage = await body().findByRole(
      'textbox',
      { name: /^Text › Text\. / },
      { timeout: 15_000 },
    );
    (onPage as WithEditor).ckeditorInstance?.setData('<p>Wir sind eine Kunsthochschule.</p>');
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Text\b(?! ›)/ })).toHaveTextContent(
        'Wir sind eine Kunsthochschule.',
      ),
    );
  },
};
