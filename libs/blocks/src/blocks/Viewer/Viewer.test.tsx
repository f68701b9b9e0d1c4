import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { viewer } from '../../testing/module-fixtures';
import { renderBlock } from '../../testing/render-block';
import { Viewer } from './Viewer';

describe('Viewer', () => {
  it('gates the document behind consent, then frames it sandboxed', () => {
    const { container, rerender } = renderBlock(<Viewer module={viewer({ anchor: 'bericht' })} />, {
      locale: 'en',
    });
    expect(container.querySelector('#bericht')).toHaveAttribute('data-media-type', 'document');
    expect(
      screen.getByRole('button', { name: 'Load this content from Issuu once' }),
    ).toBeInTheDocument();
    rerender(<Viewer module={viewer()} />);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('frames the viewer after consent', () => {
    const { container } = renderBlock(<Viewer module={viewer()} />, {
      mediaConsent: { allowed: () => true, allowAlways: () => undefined },
    });
    expect(container.querySelector('iframe')?.getAttribute('sandbox')).toContain('allow-scripts');
  });
});
