import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { programme } from '../SearchHits/search-fixtures';
import { ProgrammeList } from './ProgrammeList';

describe('ProgrammeList (spec 2)', () => {
  it("links each programme with its degree to its page in the page's language", () => {
    render(<ProgrammeList programmes={[programme(3)]} options={{ locale: 'en' }} />);
    expect(
      screen.getByRole('link', { name: 'Jazz (Bachelor of Music)' }).getAttribute('href'),
    ).toBe('/en/study/music/jazz/3');
    expect(screen.getByText('Improvisation, Ensemble und Komposition.')).toBeTruthy();
  });

  it("shows the title through the host's hyphenation (RenderOptions.hyphenate)", () => {
    render(
      <ProgrammeList programmes={[programme(3)]} options={{ hyphenate: (text) => `~${text}~` }} />,
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(
      '~Jazz~ (Bachelor of Music)',
    );
  });
});
