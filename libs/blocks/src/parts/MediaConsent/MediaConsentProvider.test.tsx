import type { EmbedPlatform } from '@aula/api-client';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MediaConsentProvider, useMediaConsent } from './MediaConsentProvider';

function Probe({ platform }: { platform: EmbedPlatform }) {
  const consent = useMediaConsent();
  return (
    <button type="button" data-platform={platform} onClick={() => consent.allowAlways(platform)}>
      {String(consent.allowed(platform))}
    </button>
  );
}

const buttons = () => {
  const [first, second, third] = screen.getAllByRole('button');
  if (!first || !second || !third) throw new Error('three probes expected');
  return [first, second, third] as const;
};

describe('MediaConsentProvider (consent per platform)', () => {
  it('has no consent without a provider, and each consumer remembers its own choice', () => {
    render(
      <>
        <Probe platform="youtube" />
        <Probe platform="youtube" />
        <Probe platform="vimeo" />
      </>,
    );
    const [first, second] = buttons();
    expect(first).toHaveTextContent('false');
    fireEvent.click(first);
    expect(first).toHaveTextContent('true');
    expect(second).toHaveTextContent('false');
  });

  it('"always allow" opens every embed of that platform and no other platform', () => {
    render(
      <MediaConsentProvider>
        <Probe platform="youtube" />
        <Probe platform="youtube" />
        <Probe platform="vimeo" />
      </MediaConsentProvider>,
    );
    const [first, second, third] = buttons();
    fireEvent.click(first);
    expect(second).toHaveTextContent('true');
    expect(third).toHaveTextContent('false');
  });

  it('follows the consent the host passes', () => {
    render(
      <MediaConsentProvider
        value={{ allowed: (platform) => platform === 'vimeo', allowAlways: () => undefined }}
      >
        <Probe platform="youtube" />
        <Probe platform="vimeo" />
        <Probe platform="x" />
      </MediaConsentProvider>,
    );
    expect(buttons().map((button) => button.textContent)).toEqual(['false', 'true', 'false']);
  });
});
