import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PageTransition } from './PageTransition';

function TransitionDemo() {
  const [page, setPage] = useState(1);
  return (
    <div>
      <button type="button" onClick={() => setPage(page + 1)}>
        Next page
      </button>
      <PageTransition transitionKey={String(page)}>
        <h2>Page {page}</h2>
        <p>The content fades in over steps 0 to 10 on every new page.</p>
      </PageTransition>
    </div>
  );
}

const meta = {
  title: 'Chrome/Page transition',
  component: TransitionDemo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: { component: 'Steps 0-10 per new page; none with reduced motion (spec 2/9).' },
    },
  },
} satisfies Meta<typeof TransitionDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
