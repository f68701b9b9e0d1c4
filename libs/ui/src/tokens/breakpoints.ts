/** spec 9: the script breakpoint set, in px. */
export const breakpoints = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;

/** spec 9: the style breakpoint set, as media-query lengths. */
export const styleBreakpoints = {
  small: '0',
  medium: '48em',
  large: '64em',
  xlarge: '80em',
  xxlarge: '100em',
} as const;

/** spec 9: the side navigation's maximum width per style breakpoint. */
export const sideNavigationMaxWidth = {
  large: '31.5rem',
  xlarge: '39.5rem',
  xxlarge: '49.5rem',
} as const;

/** spec 9: 12 grid columns in a container of at most 100rem. */
export const grid = { columns: 12, containerMaxWidth: '100rem' } as const;

/** spec 9: the autocomplete list's maximum height. */
export const autocompleteMaxHeight = '21rem';

/** spec 9: the font weights in use (400 also in italic). */
export const fontWeights = { regular: 400, bold: 700 } as const;

/** A `min-width` media query for a style breakpoint. */
export function minWidth(breakpoint: keyof typeof styleBreakpoints): string {
  return `(min-width: ${styleBreakpoints[breakpoint]})`;
}
