import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { socialMedia } from '../../testing/module-fixtures';
import { renderBlock } from '../../testing/render-block';
import { SocialMedia } from './SocialMedia';

describe('SocialMedia', () => {
  it('names the platform and asks the host to grant consent', () => {
    const grant = vi.fn();
    const { container } = renderBlock(<SocialMedia module={socialMedia({ anchor: 'insta' })} />, {
      mediaConsent: { allowed: () => false, allowAlways: grant },
    });
    expect(container.querySelector('#insta')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Inhalte von Instagram immer erlauben' }));
    expect(grant).toHaveBeenCalledWith('instagram');
  });

  it('frames the post after consent', () => {
    const { container } = renderBlock(<SocialMedia module={socialMedia()} />, {
      mediaConsent: { allowed: () => true, allowAlways: () => undefined },
    });
    expect(container.querySelector('iframe')).toHaveAttribute(
      'title',
      'Eingebetteter Inhalt von Instagram',
    );
  });
});
