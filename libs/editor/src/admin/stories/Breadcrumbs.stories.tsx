import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formText } from '../../forms/form-text';
import { adminHref } from '../admin-context';
import { adminTrail } from '../admin-trail';
import { Breadcrumbs } from '../Breadcrumbs';

/** The breadcrumbs of an admin path, as the admin shell shows them above the screen. */
function BreadcrumbsStory({ path, locale }: { path: readonly string[]; locale: 'de' | 'en' }) {
  const text = formText(locale);
  const trail = adminTrail(path, { text, href: adminHref(locale) });
  return <Breadcrumbs trail={trail} label={text('admin.breadcrumbs')} />;
}

const meta = {
  title: 'Editor/Admin area/Breadcrumbs',
  component: BreadcrumbsStory,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'DESIGN.md 9: where an admin page sits (Dashboard / group / list / entry). Each step ' +
          'but the group is a way back; the last is the page itself (`aria-current="page"`).',
      },
    },
  },
  args: { path: ['news', 'news', '7', 'change'], locale: 'de' },
} satisfies Meta<typeof BreadcrumbsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A change page: dashboard, group, list (links), the entry (current). */
export const ChangePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trail = canvas.getByRole('navigation', { name: 'Brotkrumennavigation' });
    await expect(within(trail).getByRole('link', { name: 'Übersicht' })).toBeInTheDocument();
    await expect(within(trail).getByRole('link', { name: 'Neuigkeiten' })).toBeInTheDocument();
    await expect(within(trail).getByText('Eintrag 7')).toHaveAttribute('aria-current', 'page');
  },
};

/** A list, in English: the list is the current step. */
export const ListEnglish: Story = {
  args: { path: ['persons', 'person'], locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Persons')).toHaveAttribute('aria-current', 'page');
  },
};

/** A new entry of a long-named list (wraps at 375 px). */
export const NewEntryLongName: Story = {
  args: { path: ['application', 'applicationstudyfaculty', 'add'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Neuer Eintrag')).toHaveAttribute('aria-current', 'page');
  },
};

/** An admin screen of its own (site settings): its group is a name, not a link. */
export const OwnScreenEnglish: Story = {
  args: { path: ['site-settings'], locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};
