import { ValidationError, type AdminApi } from '@aula/api-client';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminApp } from '../AdminApp';
import { storyAdminApi } from '../stories/story-admin-api';

const setup = (locale: 'de' | 'en' = 'de', api: AdminApi = storyAdminApi()) => {
  const list = vi.spyOn(api, 'list');
  render(<AdminApp locale={locale} path={['news', 'news']} query={{}} api={api} />);
  return { user: userEvent.setup(), list };
};

const titles = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('the entity list as a work list (DESIGN.md 9)', () => {
  it('sorts by a column header, in the address, with aria-sort on that column', async () => {
    const { user } = setup('en');
    await screen.findByRole('link', { name: 'Rundgang 2026' });
    const title = screen.getByRole('columnheader', { name: /Title/ });
    expect(title).toHaveAttribute('aria-sort', 'none');
    await user.click(title);
    expect(new URL(location.href).searchParams.get('sort')).toBe('title');
    expect(title).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Publication date/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    await waitFor(() => expect(titles()[0]).toMatch(/^Bewerbungsfristen/));
    await user.click(title);
    expect(new URL(location.href).searchParams.get('sort')).toBe('-title');
    await waitFor(() => expect(titles()[0]).toMatch(/^Semesterstart/));
  });

  it('selects with the keyboard (Space) and says how many are selected', async () => {
    const { user } = setup();
    await screen.findByRole('link', { name: 'Rundgang 2026' });
    // The first row as an arrow key would reach it from the header row.
    screen.getAllByRole('row')[1]?.focus();
    await user.keyboard(' ');
    expect(screen.getByText('1 Eintrag ausgewählt')).toBeInTheDocument();
    await user.keyboard('{ArrowDown} ');
    expect(screen.getByText('2 Einträge ausgewählt')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByText('0 Einträge ausgewählt')).toBeInTheDocument();
  });

  it('asks before deleting, naming the entry; Escape cancels and the focus returns', async () => {
    const { user, list } = setup();
    await user.click(await screen.findByRole('checkbox', { name: /Semesterstart/ }));
    const remove = screen.getByRole('button', { name: 'Löschen' });
    await user.click(remove);
    const dialog = screen.getByRole('alertdialog', { name: '1 Eintrag löschen: Semesterstart' });
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    await waitFor(() => expect(remove).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Semesterstart' })).toBeInTheDocument();

    const loads = list.mock.calls.length;
    await user.click(remove);
    const confirm = screen.getByRole('alertdialog', { name: '1 Eintrag löschen: Semesterstart' });
    await user.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('1 Eintrag gelöscht')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('link', { name: 'Semesterstart' })).toBeNull();
    expect(screen.getByText('0 Einträge ausgewählt')).toBeInTheDocument();
    // The list loaded once again (one invalidation after the save), and the focus is on it.
    expect(list.mock.calls.length).toBe(loads + 1);
    expect(screen.getByRole('grid')).toContainElement(document.activeElement as HTMLElement);
  });

  it('publishes and says so; a refused action says why and keeps the selection', async () => {
    const api = storyAdminApi();
    const refusing: AdminApi = {
      ...api,
      bulk: () => Promise.reject(new ValidationError('/bulk/', { '': ['admin.bulk.missing'] })),
    };
    const { user } = setup('en', refusing);
    await user.click(await screen.findByRole('checkbox', { name: /Semesterstart/ }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some of the selected entries do not exist (any more). Nothing was changed.',
    );
    expect(screen.getByText('1 entry selected')).toBeInTheDocument();
  });

  it('publishes the selected rows', async () => {
    const { user } = setup('en');
    await user.click(await screen.findByRole('checkbox', { name: /Semesterstart/ }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('1 entry published')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Semesterstart/ });
    expect(within(row).getByText('Yes')).toBeInTheDocument();
  });
});
