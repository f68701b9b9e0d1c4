import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminProvider } from '../AdminProvider';
import { EntityForm } from '../EntityForm';
import { storyAdminApi } from '../stories/story-admin-api';

/** Whether leaving the page now would be asked about (the browser's `beforeunload` question). */
function unloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** Link clicks that reached the window without being stopped (jsdom does not navigate). */
let navigations: string[] = [];
const recordNavigation = (event: MouseEvent) => {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link) return;
  if (!event.defaultPrevented) navigations.push(link.getAttribute('href') ?? '');
  event.preventDefault();
};
beforeEach(() => {
  navigations = [];
  window.addEventListener('click', recordNavigation);
});
afterEach(() => window.removeEventListener('click', recordNavigation));

async function changePage(locale: 'de' | 'en') {
  render(
    <AdminProvider locale={locale} api={storyAdminApi()}>
      <EntityForm entity="news" id={7} />
      <a href="/admin/events/event?lang=de">Veranstaltungen</a>
    </AdminProvider>,
  );
  const english = await screen.findByRole('group', { name: /^(Englisch|English)/ });
  return { user: userEvent.setup(), title: within(english).getByLabelText(/^(Titel|Title)/) };
}

describe('a change page with unsaved changes (DESIGN.md 9)', () => {
  it('lets the editor leave freely while nothing changed', async () => {
    const { user } = await changePage('de');
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeInTheDocument();
    expect(unloadAsks()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Veranstaltungen' }));
    expect(navigations).toEqual(['/admin/events/event?lang=de']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says so in the save bar, asks before a link leaves, keeps the text; a save ends it', async () => {
    const { user, title } = await changePage('de');
    await user.type(title, 'Open studios 2026');
    expect(await screen.findByText('Ungespeicherte Änderungen')).toBeInTheDocument();
    expect(unloadAsks()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Veranstaltungen' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Ungespeicherte Änderungen verwerfen?',
    });
    expect(navigations).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Änderungen verwerfen' })).toBeVisible();
    const keep = within(dialog).getByRole('button', { name: 'Weiter bearbeiten' });
    expect(keep).toHaveFocus();
    await user.click(keep);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(title).toHaveValue('Open studios 2026');

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Gespeichert.')).toBeInTheDocument();
    expect(unloadAsks()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Veranstaltungen' }));
    expect(navigations).toEqual(['/admin/events/event?lang=de']);
  });

  it('asks in English, and Escape keeps editing', async () => {
    const { user, title } = await changePage('en');
    await user.type(title, 'x');
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Veranstaltungen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(within(dialog).getByRole('button', { name: 'Discard changes' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(title).toHaveValue('x');
  });
});
