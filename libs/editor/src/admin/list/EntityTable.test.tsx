import { entityDefinitions, type AdminRow } from '@aula/api-client';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminProvider } from '../AdminProvider';
import { EntityTable } from './EntityTable';

const rows: AdminRow[] = [1, 2].map((id) => ({
  id,
  title: `Rundgang ${id}`,
  cells: { published_at: '2026-07-01T10:00:00+02:00', is_online: true },
  missing: [],
}));

const table = (
  <AdminProvider locale="de" path={['news', 'news']}>
    <EntityTable
      definition={entityDefinitions.news}
      rows={rows}
      sort={undefined}
      onSort={() => undefined}
      selected={new Set()}
      onSelect={() => undefined}
    />
  </AdminProvider>
);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

describe('EntityTable on the server (DESIGN.md 9)', () => {
  it('keeps the server-rendered rows when the script hydrates them', () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(table);
    const title = container.querySelector('a[href*="/admin/news/news/1/change"]');
    const body = container.querySelector('tbody');
    expect(title?.textContent).toBe('Rundgang 1');
    act(() => void (root = hydrateRoot(container, table)));
    // A tap that starts before hydration ends on the same link: React Aria's collection would
    // otherwise build the rows again under new keys and replace the tapped element.
    expect(title?.isConnected).toBe(true);
    expect(body?.isConnected).toBe(true);
    expect(container.querySelector('a[href*="/admin/news/news/1/change"]')).toBe(title);
  });
});
