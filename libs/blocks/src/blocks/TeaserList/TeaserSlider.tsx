'use client';

import { type ReactNode, useCallback, useId, useSyncExternalStore } from 'react';
import { VisuallyHidden } from '../../parts/VisuallyHidden/VisuallyHidden';
import styles from './TeaserSlider.module.css';
import { useLazyEmbla } from './use-lazy-embla';

/** The translated texts of the carousel (resolved on the server). */
export interface TeaserSliderLabels {
  /** Name of the carousel region. */
  label: string;
  roleDescription: string;
  slideRoleDescription: string;
  previous: string;
  next: string;
}

export interface TeaserSliderProps {
  /** One slide per teaser, each keyed, with its server-rendered content and its "n of m" label. */
  slides: { key: string | number; label: string; content: ReactNode }[];
  labels: TeaserSliderLabels;
}

/**
 * Teaser list `slider` (spec 3), a client island: an embla carousel following the WAI-ARIA
 * carousel pattern: a labelled region with roledescription, labelled previous/next buttons,
 * slides labelled "n of m". Without JavaScript (server HTML) the slides scroll horizontally.
 */
export function TeaserSlider({ slides, labels }: TeaserSliderProps) {
  const id = useId();
  const [viewportRef, api] = useLazyEmbla({ align: 'start', containScroll: 'trimSnaps' });
  // Embla is an external store of the scroll position: read it, re-read on its events.
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!api) return () => undefined;
      api.on('select', notify).on('reInit', notify);
      return () => {
        api.off('select', notify).off('reInit', notify);
      };
    },
    [api],
  );
  const canPrevious = useSyncExternalStore(
    subscribe,
    () => api?.canScrollPrev() ?? false,
    () => false,
  );
  const canNext = useSyncExternalStore(
    subscribe,
    () => (api ? api.canScrollNext() : slides.length > 1),
    () => slides.length > 1,
  );

  return (
    <section
      className={styles['slider']}
      aria-roledescription={labels.roleDescription}
      aria-label={labels.label}
    >
      <div className={styles['controls']}>
        <button
          type="button"
          className={styles['button']}
          aria-controls={id}
          disabled={!canPrevious}
          onClick={() => api?.scrollPrev()}
        >
          <span aria-hidden="true">←</span>
          <VisuallyHidden>{labels.previous}</VisuallyHidden>
        </button>
        <button
          type="button"
          className={styles['button']}
          aria-controls={id}
          disabled={!canNext}
          onClick={() => api?.scrollNext()}
        >
          <span aria-hidden="true">→</span>
          <VisuallyHidden>{labels.next}</VisuallyHidden>
        </button>
      </div>
      <div className={styles['viewport']} ref={viewportRef}>
        <div className={styles['track']} id={id} aria-live="polite">
          {slides.map(({ key, label, content }) => (
            <div
              key={key}
              className={styles['slide']}
              role="group"
              aria-roledescription={labels.slideRoleDescription}
              aria-label={label}
            >
              {content}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
