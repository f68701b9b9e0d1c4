import { t } from '@aula/i18n/visitor';
import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from '../state/chrome-store';
import { useMediaQuery } from '../motion/use-media-query';
import { searchTextAtom } from '../state/chrome-atoms';
import styles from './SearchBox.module.css';
import { SearchField, type SearchFieldProps } from './SearchField';
import { SearchIcon } from './SearchIcon';
import { SearchOverlay } from './SearchOverlay';
import { submittableQuery } from './submit-query';

export type SearchBoxProps = Omit<SearchFieldProps, 'inputRef' | 'onEscape' | 'collapsed'>;

/** The desktop box from the large breakpoint (spec 9: 64em); below it the overlay. */
export const desktopSearchQuery = '(min-width: 64em)';

/**
 * spec 2: the header search. On desktop the box expands on its first click and submits on the
 * next if it holds text; on small screens the button opens a search overlay that slides in.
 */
export function SearchBox(props: SearchBoxProps) {
  const desktop = useMediaQuery(desktopSearchQuery);
  return desktop ? <DesktopSearchBox {...props} /> : <SearchOverlay {...props} />;
}

function DesktopSearchBox({ locale, fetchSuggestions, onSubmit }: SearchBoxProps) {
  const [expanded, setExpanded] = useState(false);
  const text = useAtomValue(searchTextAtom);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (expanded) input.current?.focus();
  }, [expanded]);

  const onButton = () => {
    if (!expanded) {
      setExpanded(true);
      return;
    }
    const query = submittableQuery(text);
    if (query === null) input.current?.focus();
    else onSubmit(query);
  };

  return (
    <div
      role="search"
      className={styles['desktop']}
      data-expanded={expanded}
      aria-label={t(locale, 'search.label')}
    >
      <SearchField
        locale={locale}
        fetchSuggestions={fetchSuggestions}
        onSubmit={onSubmit}
        inputRef={input}
        collapsed={!expanded}
        onEscape={() => {
          setExpanded(false);
          input.current?.blur();
        }}
      />
      <button
        type="button"
        className={styles['button']}
        aria-label={t(locale, expanded ? 'search.submit' : 'search.open')}
        onClick={onButton}
      >
        <SearchIcon />
      </button>
    </div>
  );
}
