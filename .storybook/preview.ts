import type { Preview } from '@storybook/react-vite';
// Stories look like the site: the self-hosted grotesk (Latin, 400, 400 italic, 700) and @aula/ui's
// tokens, base typography and form controls, as the Next host loads them.
import '@fontsource/hanken-grotesk/latin-400.css';
import '@fontsource/hanken-grotesk/latin-400-italic.css';
import '@fontsource/hanken-grotesk/latin-700.css';
import '../libs/ui/src/tokens/tokens.css';
import '../libs/ui/src/tokens/base.css';
import '../libs/ui/src/tokens/forms.css';
import { portalIntoStory } from '../tools/storybook/portal-into-story';
import { blockArgTypes } from './block-arg-types';

/** Issue 17: every story is reviewed at the phone and the desktop width of the e2e suite. */
export const storyViewports = {
  phone: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  argTypesEnhancers: [blockArgTypes],
  decorators: [portalIntoStory],
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { matchers: { date: /date$/i } },
    options: { storySort: { order: ['Getting started', '*'] } },
    viewport: { options: storyViewports },
  },
  initialGlobals: { viewport: { value: 'desktop', isRotated: false } },
};

export default preview;
