import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { matchers: { date: /date$/i } },
    options: { storySort: { order: ['Getting started', '*'] } },
  },
};

export default preview;
