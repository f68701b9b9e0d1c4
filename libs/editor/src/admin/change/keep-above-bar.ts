/** The room left between a focused field and the bar. */
const gap = 12;

/**
 * The browser scrolls a field that takes the focus into the window, but not out from under a
 * sticky bar that covers the window's bottom: scroll the rest, so the field shows above it
 * (WCAG 2.4.11, focus not obscured). The bar itself and what is inside it stay as they are.
 */
export function keepAboveBar(target: EventTarget | null, bar: HTMLElement): void {
  if (!(target instanceof HTMLElement) || bar.contains(target)) return;
  const field = target.getBoundingClientRect();
  const barTop = bar.getBoundingClientRect().top;
  const covered = field.bottom - barTop;
  // A field without a box (hidden) has nothing to show.
  if (field.height > 0 && covered > -gap && barTop < window.innerHeight)
    window.scrollBy({ top: covered + gap });
}
