import type { Meta, StoryObj } from '@storybook/react-vite';
import { useConsent } from './consent-context';
import { ConsentProvider } from './ConsentProvider';

/** Shows what the page sees of the consent and reopens the settings like the footer link does. */
function ConsentStatus() {
  const { tracking, media, showPreferences } = useConsent();
  return (
    <dl>
      <dt>Tracking</dt>
      <dd>{tracking ? 'granted' : 'not granted'}</dd>
      <dt>External media</dt>
      <dd>
        {media.services.length > 0 ? `allowed: ${media.services.join(', ')}` : 'none allowed'}{' '}
        {!media.services.includes('youtube') && (
          <button type="button" onClick={() => media.allow('youtube')}>
            Always allow YouTube
          </button>
        )}
      </dd>
      <dt>Settings</dt>
      <dd>
        <button type="button" onClick={showPreferences}>
          Cookie settings
        </button>
      </dd>
    </dl>
  );
}

function ConsentStory({ locale }: { locale: 'de' | 'en' }) {
  return (
    <ConsentProvider
      locale={locale}
      reload={() => undefined}
      mediaServices={{ youtube: 'YouTube', vimeo: 'Vimeo' }}
    >
      <ConsentStatus />
    </ConsentProvider>
  );
}

const meta = {
  title: 'Chrome/Consent',
  component: ConsentStory,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Cookie consent (vanilla-cookieconsent): required, optimisation (tracking), marketing, external media. Shown after the first mount until the visitor chooses (spec 1/4).',
      },
    },
  },
} satisfies Meta<typeof ConsentStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = { args: { locale: 'de' } };
export const English: Story = { args: { locale: 'en' } };
