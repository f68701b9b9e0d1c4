'use client';

import type { Locale } from '@aula/routing';
import { LazyLightbox as Lightbox, type LightboxSlide } from '@aula/ui';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { classNames } from '../../block-props';
import imageTrigger from './image-trigger.module.css';

const OpenContext = createContext<((index: number) => void) | null>(null);

export interface LightboxGalleryProps {
  /** The slides of every image of the block, in order (plain data from the server). */
  slides: LightboxSlide[];
  locale: Locale;
  /** The server-rendered images, with a `LightboxTrigger` around each one that opens. */
  children: ReactNode;
}

/**
 * spec 2: images open in the lightbox gallery of @aula/ui (counter, close, wheel). A client
 * island around a block's server-rendered images: one lightbox across them all.
 */
export function LightboxGallery({ slides, locale, children }: LightboxGalleryProps) {
  const [state, setState] = useState<{ open: boolean; index: number }>({ open: false, index: 0 });
  const open = useMemo(() => (index: number) => setState({ open: true, index }), []);
  return (
    <OpenContext.Provider value={open}>
      {children}
      {slides.length > 0 && (
        <Lightbox
          slides={slides}
          index={state.index}
          open={state.open}
          onClose={() => setState((previous) => ({ ...previous, open: false }))}
          locale={locale}
        />
      )}
    </OpenContext.Provider>
  );
}

export interface LightboxTriggerProps {
  /** The slide of the gallery this image opens. */
  index: number;
  className?: string | undefined;
  /** The server-rendered image and its screen-reader label. */
  children: ReactNode;
}

/** The button around an image that opens the surrounding `LightboxGallery` at its slide (no button chrome, a focus ring). */
export function LightboxTrigger({ index, className, children }: LightboxTriggerProps) {
  const open = useContext(OpenContext);
  return (
    <button
      type="button"
      className={classNames(imageTrigger['trigger'], className)}
      onClick={() => open?.(index)}
    >
      {children}
    </button>
  );
}
