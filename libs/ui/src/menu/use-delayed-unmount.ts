import { useEffect, useState } from 'react';

/**
 * Keeps a closing element mounted until its exit transition has run (0 ms with reduced motion),
 * so it can animate out. Returns whether to render it.
 */
export function useDelayedUnmount(open: boolean, duration: number): boolean {
  const [mounted, setMounted] = useState(open);
  useEffect(() => {
    if (open) {
      setMounted(true);
      return;
    }
    if (duration <= 0) {
      setMounted(false);
      return;
    }
    const id = window.setTimeout(() => setMounted(false), duration);
    return () => window.clearTimeout(id);
  }, [open, duration]);
  return open || mounted;
}
