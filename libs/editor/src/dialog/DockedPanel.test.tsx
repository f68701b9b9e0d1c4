import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DockedPanel } from './DockedPanel';
import { panelSizeLimits } from './panel-size';

const labels = { bottom: 'Höhe des Bearbeitungsbereichs', side: 'Breite des Bearbeitungsbereichs' };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  localStorage.clear();
});

/** Once the panel's update is in the page: its place and focus are set after the update. */
const afterUpdate = () => new Promise<void>((resolve) => queueMicrotask(resolve));

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
      resizeLabels={labels}
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

  it('gives the focus back to the Edit button and unmarks the page on closing', async () => {
    const { section, edit } = page();
    const { unmount } = open(section);
    act(() => screen.getByRole('textbox', { name: 'Überschrift' }).focus());
    unmount();
    await afterUpdate();
    expect(document.activeElement).toBe(edit);
    expect(section).not.toHaveAttribute('data-aula-editing');
    expect(document.documentElement).not.toHaveAttribute('data-aula-docked');
  });

  it('moves the focus out of the panel before the page gets its width back', () => {
    const { section, edit } = page();
    const { unmount } = open(section);
    act(() => screen.getByRole('textbox', { name: 'Überschrift' }).focus());
    const dockedWhenFocused: boolean[] = [];
    edit.addEventListener('focus', () =>
      dockedWhenFocused.push(document.documentElement.hasAttribute('data-aula-docked')),
    );
    unmount();
    expect(dockedWhenFocused).toEqual([true]);
  });

  it('lets go of the focus before the page gets its width back where nothing takes it', () => {
    const { section, edit } = page();
    edit.blur();
    const { unmount } = open(section);
    const field = screen.getByRole('textbox', { name: 'Überschrift' });
    act(() => field.focus());
    const dockedWhenLeft: boolean[] = [];
    field.addEventListener('blur', () =>
      dockedWhenLeft.push(document.documentElement.hasAttribute('data-aula-docked')),
    );
    unmount();
    expect(dockedWhenLeft).toEqual([true]);
  });

  it("gives the focus to its owner's choice on closing, where it asks for one", async () => {
    const { section } = page();
    const other = document.body.appendChild(document.createElement('button'));
    const { unmount } = render(
      <DockedPanel
        title="Abschnitt bearbeiten"
        closeLabel="Schließen"
        resizeLabels={labels}
        onCancel={() => undefined}
        target={section}
        focusOnClose={() => other}
      >
        <input aria-label="Überschrift" />
      </DockedPanel>,
    );
    act(() => screen.getByRole('textbox', { name: 'Überschrift' }).focus());
    unmount();
    await afterUpdate();
    expect(document.activeElement).toBe(other);
  });

  it('is resized with the keyboard on its top edge, and keeps the height in this browser', () => {
    const { section } = page();
    const { unmount } = open(section);
    const edge = screen.getByRole('separator', { name: 'Höhe des Bearbeitungsbereichs' });
    const before = Number(edge.getAttribute('aria-valuenow'));
    fireEvent.keyDown(edge, { key: 'ArrowUp' });
    expect(Number(edge.getAttribute('aria-valuenow'))).toBe(before + panelSizeLimits.step);
    fireEvent.keyDown(edge, { key: 'Home' });
    expect(Number(edge.getAttribute('aria-valuenow'))).toBe(panelSizeLimits.min.bottom);
    unmount();
    open(section);
    expect(screen.getByRole('separator')).toHaveAttribute(
      'aria-valuenow',
      String(panelSizeLimits.min.bottom),
    );
  });

  it('marks a section that appears after opening (just created) and keeps the focus in the panel', () => {
    const { section, edit } = page();
    const panel = (target: HTMLElement | null) => (
      <DockedPanel
        title="Abschnitt bearbeiten"
        closeLabel="Schließen"
        resizeLabels={labels}
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

describe('DockedPanel beside the page (a window of 64rem and wider)', () => {
  function wideWindow() {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(min-width: 64rem)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  }
  afterEach(() => vi.unstubAllGlobals());

  it('docks beside the page, which makes room at its end, and is resized in width by keys', () => {
    wideWindow();
    const { section } = page();
    const { unmount } = open(section);
    expect(document.documentElement).toHaveAttribute('data-aula-docked', 'side');
    const edge = screen.getByRole('separator', { name: 'Breite des Bearbeitungsbereichs' });
    expect(edge).toHaveAttribute('aria-orientation', 'vertical');
    const before = Number(edge.getAttribute('aria-valuenow'));
    expect(document.documentElement.style.getPropertyValue('--aula-docked-size')).toBe(
      `${before}px`,
    );
    fireEvent.keyDown(edge, { key: 'ArrowLeft' });
    expect(Number(edge.getAttribute('aria-valuenow'))).toBe(before + panelSizeLimits.step);
    fireEvent.keyDown(edge, { key: 'Home' });
    expect(Number(edge.getAttribute('aria-valuenow'))).toBe(panelSizeLimits.min.side);
    unmount();
    expect(document.documentElement.style.getPropertyValue('--aula-docked-size')).toBe('');
    open(section);
    expect(screen.getByRole('separator')).toHaveAttribute(
      'aria-valuenow',
      String(panelSizeLimits.min.side),
    );
  });

  it('keeps the edited section where it is in the window as the page gets its width back', async () => {
    wideWindow();
    const { section } = page();
    // Beside the panel the page is narrower and taller: the section starts lower on it.
    section.getBoundingClientRect = () => {
      const top = document.documentElement.hasAttribute('data-aula-docked') ? 300 : 120;
      return { top, bottom: top + 50 } as DOMRect;
    };
    const scrollBy = vi.fn();
    vi.stubGlobal('scrollBy', scrollBy);
    const { rerender, unmount } = open(section);
    // On opening it is brought into view (scrollIntoView) instead.
    expect(scrollBy).not.toHaveBeenCalled();
    // A new width moves the page around it: it stays where it is.
    fireEvent.keyDown(screen.getByRole('separator'), { key: 'ArrowLeft' });
    await afterUpdate();
    document.documentElement.removeAttribute('data-aula-docked');
    fireEvent.keyDown(screen.getByRole('separator'), { key: 'ArrowLeft' });
    await afterUpdate();
    expect(scrollBy).toHaveBeenLastCalledWith(0, 180);
    // A save lets the section go before the panel closes: it is still kept in place.
    rerender(
      <DockedPanel
        title="Abschnitt bearbeiten"
        closeLabel="Schließen"
        resizeLabels={labels}
        onCancel={() => undefined}
        target={null}
      >
        <input aria-label="Überschrift" />
      </DockedPanel>,
    );
    unmount();
    await afterUpdate();
    expect(scrollBy).toHaveBeenLastCalledWith(0, -180);
  });

  it('keeps the section in place from where it stood at the press that closes the panel', async () => {
    wideWindow();
    const { section } = page();
    const docked = () => document.documentElement.hasAttribute('data-aula-docked');
    // Each measure lays the page out: one beside the panel as it closes is one too many.
    const measuredBeside: boolean[] = [];
    section.getBoundingClientRect = () => {
      measuredBeside.push(docked());
      const top = docked() ? 300 : 120;
      return { top, bottom: top + 50 } as DOMRect;
    };
    const scrollBy = vi.fn();
    vi.stubGlobal('scrollBy', scrollBy);
    const { unmount } = open(section);
    fireEvent.pointerDown(screen.getByRole('textbox', { name: 'Überschrift' }));
    expect(measuredBeside).toEqual([true]);
    unmount();
    await afterUpdate();
    // Measured only at the page's full width after the press.
    expect(measuredBeside.slice(1)).toContain(false);
    expect(measuredBeside.slice(1)).not.toContain(true);
    expect(scrollBy).toHaveBeenLastCalledWith(0, -180);
  });

  it('measures the section again where the page changed width after the press', async () => {
    wideWindow();
    const { section } = page();
    let besideTop = 300;
    section.getBoundingClientRect = () => {
      const top = document.documentElement.hasAttribute('data-aula-docked') ? besideTop : 120;
      return { top, bottom: top + 50 } as DOMRect;
    };
    const scrollBy = vi.fn();
    vi.stubGlobal('scrollBy', scrollBy);
    const { unmount } = open(section);
    fireEvent.keyDown(screen.getByRole('separator'), { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('separator'), { key: 'ArrowLeft' });
    await afterUpdate();
    besideTop = 340;
    unmount();
    await afterUpdate();
    expect(scrollBy).toHaveBeenLastCalledWith(0, -220);
  });

  it('brings the section into view where the page ends too soon to keep it in place', async () => {
    wideWindow();
    const { section } = page();
    // At its full width the page is too short to scroll back: the section stays above the window.
    section.getBoundingClientRect = () => {
      const top = document.documentElement.hasAttribute('data-aula-docked') ? 80 : -220;
      return { top, bottom: top + 112 } as DOMRect;
    };
    vi.stubGlobal('scrollBy', vi.fn());
    const { unmount } = open(section);
    vi.mocked(section.scrollIntoView).mockClear();
    unmount();
    await afterUpdate();
    expect(section.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
  });
});
