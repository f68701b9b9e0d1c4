import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NewsletterForm, type NewsletterChecks } from './NewsletterForm';
import type { NewsletterErrors } from './newsletter-fields';

// The host loads its checks (api-client's schema, translated) and the API client; the stories
// stand in with the same messages and a sign-up that succeeds.
const checks: NewsletterChecks = {
  check: (values) => {
    const errors: NewsletterErrors = {};
    if (!values.email) errors.email = 'E-mail is required';
    else if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email)) errors.email = 'E-mail is not valid';
    if (!values.name) errors.name = 'Name is required';
    if (values.newsletters.length === 0)
      errors.newsletters = 'Please select one of the newsletters';
    return Object.keys(errors).length > 0 ? { input: null, errors } : { input: values, errors };
  },
  subscribe: () => Promise.resolve(true),
};

const meta = {
  title: 'Forms/Newsletter form',
  component: NewsletterForm,
  tags: ['autodocs'],
  args: {
    newsletters: [
      { id: 1, name: 'University newsletter' },
      { id: 2, name: 'Concert calendar' },
    ] as never,
    labels: {
      email: 'E-mail',
      name: 'Name',
      newsletters: 'Newsletters',
      submit: 'Subscribe',
      success: 'Thank you, you are subscribed.',
      failed: 'The sign-up failed. Please try again.',
    },
    loadChecks: () => Promise.resolve(checks),
  },
  parameters: {
    docs: {
      description: {
        component:
          'spec 5: the newsletter sign-up; its checks and API client load at the first focus or ' +
          'submit (DESIGN.md 5), messages per field, focus on the first failing field.',
      },
    },
  },
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByText('E-mail is required')).toBeVisible();
    await expect(canvas.getByText('Please select one of the newsletters')).toBeVisible();
    await expect(canvas.getByLabelText('E-mail')).toHaveFocus();
  },
};

export const Subscribed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mail'), 'ada@example.org');
    await userEvent.type(canvas.getByLabelText('Name'), 'Ada');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Concert calendar' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByTestId('newsletter-success')).toBeVisible();
  },
};
