import type { Locale } from '@aula/routing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SearchCombo } from './SearchCombo';

const results = [
  { id: 'a', title: 'Klasse Malerei' },
  { id: 'b', title: 'Klasse Bildhauerei' },
];

function renderCombo(locale: Locale) {
  render(
    <SearchCombo
      locale={locale}
      label="Suche"
      hint="Zwei Zeichen"
      value="Klasse"
      onValueChange={() => undefined}
      search={{ state: 'done', results }}
      statusText={{ loading: '…', empty: '-', failed: '!' }}
      keyOf={(result) => result.id}
      textOf={(result) => result.title}
      onChoose={() => undefined}
    />,
  );
}

describe('SearchCombo speaks the page language (spec 7 pickers)', () => {
  it.each([
    ['de', 'Empfehlungen'],
    ['en', 'Suggestions'],
  ] as const)('names its list in %s as React Aria does in that language', async (locale, name) => {
    renderCombo(locale);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox');
    expect(list.getAttribute('aria-label')).toBe(name);
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });
});
