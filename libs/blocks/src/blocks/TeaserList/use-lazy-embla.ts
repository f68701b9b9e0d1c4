import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useState } from 'react';

/**
 * DESIGN.md 5: an embla carousel on the viewport element, with embla loaded after the page is
 * interactive (a dynamic import) rather than shipped with every page that could show a slider.
 * Until it is there, the server-rendered slides scroll natively. What `useEmblaCarousel` of
 * `embla-carousel-react` does, for options that never change.
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
): [(element: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [initialOptions] = useState(options);
  useEffect(() => {
    if (!viewport) return;
    let carousel: EmblaCarouselType | undefined;
    let gone = false;
    import('embla-carousel')
      .then(({ default: EmblaCarousel }) => {
        if (gone) return;
        carousel = EmblaCarousel(viewport, initialOptions);
        setApi(carousel);
      })
      .catch(() => undefined); // without embla the slides still scroll natively
    return () => {
      gone = true;
      carousel?.destroy();
      setApi(undefined);
    };
  }, [viewport, initialOptions]);
  return [useCallback((element: HTMLElement | null) => setViewport(element), []), api];
}
