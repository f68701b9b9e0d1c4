/** spec 2/9: a hash target lands this far below the top (clear of the sticky header). */
export const hashScrollOffset = 250;
/** spec 9: the target may render late: look for it up to 100 times... */
export const hashScrollRetries = 100;
/** ...every 100 ms. */
export const hashScrollInterval = 100;

/**
 * spec 2: scrolls smoothly (instantly with reduced motion) to the element of a hash with a
 * 250 px offset, retrying until it appears. Returns a function that stops the retries.
 */
export function scrollToHash(hash: string, smooth = true): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return () => undefined;
  let attempts = 0;
  let timer: number | undefined;
  const attempt = () => {
    const element = document.getElementById(id);
    if (element) {
      window.scrollTo({
        top: element.getBoundingClientRect().top + window.scrollY - hashScrollOffset,
        behavior: smooth ? 'smooth' : 'auto',
      });
      return;
    }
    attempts += 1;
    if (attempts <= hashScrollRetries) timer = window.setTimeout(attempt, hashScrollInterval);
  };
  attempt();
  return () => window.clearTimeout(timer);
}
