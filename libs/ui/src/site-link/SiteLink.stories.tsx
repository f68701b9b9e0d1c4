import type { Meta, StoryObj } from '@storybook/react-vite';
import { LinkProvider, type LinkComponentProps } from './link-context';
import { SiteLink } from './SiteLink';

/** Stands in for the host's next/link wrapper: marks routed links so the story shows the split. */
function RoutedLink({ children, ...props }: LinkComponentProps) {
  return <a {...props}>{children} (router)</a>;
}

function Links() {
  return (
    <LinkProvider Link={RoutedLink}>
      <ul>
        <li>
          <SiteLink href="/de/neuigkeiten">Neuigkeiten</SiteLink>
        </li>
        <li>
          <SiteLink href="https://example.org">Externe Seite</SiteLink>
        </li>
        <li>
          <SiteLink href="/media/documents/studienordnung.pdf">Studienordnung (PDF)</SiteLink>
        </li>
      </ul>
    </LinkProvider>
  );
}

const meta = {
  title: 'Chrome/Site link',
  component: Links,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Internal links use the injected router link; external, media and pdf/jpg/png links are plain anchors (spec 2).',
      },
    },
  },
} satisfies Meta<typeof Links>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InternalAndPlain: Story = {};
