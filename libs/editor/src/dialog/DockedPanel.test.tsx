import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DockedPanel } from './DockedPanel';
import { panelHeightLimits } from './panel-height';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  localStorage.clear();
});

/** The page: a section with its Edit button, focused as when an editor opens it. */
function page() {
  const section = document.body.appendChild(document.createElement('section'));
  section.scrollIntoView = vi.fn();
  const edit = section.appendChild(document.createElement('button'));
  edit.textContent = 'Abschnitt bearbeiten';
  edit.focus();
  return { section, edit };
}

function open(section: HTMLElement, onCancel = vi.fn()) {
  const view = render(
    <DockedPanel
      title="Abschnitt bearbeiten"
      closeLabel="Schließen"
      resizeLabel="Höhe des Bearbeitungsbereichs"
      onCancel={onCancel}
      target={section}
    >
      <input aria-label="Überschrift" />
    </DockedPanel>,
  );
  return { ...view, onCancel };
}

describe('DockedPanel (DESIGN.md 8: the page stays visible)', () => {
  it('is a dialog below the page, not a modal: the page stays reachable, its section marked', () => {
    const { section } = page();
    open(section);
    const dialog = screen.getByRole('dialog', { name: 'Abschnitt bearbeiten' });
    expect(dialog).not.toHaveAttribute('aria-modal');
    expect(section).not.toHaveAttribute('aria-hidden');
    expect(section.closest('[inert]')).toBeNull();
    expect(section).toHaveAttribute('data-aula-editing');
    expect(section.scrollIntoView).toHaveBeenCalled();
    expect(document.documentElement).toHaveAttribute('data-aula-docked');
  });

  it('asks its owner on Escape, unless a control inside handled it', () => {
    const { section } = page();
    const { onCancel } = open(section);
    const field = screen.getByRole('textbox', { name: 'Überschrift' });
    const handled = new KeyboardEvent('keydown', {
      key: 'Escape',
      bubbles: true,
      cancelable: true,
    });
    handled.preventDefault();
    field.dispatchEvent(handled);
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('gives the focus back to the Edit button and unmarks the page on closing', () => {
    const { section, edit } = page();
    const { unmount } = open(section);
    act(() => screen.getByRole('textbox', { name: 'Überschrift' }).focus());
    unmount();
    expect(document.activeElement).toBe(edit);
    expect(section).not.toHaveAttribute('data-aula-editing');
    expect(document.documentElement).not.toHaveAttribute('data-aula-docked');
  });

  it("gives the focus to its owner's choice on closing, where it asks for one", () => {
    const { section } = page();
    const other = document.body.appendChild(document.createElement('button'));
    const { unmount } = render(
      <DockedPanel
        title="Abschnitt bearbeiten"
        closeLabel="Schließen"
        resizeLabel="Höhe"
        onCancel={() => undefined}
        target={section}
        focusOnClose={() => other}
      >
        <input aria-label="Überschrift" />
      </DockedPanel>,
    );
    act(() => screen.getByRole('textbox', { name: 'Überschrift' }).focus());
    unmount();
    expect(document.activeElement).toBe(other);
  });

  it('is resized with the keyboard on its top edge, and keeps the height in this browser', () => {
    const { section } = page();
    const { unmount } = open(section);
    const edge = screen.getByRole('separator', { name: 'Höhe des Bearbeitungsbereichs' });
    const before = Number(edge.getAttribute('aria-valuenow'));
    fireEvent.keyDown(edge, { key: 'ArrowUp' });
    expect(Number(edge.getAttribute('aria-valuenow'))).toBe(before + panelHeightLimits.step);
    fireEvent.keyDown(edge, { key: 'Home' });
    expect(Number(edge.getAttribute('aria-valuenow'))).toBe(panelHeightLimits.min);
    unmount();
    open(section);
    expect(screen.getByRole('separator')).toHaveAttribute(
      'aria-valuenow',
      String(panelHeightLimits.min),
    );
  });

  it('marks a section that appears after opening (just created) and keeps the focus in the panel', () => {
    const { section, edit } = page();
    const panel = (target: HTMLElement | null) => (
      <DockedPanel
        title="Abschnitt bearbeiten"
        closeLabel="Schließen"
        resizeLabel="Höhe"
        onCancel={() => undefined}
        target={target}
        focusOnClose={() => edit}
      >
        <input aria-label="Überschrift" />
      </DockedPanel>
    );
    const { rerender } = render(panel(null));
    const field = screen.getByRole('textbox', { name: 'Überschrift' });
    act(() => field.focus());
    const focusBack = vi.spyOn(edit, 'focus');
    rerender(panel(section));
    expect(section).toHaveAttribute('data-aula-editing');
    expect(section.scrollIntoView).toHaveBeenCalled();
    expect(focusBack).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field);
  });
});
