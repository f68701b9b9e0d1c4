import type { AdminApi } from '@aula/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminApp } from './AdminApp';
import { storyAdminApi } from './stories/story-admin-api';

/** The story API with only the first of its subscriptions. */
function oneSubscription(): AdminApi {
  const api = storyAdminApi();
  return {
    ...api,
    subscriptions: async (...args: Parameters<AdminApi['subscriptions']>) => {
      const all = await api.subscriptions(...args);
      return { ...all, count: 1, results: all.results.slice(0, 1) };
    },
  };
}

describe('SubscriptionList counts in the singular and the plural (DESIGN.md 9)', () => {
  it.each([
    ['de', '1 Eintrag'],
    ['en', '1 entry'],
  ] as const)('says %s: "%s" for one subscription', async (locale, words) => {
    render(<AdminApp locale={locale} path={['newsletter']} query={{}} api={oneSubscription()} />);
    expect(await screen.findByText(words)).toBeTruthy();
  });
});

describe('SubscriptionList asks before a deletion (spec: GDPR delete)', () => {
  it('names its buttons apart: the answer "Cancel", the dialog\'s own "Close"', async () => {
    render(<AdminApp locale="en" path={['newsletter']} query={{}} api={oneSubscription()} />);
    const remove = await screen.findByRole('button', { name: /^Delete \(GDPR\)/ });
    await userEvent.setup().click(remove);
    const dialog = await screen.findByRole('dialog', { name: /^Permanently delete/ });
    const names = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['Close', 'Delete', 'Cancel']);
  });
});
