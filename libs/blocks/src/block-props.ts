import type { RenderOptions } from './host/render-options';

/**
 * What every renderer of the registry receives: the module as read from the content API and the
 * host's render options (passed down by `Modules`; each left-out field has its default).
 */
export interface BlockProps<M> {
  module: M;
  options?: Partial<RenderOptions> | undefined;
}

/** The id of a block's root: its `anchor`, or none when empty (spec 3: every block honours anchor). */
export function anchorId(anchor: string | null | undefined): string | undefined {
  return anchor ? anchor : undefined;
}

/** Joins CSS module class names, skipping empty ones. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
