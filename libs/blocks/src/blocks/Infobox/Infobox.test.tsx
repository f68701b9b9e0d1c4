import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { infobox } from '../../testing/module-fixtures';
import { renderBlock } from '../../testing/render-block';
import { Infobox } from './Infobox';

describe('Infobox', () => {
  it('renders every entry with its preline and the anchor', () => {
    const { container } = renderBlock(<Infobox module={infobox({ anchor: 'fristen' })} />);
    expect(container.firstElementChild).toHaveAttribute('id', 'fristen');
    expect(screen.getByText('Bewerbungsfrist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'studium@example.org' })).toHaveAttribute(
      'href',
      'mailto:studium@example.org',
    );
  });

  it("shows each entry's preline through the host's hyphenation", () => {
    renderBlock(<Infobox module={infobox()} />, { hyphenate: (text) => `~${text}~` });
    expect(screen.getByText('~Bewerbungsfrist~')).toBeInTheDocument();
  });
});
