import { render } from '@testing-library/react';
import { cloneElement, type ReactElement } from 'react';
import type { RenderOptions } from '../host/render-options';
import {
  type MediaConsent,
  MediaConsentProvider,
} from '../parts/MediaConsent/MediaConsentProvider';

export interface RenderBlockOptions extends Partial<RenderOptions> {
  /** The site's consent for external media; left out, a provider remembers grants itself. */
  mediaConsent?: MediaConsent;
}

/**
 * Renders a block with the given render options as its `options` prop (German unless told
 * otherwise), inside a `MediaConsentProvider` as the host page has one.
 */
export function renderBlock(
  element: ReactElement<{ options?: Partial<RenderOptions> | undefined }>,
  { mediaConsent, ...options }: RenderBlockOptions = {},
) {
  return render(
    <MediaConsentProvider value={mediaConsent}>
      {cloneElement(element, { options })}
    </MediaConsentProvider>,
  );
}
