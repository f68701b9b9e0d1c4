import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider';

/**
 * React Aria opens its overlays (the editor's dialogs, menus, result lists, calendars) at the end
 * of the body. In a story they open inside the story's own root instead, so that the story's
 * `play` and the axe checks, which look within the story, see the dialog a story is about.
 */
function StoryRoot({ children }: { children: ReactNode }) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setRoot}>
      {root ? (
        <UNSAFE_PortalProvider getContainer={() => root}>{children}</UNSAFE_PortalProvider>
      ) : null}
    </div>
  );
}

export const portalIntoStory: Decorator = (Story) => (
  <StoryRoot>
    <Story />
  </StoryRoot>
);
