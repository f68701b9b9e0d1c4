import { t } from '@aula/i18n/visitor';
import type { Locale } from '@aula/routing';
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef } from 'react';
import { useAtom } from '../state/chrome-store';
import { searchTextAtom } from '../state/chrome-atoms';
import styles from './SearchBox.module.css';
import { submittableQuery } from './submit-query';
import type { SuggestionInput } from './suggestion';
import { suggestionCount } from './suggestion-count';
import { SuggestionOption } from './SuggestionOption';
import { useAutocomplete } from './use-autocomplete';

export interface SearchFieldProps {
  locale: Locale;
  /**
   * Autocomplete suggestions for a (lowercase) query: titles (spec 7: `/api/search/autocomplete/`)
   * or, to show each one's type and date (spec 1), typed ones (`/api/search/suggestions/`).
   */
  fetchSuggestions(query: string): Promise<readonly SuggestionInput[]>;
  /** Runs the search (the host navigates to the search page with `q`). */
  onSubmit(query: string): void;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Escape on a closed list (the box collapses, the overlay closes). */
  onEscape?(): void;
  /** Hides the input while the desktop box is collapsed. */
  collapsed?: boolean;
}

/** spec 2/4: the search input as an ARIA combobox with its autocomplete listbox. */
export function SearchField({
  locale,
  fetchSuggestions,
  onSubmit,
  inputRef,
  onEscape,
  collapsed = false,
}: SearchFieldProps) {
  const [text, setText] = useAtom(searchTextAtom);
  const autocomplete = useAutocomplete(fetchSuggestions);
  const { open, suggestions, activeIndex, close } = autocomplete;
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  // spec 9: the list is at most 21rem high and scrolls; the highlighted option stays in view.
  useEffect(() => {
    if (open && activeIndex >= 0)
      document
        .getElementById(`${id}-option-${activeIndex}`)
        ?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex, id]);

  const submit = (value: string) => {
    close();
    const query = submittableQuery(value);
    if (query !== null) onSubmit(query);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) autocomplete.update(text);
      else autocomplete.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (open) close();
      else onEscape?.();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = open ? suggestions[activeIndex]?.title : undefined;
      if (chosen !== undefined) setText(chosen);
      submit(chosen ?? text);
    }
  };

  return (
    <div ref={root} className={styles['field']} data-collapsed={collapsed}>
      <input
        ref={inputRef}
        className={styles['input']}
        type="search"
        role="combobox"
        aria-label={t(locale, 'search.input')}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        hidden={collapsed}
        onChange={(event) => {
          setText(event.target.value);
          autocomplete.update(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={autocomplete.closeLater}
        onFocus={autocomplete.cancelCloseLater}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t(locale, 'search.suggestions')}
        className={styles['listbox']}
        hidden={!open}
      >
        {open &&
          suggestions.map((suggestion, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- options are chosen with the keyboard in the combobox input (aria-activedescendant), clicked with the pointer
            <li
              key={`${index}-${suggestion.title}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={styles['option']}
              // Keeps the focus in the input so blur does not close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setText(suggestion.title);
                submit(suggestion.title);
              }}
            >
              <SuggestionOption locale={locale} suggestion={suggestion} />
            </li>
          ))}
      </ul>
      {/* spec 1: screen readers hear how many suggestions the list offers. */}
      <p role="status" className="visually-hidden">
        {open ? suggestionCount(locale, suggestions.length) : ''}
      </p>
    </div>
  );
}
