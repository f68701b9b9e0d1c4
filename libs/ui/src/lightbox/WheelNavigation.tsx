import { useEffect, useRef } from 'react';
import { EVENT_ON_WHEEL, useController, useTimeouts } from 'yet-another-react-lightbox';

/** One wheel gesture moves one slide: further wheel events are ignored for this long. */
export const wheelPause = 400;

/**
 * spec 2 "slide wheel": a vertical mouse wheel turns the slides (horizontal trackpad swipes are
 * handled by the library itself). Rendered inside the lightbox to reach its controller.
 */
export function WheelNavigation() {
  const { subscribeSensors, prev, next } = useController();
  const { setTimeout } = useTimeouts();
  const paused = useRef(false);

  useEffect(
    () =>
      subscribeSensors(EVENT_ON_WHEEL, (event: React.WheelEvent) => {
        if (
          event.ctrlKey ||
          Math.abs(event.deltaY) <= Math.abs(event.deltaX) ||
          event.deltaY === 0 ||
          paused.current
        )
          return;
        paused.current = true;
        setTimeout(() => {
          paused.current = false;
        }, wheelPause);
        if (event.deltaY > 0) next();
        else prev();
      }),
    [subscribeSensors, prev, next, setTimeout],
  );

  return null;
}
