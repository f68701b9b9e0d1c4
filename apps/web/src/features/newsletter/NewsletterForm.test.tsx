// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NewsletterForm } from './NewsletterForm';

afterEach(cleanup);

const labels = {
  email: 'E-mail',
  name: 'Name',
  newsletters: 'Newsletters',
  submit: 'Subscribe',
  success: 'Subscribed',
  failed: 'Failed',
};

function renderForm() {
  render(
    <NewsletterForm
      locale="en"
      newsletters={[{ id: 1, name: 'Concert calendar' } as never]}
      labels={labels}
    />,
  );
}

describe('NewsletterForm (spec 5, without react-hook-form: DESIGN.md 5)', () => {
  it('shows every message on a failed submit, keeps what was typed and focuses the first failing field', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText('E-mail is required', undefined, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Please select one of the newsletters')).toBeTruthy();
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada');
  }, 20_000);

  it('checks a field again as it changes after the first submit', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText('E-mail is required', undefined, { timeout: 15_000 }),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'nope' } });
    expect(await screen.findByText('E-mail is not valid')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.org' } });
    await waitFor(() => expect(screen.queryByText('E-mail is not valid')).toBeNull());
    expect(screen.getByText('Name is required')).toBeTruthy();
  }, 20_000);
});
