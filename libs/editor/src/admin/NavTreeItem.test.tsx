import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminApp } from './AdminApp';
import { storyAdminApi } from './stories/story-admin-api';

describe("the navigation editor's entry actions (DESIGN.md 9)", () => {
  it('draw a sign, named for screen readers and shown as a tooltip', async () => {
    render(<AdminApp locale="en" path={['navigation']} query={{}} api={storyAdminApi()} />);
    const [up] = await screen.findAllByRole('button', { name: /^Move up: / });
    expect(up).toHaveAttribute('title', up?.getAttribute('aria-label'));
    expect(up?.querySelector('[aria-hidden="true"]')?.textContent).toBe('↑');
  });
});
