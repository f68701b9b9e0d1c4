import { useEffect, useState } from 'react';

/** The typed text once no key came for `delay` ms: a picker searches that, not every keystroke. */
export function useSettledText(typed: string, delay: number): string {
  const [settled, setSettled] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), delay);
    return () => clearTimeout(timer);
  }, [typed, delay]);
  return settled;
}
