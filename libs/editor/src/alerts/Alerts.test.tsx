import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AriaLocale } from '../controls/AriaLocale';
import { alertDuration } from './alert-duration';
import { Alerts } from './Alerts';
import { useAlert } from './use-alert';

function SaveButton() {
  const alert = useAlert();
  return (
    <button type="button" onClick={() => alert('success', 'Gespeichert.')}>
      Speichern
    </button>
  );
}

function renderInDialog() {
  render(
    <Provider store={createStore()}>
      <AriaLocale locale="de">
        <SaveButton />
        <section aria-label="Abschnitt bearbeiten">
          <Alerts locale="de" />
        </section>
      </AriaLocale>
    </Provider>,
  );
}

afterEach(() => vi.useRealTimers());

function PageWithDialog({ dialogOpen }: { dialogOpen: boolean }) {
  return (
    <AriaLocale locale="de">
      <SaveButton />
      <main>
        <Alerts locale="de" />
      </main>
      {dialogOpen ? (
        <section aria-label="Abschnitt bearbeiten">
          <Alerts locale="de" />
        </section>
      ) : null}
    </AriaLocale>
  );
}

describe('Alerts: the editor alerts as toasts (spec 4/9)', () => {
  it('shows an alert where the region is rendered (inside a dialog), closable by name', async () => {
    renderInDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    const dialog = screen.getByRole('region', { name: 'Abschnitt bearbeiten' });
    const region = within(dialog).getByRole('region', { name: 'Meldungen des Editors' });
    expect(within(region).getByRole('alertdialog', { name: 'Gespeichert.' })).toBeTruthy();
    await userEvent.click(within(region).getByRole('button', { name: 'Meldung schließen' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('takes an alert away after 4000 ms', () => {
    vi.useFakeTimers();
    renderInDialog();
    act(() => screen.getByRole('button', { name: 'Speichern' }).click());
    expect(screen.getByRole('alertdialog', { name: 'Gespeichert.' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(alertDuration - 1));
    expect(screen.queryByRole('alertdialog')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows one alert region: in the open dialog, else on the page', async () => {
    const store = createStore();
    const { rerender } = render(
      <Provider store={store}>
        <PageWithDialog dialogOpen />
      </Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getAllByRole('region', { name: 'Meldungen des Editors' })).toHaveLength(1);
    const dialog = screen.getByRole('region', { name: 'Abschnitt bearbeiten' });
    expect(within(dialog).getByRole('alertdialog', { name: 'Gespeichert.' })).toBeTruthy();
    rerender(
      <Provider store={store}>
        <PageWithDialog dialogOpen={false} />
      </Provider>,
    );
    const page = screen.getByRole('main');
    expect(within(page).getByRole('alertdialog', { name: 'Gespeichert.' })).toBeTruthy();
  });
});
