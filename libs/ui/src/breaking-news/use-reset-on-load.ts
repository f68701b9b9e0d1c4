import { useEffect } from 'react';
import { useSetAtom } from '../state/chrome-store';
import { breakingNewsClosedAtom } from '../state/chrome-atoms';

/** spec 4: the closed flag is reset to false each time the breaking-news list is loaded (a new list arrives). */
export function useResetOnLoad(list: unknown): void {
  const setClosed = useSetAtom(breakingNewsClosedAtom);
  useEffect(() => {
    setClosed(false);
  }, [list, setClosed]);
}
