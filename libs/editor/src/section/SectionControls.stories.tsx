import type { PresentEditor, SectionTranslation } from '@aula/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PagePresence } from '../presence/use-page-presence';
import { SectionMarkers } from '../presence/SectionMarkers';
import { useEditTargets } from './edit-targets';
import { SectionControls } from './SectionControls';

const anna: PresentEditor = { id: 2, name: 'Anna Berg', self: false };

/** Anna has the first section open. */
const presence: PagePresence = new Map([[5, [anna]]]);

/** The second section has a field without its English text; the slot exists in English only. */
const translation: SectionTranslation[] = [
  {
    section: 6,
    counterpart: 16,
    slug: 'kontakt',
    missingIn: null,
    gaps: [{ block: 20, model: 'TextModule', field: 'text', emptyIn: 'en' }],
  },
  { section: null, counterpart: 17, slug: 'aside', missingIn: 'de', gaps: [] },
];

/** Room around a section, as the site's container gives it (the markers sit on its edges). */
const sectionSpace = { padding: '2.5rem 1rem', position: 'relative' } as const;

/**
 * A page as the host renders it for an editor: two sections and an empty slot, marked with
 * `data-aula-*` (DESIGN.md 8); the controls and markers find them as they find the host's.
 */
function EditModePage({
  locale,
  withOthers,
  onEdit,
  onCreate,
}: {
  locale: 'de' | 'en';
  withOthers: boolean;
  onEdit(id: number): void;
  onCreate(): void;
}) {
  const targets = useEditTargets();
  return (
    // Room above the first section, as the site's header gives it: its markers sit above it.
    <main style={{ paddingTop: '4rem' }}>
      <section
        data-aula-model="ContainerModule"
        data-aula-module-id="5"
        data-aula-slug="intro"
        style={sectionSpace}
      >
        <h2>Über uns</h2>
        <p>Die Hochschule bildet Künstlerinnen, Musiker und Gestalterinnen aus.</p>
      </section>
      <section
        data-aula-model="ContainerModule"
        data-aula-module-id="6"
        data-aula-slug="kontakt"
        style={sectionSpace}
      >
        <h2>Kontakt</h2>
        <p>Hardenbergstraße 33, 10623 Berlin</p>
      </section>
      <div
        data-aula-placeholder=""
        data-aula-slug="aside"
        data-aula-page="1"
        style={sectionSpace}
      />
      <SectionControls locale={locale} onEdit={onEdit} onCreate={onCreate} />
      <SectionMarkers
        locale={locale}
        targets={targets}
        presence={withOthers ? presence : new Map()}
        translation={translation}
      />
    </main>
  );
}

const meta = {
  title: 'Editor/Section controls',
  component: EditModePage,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'DESIGN.md 8, in edit mode: "Edit section" on every editable section, "Create section" ' +
          'on an empty slot, and the markers on the page: who else has a section open, and what ' +
          'a section lacks in the other language.',
      },
    },
  },
  args: { locale: 'de', withOthers: true, onEdit: fn(), onCreate: fn() },
} satisfies Meta<typeof EditModePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buttons on both sections and the slot; Anna's marker and the translation flag. */
export const German: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const edit = await canvas.findAllByRole('button', { name: 'Abschnitt bearbeiten' });
    await expect(edit).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Abschnitt anlegen' })).toBeEnabled();
    await expect(await canvas.findByText(/Anna Berg/)).toBeInTheDocument();
    // The second section's gap and the slot that exists in English only.
    await expect(canvasElement.querySelectorAll('[data-aula-translation-flag]')).toHaveLength(2);
    await userEvent.click(edit[1] as HTMLElement);
    await expect(args.onEdit).toHaveBeenCalledWith(6);
  },
};

/** In English, nobody else on the page: the buttons and the translation flags only. */
export const EnglishAlone: Story = {
  args: { locale: 'en', withOthers: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('button', { name: 'Edit section' })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Create section' })).toBeEnabled();
    await expect(canvas.queryByText(/Anna Berg/)).toBeNull();
  },
};
