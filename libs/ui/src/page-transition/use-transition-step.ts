import { useEffect, useRef, useState } from 'react';

/** spec 9: the page transition runs through steps 0 to 10. */
export const lastTransitionStep = 10;
/** spec 9: one general transition (.41 s) for the whole run. */
export const transitionStepInterval = 41;

/**
 * spec 2/9: counts 0 to 10 each time `key` (the page path) changes after the first render;
 * stays at 10 with reduced motion.
 */
export function useTransitionStep(key: string, reducedMotion: boolean): number {
  const [step, setStep] = useState(lastTransitionStep);
  const previousKey = useRef(key);

  useEffect(() => {
    if (previousKey.current === key) return;
    previousKey.current = key;
    if (reducedMotion) return;
    let current = 0;
    setStep(0);
    const timer = window.setInterval(() => {
      current += 1;
      setStep(current);
      if (current >= lastTransitionStep) window.clearInterval(timer);
    }, transitionStepInterval);
    return () => {
      window.clearInterval(timer);
      setStep(lastTransitionStep);
    };
  }, [key, reducedMotion]);

  return step;
}
