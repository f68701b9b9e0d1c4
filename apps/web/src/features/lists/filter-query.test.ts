// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { filterFormQuery, focusSelector } from './filter-query';

function form(html: string): HTMLFormElement {
  const element = document.createElement('form');
  element.innerHTML = html;
  document.body.replaceChildren(element);
  return element;
}

describe('filterFormQuery (spec 4: the clean query of a GET submit)', () => {
  it('takes the checked categories and the submitting day, as dd.mm.yyyy, first page', () => {
    const filter = form(
      `<input type="checkbox" name="category" value="a" checked>
       <input type="checkbox" name="category" value="b">
       <button name="date" value="2026-10-23">day</button>`,
    );
    expect(filterFormQuery(filter, filter.querySelector('button'))).toBe(
      '?category=a&date=23.10.2026',
    );
  });

  it('is empty without a filter', () => {
    expect(filterFormQuery(form('<button>all</button>'), null)).toBe('');
  });
});

describe('focusSelector', () => {
  it('names the same chip, the date button after a day, the first control otherwise', () => {
    const filter = form(
      `<input type="checkbox" name="category" value='x"y'>
       <details><summary data-date-toggle>d</summary><button>1</button></details>
       <a href="/">reset</a>`,
    );
    expect(focusSelector(filter, filter.querySelector('input'))).toBe(
      'input[name="category"][value="x\\"y"]',
    );
    expect(focusSelector(filter, filter.querySelector('details button'))).toBe(
      '[data-date-toggle]',
    );
    expect(focusSelector(filter, filter.querySelector('a'))).toBe(
      'input[name="category"], [data-date-toggle]',
    );
    expect(focusSelector(filter, document.body)).toBeNull();
  });
});
