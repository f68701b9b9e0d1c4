import type { Person } from '@aula/api-client';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PersonTable } from './PersonTable';

afterEach(cleanup);

const person = (id: number, contact: boolean): Person => ({
  id,
  slug: `person-${id}`,
  name: `Person ${id}`,
  position: id === 1 ? 'Professorin für Komposition' : 'Studienberater',
  categories: [],
  email: contact ? `person.${id}@aula.example` : null,
  phone: contact ? '+49 30 1234-0101' : null,
  urls: { de: `/de/personen/person-${id}/${id}`, en: `/en/person/person-${id}/${id}` },
  image: null,
  image_url: null,
  alt: '',
  width: null,
  height: null,
  thumbs: [],
});

describe('PersonTable (spec 2: the compact list type of the persons directory)', () => {
  it('is a table named by its caption, with one column header per field', () => {
    render(
      <PersonTable persons={[person(1, true)]} options={{ locale: 'de' }} caption="Personen" />,
    );
    const table = screen.getByRole('table', { name: 'Personen' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Funktion', 'E-Mail', 'Telefon']);
  });

  it('shows one row per person: the name as row header linking to the person, position, mailto and tel links', () => {
    render(
      <PersonTable
        persons={[person(1, true), person(2, true)]}
        options={{ locale: 'en' }}
        caption="Persons"
      />,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [first] = rows;
    if (!first) throw new Error('no first row');
    expect(within(first).getByRole('rowheader').textContent).toBe('Person 1');
    expect(within(first).getByRole('link', { name: 'Person 1' }).getAttribute('href')).toBe(
      '/en/person/person-1/1',
    );
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Professorin für Komposition', 'person.1@aula.example', '+49 30 1234-0101']);
    expect(
      within(first).getByRole('link', { name: 'person.1@aula.example' }).getAttribute('href'),
    ).toBe('mailto:person.1@aula.example');
    expect(within(first).getByRole('link', { name: '+49 30 1234-0101' }).getAttribute('href')).toBe(
      'tel:+493012340101',
    );
  });

  it('names each cell its column for the stacked phone layout, and leaves missing contacts empty', () => {
    render(
      <PersonTable persons={[person(2, false)]} options={{ locale: 'de' }} caption="Personen" />,
    );
    const cells = within(screen.getByRole('table')).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Funktion',
      'E-Mail',
      'Telefon',
    ]);
    expect(cells.map((cell) => cell.childNodes.length)).toEqual([1, 0, 0]);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
