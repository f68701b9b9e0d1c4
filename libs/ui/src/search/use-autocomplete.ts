import { useCallback, useEffect, useRef, useState } from 'react';
import { type Suggestion, type SuggestionInput, toSuggestion } from './suggestion';

/** DESIGN 3: autocomplete starts at 2 characters. */
export const autocompleteMinLength = 2;
/** spec 4/9: after the input loses focus the list closes after 200 ms (a click on an option lands first). */
export const searchBlurDelay = 200;

export interface Autocomplete {
  suggestions: Suggestion[];
  open: boolean;
  /** The highlighted option, -1 for none. */
  activeIndex: number;
  /** Call on every input change: fetches suggestions for 2+ characters and opens the list. */
  update(text: string): void;
  close(): void;
  /** Moves the highlight by +1/-1, wrapping around. */
  move(step: 1 | -1): void;
  /** Closes the list 200 ms after blur, unless focus comes back first. */
  closeLater(): void;
  cancelCloseLater(): void;
}

/**
 * spec 4: the search autocomplete: opens on input, closes on Escape, outside click, scroll or
 * submit (the caller calls `close`), 200 ms after blur. Answers to outdated queries are dropped.
 */
export function useAutocomplete(
  fetchSuggestions: (query: string) => Promise<readonly SuggestionInput[]>,
): Autocomplete {
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const latest = useRef(0);
  const blurTimer = useRef<number | undefined>(undefined);

  const close = useCallback(() => {
    latest.current += 1;
    setOpen(false);
    setActiveIndex(-1);
  }, []);

  const update = useCallback(
    (text: string) => {
      const query = text.trim().toLowerCase();
      if (query.length < autocompleteMinLength) {
        close();
        return;
      }
      const request = ++latest.current;
      fetchSuggestions(query).then(
        (result) => {
          if (request !== latest.current) return;
          setSuggestions(result.map(toSuggestion));
          setActiveIndex(-1);
          setOpen(result.length > 0);
        },
        // spec 8: autocomplete failures leave the list closed; nothing is shown.
        () => {
          if (request === latest.current) setOpen(false);
        },
      );
    },
    [fetchSuggestions, close],
  );

  const move = useCallback(
    (step: 1 | -1) => {
      if (!open || suggestions.length === 0) return;
      setActiveIndex(
        (index) =>
          (index + step + suggestions.length + (index === -1 && step === -1 ? 1 : 0)) %
          suggestions.length,
      );
    },
    [open, suggestions.length],
  );

  const cancelCloseLater = useCallback(() => window.clearTimeout(blurTimer.current), []);
  const closeLater = useCallback(() => {
    window.clearTimeout(blurTimer.current);
    blurTimer.current = window.setTimeout(close, searchBlurDelay);
  }, [close]);

  useEffect(() => {
    if (!open) return;
    window.addEventListener('scroll', close, { passive: true });
    return () => window.removeEventListener('scroll', close);
  }, [open, close]);

  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  return { suggestions, open, activeIndex, update, close, move, closeLater, cancelCloseLater };
}
