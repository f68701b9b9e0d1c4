import { describe, expect, it } from 'vitest';
import { PageTextEditor, PanelEditor } from './RichTextEditor';

/** A task queued now: it runs once the microtasks of everything started before it are done. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('CKEditor taken apart after the paint (DESIGN.md 8: save to shown)', () => {
  it.each([
    ['in the panel', PanelEditor],
    ['on the page', PageTextEditor],
  ])(
    'an editor %s is destroyed once the next frame is painted, not in the update',
    async (_, Editor) => {
      const element = document.createElement('div');
      document.body.append(element);
      // A toolbar that never groups its buttons: jsdom has no ResizeObserver to measure it with.
      const editor = await Editor.create(element, {
        licenseKey: 'GPL',
        toolbar: { items: [], shouldNotGroupWhenFull: true },
      });
      const destroyed = editor.destroy();
      // CKEditor's own teardown would be done by now: it runs in the update's microtasks.
      await nextTask();
      expect(editor.state).toBe('ready');
      await destroyed;
      expect(editor.state).toBe('destroyed');
      element.remove();
    },
  );
});
