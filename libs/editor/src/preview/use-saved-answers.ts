import type { ContainerModule } from '@aula/api-client';
import { useCallback, useState } from 'react';
import { afterPaint } from '../query/after-paint';

/**
 * DESIGN.md 8 (save to shown): saved sections shown from the save's answer until the refreshed
 * page has them. `show` puts an answer on the page at once; `refresh` (the host's
 * `router.refresh()`) renders the page again behind it once that frame is painted: the render
 * takes the host's and the browser's time, which the frame needs first.
 */
export function useSavedAnswers(refresh: () => void) {
  const [saved, setSaved] = useState<ReadonlyMap<number, ContainerModule>>(new Map());
  const show = useCallback(
    (section: ContainerModule) => {
      setSaved((current) => new Map(current).set(section.id, section));
      afterPaint(refresh);
    },
    [refresh],
  );
  // The refreshed page has the section: its own render shows it again.
  const shown = useCallback(
    (id: number) =>
      setSaved((current) => {
        if (!current.has(id)) return current;
        const next = new Map(current);
        next.delete(id);
        return next;
      }),
    [],
  );
  return { saved, show, shown };
}
