import { t } from '@aula/i18n/visitor';
import type { Locale } from '@aula/routing';
import { useEffect, useState } from 'react';
import { useReducedMotion } from '../motion/use-media-query';
import styles from './ScrollToTop.module.css';

export interface ScrollToTopProps {
  locale: Locale;
  /** The content element that gets the focus at the top (keyboard users start there again). */
  targetId?: string;
}

/** spec 2: the scroll-to-top button of the default layout; shown once the page is scrolled a screen down. */
export function ScrollToTop({ locale, targetId = 'content' }: ScrollToTopProps) {
  const [visible, setVisible] = useState(false);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > window.innerHeight);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <button
      type="button"
      className={styles['button']}
      hidden={!visible}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
        document.getElementById(targetId)?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">↑</span> {t(locale, 'scrollToTop.label')}
    </button>
  );
}
