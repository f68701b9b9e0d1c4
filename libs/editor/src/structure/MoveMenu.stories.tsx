import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MoveMenu } from './MoveMenu';

const meta = {
  title: 'Editor/Structure/Move menu',
  component: MoveMenu,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'WCAG 2.5.7 (DESIGN.md 8): the non-drag alternative on every block and section: up, ' +
          'down, top, bottom, to another column. ARIA menu button (React Aria): arrows, Home/End, ' +
          'Escape returns the focus.',
      },
    },
  },
  args: {
    buttonText: 'Verschieben',
    label: 'Text (2 von 3) verschieben',
    options: [
      { id: 'up', label: 'Nach oben', onSelect: fn() },
      { id: 'down', label: 'Nach unten', onSelect: fn() },
      { id: 'column-1', label: 'In Spalte 2', onSelect: fn() },
    ],
  },
} satisfies Meta<typeof MoveMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const ChooseWithTheKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Text (2 von 3) verschieben' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    // The menu opens in a popover at the end of the page (inside a modal dialog: in it).
    const page = within(document.body);
    const menu = await page.findByRole('menu', { name: 'Text (2 von 3) verschieben' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(within(menu).getByRole('menuitem', { name: 'Nach oben' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'In Spalte 2' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(within(menu).getByRole('menuitem', { name: 'Nach oben' })).toHaveFocus();
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.options[2]?.onSelect).toHaveBeenCalledOnce();
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const EscapeClosesEnglish: Story = {
  args: {
    buttonText: 'Move',
    label: 'Move Text (2 of 3)',
    options: [{ id: 'top', label: 'To the top', onSelect: fn() }],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Move Text (2 of 3)' });
    await userEvent.click(button);
    const page = within(document.body);
    const item = await page.findByRole('menuitem', { name: 'To the top' });
    // A pointer opens the menu on the menu itself; the keyboard then moves to its choices.
    await userEvent.keyboard('{ArrowDown}');
    await expect(item).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.options[0]?.onSelect).not.toHaveBeenCalled();
  },
};
