import type { Decorator } from '@storybook/react-vite';
import { MediaConsentProvider } from '../parts/MediaConsent/MediaConsentProvider';

/**
 * Story decorator: passes the render options to the block as its `options` arg and wraps it in
 * the client `MediaConsentProvider`. Parameters: `locale` ('de' default), `editMode`, and
 * `consent: true` to show embeds as after the visitor's consent.
 */
export const withBlocks: Decorator = (Story, { parameters, args }) => {
  const locale = parameters['locale'] === 'en' ? 'en' : 'de';
  const consent =
    parameters['consent'] === true
      ? { allowed: () => true, allowAlways: () => undefined }
      : undefined;
  return (
    <MediaConsentProvider value={consent}>
      <div lang={locale}>
        <Story args={{ ...args, options: { locale, editMode: parameters['editMode'] === true } }} />
      </div>
    </MediaConsentProvider>
  );
};
