import type { Meta, StoryObj } from '@storybook/react-vite';
import { RichText } from './RichText';

const meta = {
  title: 'Blocks/Parts/Rich text',
  component: RichText,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Rich text from CKEditor (bold, italic, link, lists, alignment left/center/right), sanitized again at render (DESIGN.md 6): only p, br, strong, b, em, i, a (http, https, mailto, tel), ul, ol, li and alignment classes survive; no style, no on* attributes, no javascript:.',
      },
    },
  },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Formatting: Story = {
  args: {
    html: '<p>Ein Absatz mit <strong>fettem</strong> und <em>kursivem</em> Text und einem <a href="https://example.org">Link</a>.</p><ul><li>Erster Punkt</li><li>Zweiter Punkt</li></ul><ol><li>Eins</li><li>Zwei</li></ol><p class="text-align-center">Zentriert</p><p class="text-align-right">Rechtsbündig</p>',
  },
};

export const HostileInputIsNeutralised: Story = {
  args: {
    html: '<p style="color:red" onclick="alert(1)">Harmless text.</p><script>alert(1)</script><a href="javascript:alert(1)">no link</a>',
  },
};
