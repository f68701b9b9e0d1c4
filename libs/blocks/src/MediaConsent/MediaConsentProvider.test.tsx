import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MediaConsentProvider, useMediaConsent } from './MediaConsentProvider';

function Probe() {
  const consent = useMediaConsent();
  return (
    <button type="button" onClick={() => consent.grant()}>
      {String(consent.granted)}
    </button>
  );
}

describe('MediaConsentProvider', () => {
  it('has no consent without a provider, and each consumer remembers its own click', () => {
    render(
      <>
        <Probe />
        <Probe />
      </>,
    );
    const [first, second] = screen.getAllByRole('button');
    if (!first || !second) throw new Error('two probes expected');
    expect(first).toHaveTextContent('false');
    fireEvent.click(first);
    expect(first).toHaveTextContent('true');
    expect(second).toHaveTextContent('false');
  });

  it('remembers a grant for every consumer when the host passes no value', () => {
    render(
      <MediaConsentProvider>
        <Probe />
        <Probe />
      </MediaConsentProvider>,
    );
    const [first, second] = screen.getAllByRole('button');
    if (!first || !second) throw new Error('two probes expected');
    fireEvent.click(first);
    expect(second).toHaveTextContent('true');
  });

  it('follows the consent the host passes', () => {
    render(
      <MediaConsentProvider value={{ granted: true, grant: () => undefined }}>
        <Probe />
      </MediaConsentProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('true');
  });
});
