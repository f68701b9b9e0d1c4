import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockLinkProps } from '../../host/link-component';
import { link } from '../../testing/module-fixtures';
import { renderBlock } from '../../testing/render-block';
import { Link } from './Link';

describe('Link', () => {
  it('links the text to link_url in the same window', () => {
    const { container } = renderBlock(<Link module={link({ anchor: 'bewerben' })} />);
    const anchor = screen.getByRole('link', { name: 'Jetzt bewerben' });
    expect(anchor).toHaveAttribute('href', '/de/bewerbung');
    expect(anchor).not.toHaveAttribute('target');
    expect(container.querySelector('#bewerben')).toContainElement(anchor);
  });

  it('opens a new window with rel noopener and says so', () => {
    renderBlock(<Link module={link({ open_new_window: true, reduce_spacing: true })} />, {
      locale: 'en',
    });
    const anchor = screen.getByRole('link', {
      name: /^Jetzt bewerben\s+\(opens in a new window\)$/,
    });
    expect(anchor).toHaveAttribute('target', '_blank');
    expect(anchor.getAttribute('rel')).toContain('noopener');
    expect(anchor.parentElement).toHaveClass('reduced');
  });

  it('renders through the host link component', () => {
    const HostLink = ({ href, children }: BlockLinkProps) => (
      <a href={href} data-host="yes">
        {children}
      </a>
    );
    renderBlock(<Link module={link()} />, { linkComponent: HostLink });
    expect(screen.getByRole('link')).toHaveAttribute('data-host', 'yes');
  });
});
