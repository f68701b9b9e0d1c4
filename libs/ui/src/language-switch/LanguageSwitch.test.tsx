import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageSwitch } from './LanguageSwitch';

describe('LanguageSwitch', () => {
  it('links to the same page in both languages and marks the active one', () => {
    render(<LanguageSwitch locale="de" urls={{ de: '/de/neuigkeiten', en: '/en/news' }} />);
    const german = screen.getByRole('link', { name: /Deutsch/ });
    const english = screen.getByRole('link', { name: /Englisch/ });
    expect(german).toHaveAttribute('aria-current', 'page');
    expect(german).toHaveClass('active');
    expect(english).toHaveAttribute('href', '/en/news');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(english).not.toHaveAttribute('aria-current');
  });
});
