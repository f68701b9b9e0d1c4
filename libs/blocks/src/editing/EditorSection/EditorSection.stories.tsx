import type { ContainerModule } from '@aula/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { headline, text } from '../../testing/module-fixtures';
import { withBlocks } from '../../testing/with-blocks';
import { EditorSection } from './EditorSection';

const section = (children: unknown[]) =>
  ({
    id: 3,
    slug: 'home-intro',
    parent: null,
    content_type: null,
    object_id: null,
    version: 5,
    model: 'ContainerModule',
    layout: 0,
    columns: [{ children }],
  }) as unknown as ContainerModule;

const meta = {
  title: 'Blocks/EditorSection',
  component: EditorSection,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    docs: {
      description: {
        component:
          'A section as an editor sees it (DESIGN.md 8): it looks exactly like the visitor’s, and carries `data-aula-slug`, `data-aula-module-id`, `data-aula-model` and `data-aula-version` on the section and on every block, which the editor finds them by. Editor renders only.',
      },
    },
  },
} satisfies Meta<typeof EditorSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBlocks: Story = {
  args: { section: section([headline({ id: 6, version: 1 }), text({ id: 7, version: 2 })]) },
};
export const Empty: Story = { args: { section: section([]), slug: 'home-intro' } };
