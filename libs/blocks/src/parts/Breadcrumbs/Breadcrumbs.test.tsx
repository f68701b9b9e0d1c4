import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  it('links the pages above and marks the current one, in the page language', () => {
    render(
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/en' },
          { label: 'Events', href: '/en/events' },
        ]}
        current="Semester concert"
        options={{ locale: 'en' }}
      />,
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(trail.querySelectorAll('a')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/en/events');
    expect(screen.getByText('Semester concert')).toHaveAttribute('aria-current', 'page');
  });
});
