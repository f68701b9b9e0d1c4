import { useEffect, useState } from 'react';

/** spec 9: loading bar constants. */
export const loadingThrottle = 200;
export const loadingDuration = 5000;
export const loadingHideDelay = 500;
export const loadingTick = 100;

export interface LoadingProgress {
  visible: boolean;
  /** 0 to 100. */
  progress: number;
}

const step = (100 * loadingTick) / loadingDuration;

/**
 * spec 4/9: shows the bar only if loading lasts longer than 200 ms, fills it in about 5 s in
 * 100 ms ticks (never quite full while loading), completes it on finish and hides it 500 ms later.
 */
export function useLoadingProgress(loading: boolean): LoadingProgress {
  const [state, setState] = useState<LoadingProgress>({ visible: false, progress: 0 });

  useEffect(() => {
    if (loading) {
      let tick: number | undefined;
      const start = window.setTimeout(() => {
        setState({ visible: true, progress: 0 });
        tick = window.setInterval(
          () =>
            setState((current) => ({
              ...current,
              progress: Math.min(current.progress + step, 99),
            })),
          loadingTick,
        );
      }, loadingThrottle);
      return () => {
        window.clearTimeout(start);
        window.clearInterval(tick);
      };
    }
    setState((current) => (current.visible ? { visible: true, progress: 100 } : current));
    const hide = window.setTimeout(
      () => setState({ visible: false, progress: 0 }),
      loadingHideDelay,
    );
    return () => window.clearTimeout(hide);
  }, [loading]);

  return state;
}
