/**
 * jsdom lacks the observers and `matchMedia` the carousel (embla) uses; these inert stand-ins
 * let tests and story tests mount it. Real browsers (Storybook, Playwright) use their own.
 */
class InertObserver {
  observe(): void {
    // inert
  }
  unobserve(): void {
    // inert
  }
  disconnect(): void {
    // inert
  }
  takeRecords(): [] {
    return [];
  }
}

if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
  globalThis.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
  globalThis.IntersectionObserver ??= InertObserver as unknown as typeof IntersectionObserver;
}

/**
 * jsdom never loads a cross-origin frame, but it still hands out a window whose `parent` is not
 * the test's window, and axe (run on every story) fails posting to it. A frame that cannot load
 * has no content window, as for axe in a browser with a blocked frame.
 */
if (typeof HTMLIFrameElement !== 'undefined') {
  Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
    configurable: true,
    get: () => null,
  });
  // axe notes each such frame on the console with the whole element; that is expected here.
  const log = console.log.bind(console);
  console.log = (...values: unknown[]) => {
    if (values[0] !== 'Frame does not have a content window') log(...values);
  };
}
