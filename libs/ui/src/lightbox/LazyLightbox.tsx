import { lazy, Suspense, useState } from 'react';
import type { LightboxProps } from './Lightbox';

const Lightbox = lazy(() => import('./Lightbox').then((module) => ({ default: module.Lightbox })));

/**
 * DESIGN.md 5: `Lightbox` loaded when it first opens, so a page with images does not ship the
 * gallery (about 12 KiB gzip) to every visitor. Once loaded it stays mounted, so that it
 * animates out and gives the focus back on closing as `Lightbox` does.
 */
export function LazyLightbox(props: LightboxProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Lightbox {...props} />
    </Suspense>
  );
}
