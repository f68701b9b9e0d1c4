import { describe, expect, it } from 'vitest';
import { isTextField, undoShortcut } from './is-text-field';

const press = (
  key: string,
  options: {
    ctrl?: boolean;
    meta?: boolean;
    shift?: boolean;
    alt?: boolean;
    target?: EventTarget | null;
  } = {},
) =>
  undoShortcut({
    key,
    ctrlKey: options.ctrl ?? false,
    metaKey: options.meta ?? false,
    shiftKey: options.shift ?? false,
    altKey: options.alt ?? false,
    target: options.target ?? document.body,
  });

describe('undo shortcuts (DESIGN.md 8)', () => {
  it('maps Ctrl/Cmd+Z to undo and Shift+Ctrl/Cmd+Z or Ctrl+Y to redo', () => {
    expect(press('z', { ctrl: true })).toBe('undo');
    expect(press('z', { meta: true })).toBe('undo');
    expect(press('Z', { ctrl: true, shift: true })).toBe('redo');
    expect(press('z', { meta: true, shift: true })).toBe('redo');
    expect(press('y', { ctrl: true })).toBe('redo');
    expect(press('z')).toBeNull();
    expect(press('z', { ctrl: true, alt: true })).toBeNull();
    expect(press('x', { ctrl: true })).toBeNull();
  });

  it('leaves the keys to text fields (their own undo), not to buttons or checkboxes', () => {
    document.body.innerHTML =
      '<input id="t"><input id="c" type="checkbox"><textarea id="a"></textarea><div contenteditable="true"><p id="p">x</p></div><button id="b">b</button>';
    for (const id of ['t', 'a', 'p']) {
      expect(isTextField(document.getElementById(id)), id).toBe(true);
      expect(press('z', { ctrl: true, target: document.getElementById(id) }), id).toBeNull();
    }
    for (const id of ['c', 'b'])
      expect(press('z', { ctrl: true, target: document.getElementById(id) }), id).toBe('undo');
  });
});
