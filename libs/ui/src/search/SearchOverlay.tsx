import { t } from '@aula/i18n';
import { useRef, useState } from 'react';
import { useDelayedUnmount } from '../menu/use-delayed-unmount';
import { useFocusTrap } from '../menu/use-focus-trap';
import { useReducedMotion } from '../motion/use-media-query';
import styles from './SearchBox.module.css';
import type { SearchBoxProps } from './SearchBox';
import { SearchField } from './SearchField';
import { SearchIcon } from './SearchIcon';

/** spec 9: the general transition (.41 s) the overlay slides with. */
export const overlayTransition = 410;

/** spec 2: the small-screen search: a button that slides in an overlay with the search field. */
export function SearchOverlay({ locale, fetchSuggestions, onSubmit }: SearchBoxProps) {
  const [open, setOpen] = useState(false);
  const reducedMotion = useReducedMotion();
  const rendered = useDelayedUnmount(open, reducedMotion ? 0 : overlayTransition);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open && rendered, toggle);

  return (
    <>
      <button ref={toggle} type="button" className={styles['button']} aria-expanded={open} aria-label={t(locale, 'search.open')} onClick={() => setOpen(true)}>
        <SearchIcon />
      </button>
      {rendered && (
        <div ref={panel} className={styles['overlay']} data-state={open ? 'open' : 'closing'} role="dialog" aria-modal="true" aria-label={t(locale, 'search.label')}>
          <div role="search" className={styles['overlayForm']}>
            <SearchField
              locale={locale}
              fetchSuggestions={fetchSuggestions}
              onSubmit={(query) => {
                setOpen(false);
                onSubmit(query);
              }}
              onEscape={() => setOpen(false)}
            />
          </div>
          <button type="button" className={styles['close']} onClick={() => setOpen(false)}>
            {t(locale, 'search.close')}
          </button>
        </div>
      )}
    </>
  );
}
