import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { base, entry } from '../../testing/module-fixtures';
import { renderBlock } from '../../testing/render-block';
import { EventList } from './EventList';

describe('EventList', () => {
  it('shows start and end of an event as a range', () => {
    renderBlock(
      <EventList
        module={{
          ...base(),
          model: 'EventListModule',
          headline: '',
          children: [entry(0, 'event'), entry(1, 'event')],
        }}
      />,
      { locale: 'en' },
    );
    expect(screen.getByRole('region', { name: 'Events' })).toBeInTheDocument();
    expect(screen.getByText('10.01.2026')).toBeInTheDocument();
    expect(screen.getByText('20.01.2026')).toBeInTheDocument();
    expect(screen.getByText('11.02.2026').parentElement).toHaveTextContent(/^11\.02\.2026$/);
  });
});
