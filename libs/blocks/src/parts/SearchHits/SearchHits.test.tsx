import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { searchHit } from './search-fixtures';
import { SearchHits } from './SearchHits';

describe('SearchHits (spec 2)', () => {
  it('links each hit by its title, with its date and teaser where it has them', () => {
    render(<SearchHits hits={[searchHit(1), searchHit(2, { date: null, teaser: '' })]} />);
    expect(screen.getByRole('link', { name: 'Rundgang 1' }).getAttribute('href')).toBe(
      '/de/neuigkeiten/rundgang-1/1',
    );
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(document.querySelectorAll('time')).toHaveLength(1);
    expect(screen.getAllByText('Offene Ateliers und Konzerte.')).toHaveLength(1);
  });

  it('marks the searched words in titles and teasers as text, never as markup', () => {
    render(
      <SearchHits
        query="konzert"
        hits={[searchHit(1, { title: 'Semesterkonzert', teaser: '<b>Konzert</b> am Abend' })]}
      />,
    );
    expect([...document.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'konzert',
      'Konzert',
    ]);
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByRole('link').textContent).toBe('Semesterkonzert');
  });

  it('titles hits one level below a type heading when asked', () => {
    render(<SearchHits headingLevel={4} hits={[searchHit(1)]} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Rundgang 1' })).toBeDefined();
  });
});
