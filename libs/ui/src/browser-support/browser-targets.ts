/** A browser's version: major and minor. */
export type BrowserVersion = readonly [major: number, minor: number];

/**
 * spec 8: the oldest browsers the build's scripts are made for. The site sets no browserslist,
 * so these are Next.js 16's defaults (`chrome 111, edge 111, firefox 111, safari 16.4`; the
 * host's `browser-targets.test.ts` checks them against the build's own list). Browsers on iOS
 * all run Safari's engine, so they count by the iOS version.
 */
export const browserTargets = {
  chrome: [111, 0],
  edge: [111, 0],
  firefox: [111, 0],
  safari: [16, 4],
} as const satisfies Record<string, BrowserVersion>;

export type TargetBrowser = keyof typeof browserTargets;
