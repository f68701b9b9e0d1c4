import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MediaConsentProvider } from '../MediaConsent/MediaConsentProvider';
import { ExternalEmbed } from './ExternalEmbed';

const url = 'https://www.youtube.com/embed/abc';

describe('ExternalEmbed', () => {
  it('shows a placeholder naming the platform until consent, then a sandboxed iframe', () => {
    const { container } = render(
      <MediaConsentProvider>
        <ExternalEmbed embedUrl={url} platform="youtube" kind="video" locale="en" />
      </MediaConsentProvider>,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText(/External content from YouTube/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load external content from YouTube' }));
    const frame = screen.getByTitle('Embedded content from YouTube');
    expect(frame).toHaveAttribute('src', url);
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
  });

  it('asks the host consent manager and follows its state', () => {
    const grant = vi.fn();
    const { rerender, container } = render(
      <MediaConsentProvider value={{ granted: false, grant }}>
        <ExternalEmbed embedUrl={url} platform="vimeo" kind="video" />
      </MediaConsentProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Externen Inhalt von Vimeo laden' }));
    expect(grant).toHaveBeenCalledOnce();
    expect(container.querySelector('iframe')).toBeNull();
    rerender(
      <MediaConsentProvider value={{ granted: true, grant }}>
        <ExternalEmbed embedUrl={url} platform="vimeo" kind="video" title="Rundgang" />
      </MediaConsentProvider>,
    );
    expect(screen.getByTitle('Rundgang')).toBeInTheDocument();
  });

  it('works without a provider and never frames a URL off the allow-list', () => {
    const { container } = render(<ExternalEmbed embedUrl="javascript:alert(1)" platform="x" kind="social" />);
    expect(container).toBeEmptyDOMElement();
    const other = render(<ExternalEmbed embedUrl="https://evil.example/?https://youtube.com/" platform="youtube" kind="video" />);
    expect(other.container).toBeEmptyDOMElement();
    render(<ExternalEmbed embedUrl={url} platform="youtube" kind="video" />);
    fireEvent.click(screen.getByRole('button', { name: 'Externen Inhalt von YouTube laden' }));
    expect(screen.getByTitle('Eingebetteter Inhalt von YouTube')).toBeInTheDocument();
  });
});
