import { t } from '@aula/i18n/visitor';
import { useRef, useState } from 'react';
import { useAtomValue } from '../state/chrome-store';
import { useDelayedUnmount } from '../menu/use-delayed-unmount';
import { useFocusTrap } from '../menu/use-focus-trap';
import { useReducedMotion } from '../motion/use-media-query';
import { searchTextAtom } from '../state/chrome-atoms';
import styles from './SearchBox.module.css';
import type { SearchBoxProps } from './SearchBox';
import { SearchField } from './SearchField';
import { SearchIcon } from './SearchIcon';
import { submittableQuery } from './submit-query';

/** spec 9: the general transition (.41 s) the overlay slides with. */
export const overlayTransition = 410;

/**
 * spec 2: the small-screen search: a button that slides in a full-screen overlay (over the
 * breaking news) with a full-width field, its submit button and a close button.
 */
export function SearchOverlay({ locale, fetchSuggestions, onSubmit }: SearchBoxProps) {
  const [open, setOpen] = useState(false);
  const text = useAtomValue(searchTextAtom);
  const input = useRef<HTMLInputElement>(null);
  const reducedMotion = useReducedMotion();
  const rendered = useDelayedUnmount(open, reducedMotion ? 0 : overlayTransition);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open && rendered, toggle);

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={styles['button']}
        aria-expanded={open}
        aria-label={t(locale, 'search.open')}
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
      </button>
      {rendered && (
        <div
          ref={panel}
          className={styles['overlay']}
          data-state={open ? 'open' : 'closing'}
          role="dialog"
          aria-modal="true"
          aria-label={t(locale, 'search.label')}
        >
          <div role="search" className={styles['overlayForm']}>
            <SearchField
              locale={locale}
              fetchSuggestions={fetchSuggestions}
              inputRef={input}
              onSubmit={(query) => {
                setOpen(false);
                onSubmit(query);
              }}
              onEscape={() => setOpen(false)}
            />
            <button
              type="button"
              className={styles['submit']}
              aria-label={t(locale, 'search.submit')}
              onClick={() => {
                const query = submittableQuery(text);
                if (query === null) return input.current?.focus();
                setOpen(false);
                onSubmit(query);
              }}
            >
              <SearchIcon />
            </button>
          </div>
          <button type="button" className={styles['close']} onClick={() => setOpen(false)}>
            {t(locale, 'search.close')}
          </button>
        </div>
      )}
    </>
  );
}
