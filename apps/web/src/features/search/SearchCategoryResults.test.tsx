// @vitest-environment jsdom
import type { SearchResult } from '@aula/api-client';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchCategoryResults } from './SearchCategoryResults';

afterEach(cleanup);

const hit = (id: number, type: SearchResult['type'], title: string): SearchResult => ({
  id,
  category: 'others',
  type,
  title,
  teaser: `${title} im Fachbereich Musik`,
  url: `/de/treffer/${id}`,
  date: null,
  image_url: null,
});

const page = (results: SearchResult[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

describe('SearchCategoryResults (spec 1: grouped by type, query highlighted)', () => {
  it('groups the others hits under a heading per type and marks the query', () => {
    render(
      <SearchCategoryResults
        locale="de"
        category="others"
        query="musik"
        hits={page([
          hit(1, 'faculty', 'Fachbereich Musik'),
          hit(2, 'programme', 'Instrumentalmusik'),
          hit(3, 'programme', 'Elektronische Musik'),
        ])}
      />,
    );
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Fachbereiche', 'Studiengänge']);
    const programmes = screen.getByRole('region', { name: 'Studiengänge' });
    expect(within(programmes).getAllByRole('heading', { level: 4 })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Seiten, Studium und Presse (3)',
    );
    const marks = [...document.querySelectorAll('h4 mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['Musik', 'musik', 'Musik']);
  });

  it('lists news without type headings, linking the category on the overview', () => {
    render(
      <SearchCategoryResults
        locale="en"
        category="news"
        query="concert"
        hits={page([{ ...hit(4, 'news', 'Concert'), category: 'news' }])}
      />,
    );
    expect(screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Concert',
    ]);
    expect(screen.getByRole('link', { name: 'News' }).getAttribute('href')).toBe(
      '/en/search/news?q=concert',
    );
  });
});
