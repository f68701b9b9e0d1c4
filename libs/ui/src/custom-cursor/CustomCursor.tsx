import { useEffect, useRef } from 'react';
import { useMediaQuery, useReducedMotion } from '../motion/use-media-query';
import styles from './CustomCursor.module.css';

const interactive = 'a, button, [role="button"], [role="option"], summary, label';

/**
 * spec 2: the custom cursor of the default layout, only for fine pointers (mouse) and never with
 * reduced motion. It follows the pointer without re-rendering and grows over interactive elements.
 */
export function CustomCursor() {
  const fine = useMediaQuery('(pointer: fine)');
  const reducedMotion = useReducedMotion();
  const enabled = fine && !reducedMotion;
  const cursor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = cursor.current;
    if (!enabled || !node) return;
    const onPointerMove = (event: PointerEvent) => {
      node.style.transform = `translate(${event.clientX}px, ${event.clientY}px)`;
      node.dataset['hover'] = String(
        event.target instanceof Element && event.target.closest(interactive) !== null,
      );
      node.dataset['visible'] = 'true';
    };
    const onLeave = () => {
      node.dataset['visible'] = 'false';
    };
    document.addEventListener('pointermove', onPointerMove);
    document.documentElement.addEventListener('pointerleave', onLeave);
    return () => {
      document.removeEventListener('pointermove', onPointerMove);
      document.documentElement.removeEventListener('pointerleave', onLeave);
    };
  }, [enabled]);

  if (!enabled) return null;
  return (
    <div
      ref={cursor}
      className={styles['cursor']}
      data-visible="false"
      data-hover="false"
      aria-hidden="true"
    />
  );
}
