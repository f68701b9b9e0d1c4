import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MediaConsentProvider } from '../MediaConsent/MediaConsentProvider';
import { ExternalEmbed } from './ExternalEmbed';

const url = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const player = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

describe('ExternalEmbed', () => {
  it("shows a placeholder naming the platform until consent, then the platform's player in a sandboxed iframe", () => {
    const { container } = render(
      <MediaConsentProvider>
        <ExternalEmbed embedUrl={url} platform="youtube" kind="video" locale="en" />
      </MediaConsentProvider>,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText(/External content from YouTube/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load this content from YouTube once' }));
    const frame = screen.getByTitle('Embedded content from YouTube');
    expect(frame).toHaveAttribute('src', player);
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    // Focus is not lost to the page body: the keyboard user lands on what was loaded.
    expect(frame).toHaveFocus();
  });

  it('"load once" opens only its own embed, "always allow" all of that platform, no other', () => {
    const { container } = render(
      <MediaConsentProvider>
        <ExternalEmbed embedUrl={url} platform="youtube" kind="video" locale="en" />
        <ExternalEmbed
          embedUrl="https://youtu.be/aaaaaaaaaaa"
          platform="youtube"
          kind="video"
          locale="en"
        />
        <ExternalEmbed
          embedUrl="https://vimeo.com/76979871"
          platform="vimeo"
          kind="video"
          locale="en"
        />
      </MediaConsentProvider>,
    );
    fireEvent.click(
      screen.getAllByRole('button', {
        name: 'Load this content from YouTube once',
      })[0] as HTMLElement,
    );
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Always allow content from YouTube' }));
    expect(
      [...container.querySelectorAll('iframe')].map((frame) => frame.getAttribute('src')),
    ).toEqual([player, 'https://www.youtube-nocookie.com/embed/aaaaaaaaaaa']);
    expect(
      screen.getByRole('button', { name: 'Load this content from Vimeo once' }),
    ).toBeInTheDocument();
  });

  it('asks the host consent manager to always allow the platform and follows its state', () => {
    const allowAlways = vi.fn();
    const { rerender, container } = render(
      <MediaConsentProvider value={{ allowed: () => false, allowAlways }}>
        <ExternalEmbed embedUrl="https://vimeo.com/76979871" platform="vimeo" kind="video" />
      </MediaConsentProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Inhalte von Vimeo immer erlauben' }));
    expect(allowAlways).toHaveBeenCalledWith('vimeo');
    expect(container.querySelector('iframe')).toBeNull();
    rerender(
      <MediaConsentProvider value={{ allowed: (platform) => platform === 'vimeo', allowAlways }}>
        <ExternalEmbed
          embedUrl="https://vimeo.com/76979871"
          platform="vimeo"
          kind="video"
          title="Rundgang"
        />
      </MediaConsentProvider>,
    );
    expect(screen.getByTitle('Rundgang')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('shows the poster on the placeholder', () => {
    render(
      <ExternalEmbed
        embedUrl={url}
        platform="youtube"
        kind="video"
        poster={{ src: '/media/p.jpg', alt: 'Konzertsaal', width: 1240, height: 700 }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Konzertsaal' })).toHaveAttribute('src', '/media/p.jpg');
  });

  it('links to what a platform does not let others frame', () => {
    const { container } = render(
      <ExternalEmbed
        embedUrl="https://www.instagram.com/aula.kunsthochschule/"
        platform="instagram"
        kind="social"
        locale="en"
      />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'View on Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/aula.kunsthochschule/',
    );
  });

  it('works without a provider and never frames a URL off the allow-list', () => {
    const { container } = render(
      <ExternalEmbed embedUrl="javascript:alert(1)" platform="x" kind="social" />,
    );
    expect(container).toBeEmptyDOMElement();
    const other = render(
      <ExternalEmbed
        embedUrl="https://evil.example/?https://youtube.com/"
        platform="youtube"
        kind="video"
      />,
    );
    expect(other.container).toBeEmptyDOMElement();
    render(<ExternalEmbed embedUrl={url} platform="youtube" kind="video" />);
    fireEvent.click(screen.getByRole('button', { name: 'Diesen Inhalt von YouTube einmal laden' }));
    expect(screen.getByTitle('Eingebetteter Inhalt von YouTube')).toBeInTheDocument();
  });
});
