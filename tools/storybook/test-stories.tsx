import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

/**
 * Axe rules that only make sense for a whole page: a story renders one component, so page
 * landmarks and contrast (not computable in jsdom) are checked by the Playwright suite instead.
 */
const pageLevelRules = { region: { enabled: false }, 'color-contrast': { enabled: false } };

/** Renders every story of the given modules (play functions included) and runs axe on it. */
export function testStories(modules: Record<string, unknown>): void {
  setProjectAnnotations(preview);
  // jsdom lays nothing out, so it has nothing to scroll: a story that brings an element into
  // view (the docked panel's section) plays on.
  Element.prototype.scrollIntoView ??= () => undefined;
  for (const [file, module] of Object.entries(modules)) {
    describe(file, () => {
      const stories = Object.entries(composeStories(module as StoriesModule)) as [
        string,
        ComposedStory,
      ][];
      for (const [name, Story] of stories) {
        it(`${name} renders without accessibility violations`, async () => {
          const { container } = render(<Story />);
          await Story.play?.({ canvasElement: container });
          expect(container.innerHTML).not.toBe('');
          const { violations } = await axe.run(container, { rules: pageLevelRules });
          expect(
            violations.map(({ id, help, nodes }) => ({
              id,
              help,
              targets: nodes.map((node) => node.target),
            })),
          ).toEqual([]);
        });
      }
    });
  }
}
