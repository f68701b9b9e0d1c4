// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LazyGlobalErrorPage } from './LazyGlobalErrorPage';
import { LazyNotFoundPage } from './LazyNotFoundPage';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'en' }) }));

describe('lazy error pages (DESIGN.md 5)', () => {
  it('renders the global error document at once, before its content has loaded', () => {
    expect(renderToString(<LazyGlobalErrorPage locale="en" error={new Error('x')} />)).toMatch(
      /^<html lang="en"><head><\/head><body>/,
    );
  });

  it('loads and shows the not-found page', async () => {
    render(<LazyNotFoundPage />);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This page could not be found' },
        { timeout: 25_000 },
      ),
    ).toBeTruthy();
  }, 30_000);
});
