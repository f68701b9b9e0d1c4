/**
 * Whether a React Aria date input shows some segments typed and others still empty: the picker
 * keeps its last complete value then, so the field must say that the entry is unfinished.
 */
export function hasIncompleteSegments(input: Element | null): boolean {
  const segments = Array.from(input?.querySelectorAll('[role="spinbutton"]') ?? []);
  const empty = segments.filter((segment) => segment.hasAttribute('data-placeholder')).length;
  return empty > 0 && empty < segments.length;
}
