import type { Preview } from '@storybook/react-vite';
import { blockArgTypes } from './block-arg-types';

const preview: Preview = {
  argTypesEnhancers: [blockArgTypes],
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { matchers: { date: /date$/i } },
    options: { storySort: { order: ['Getting started', '*'] } },
  },
};

export default preview;
