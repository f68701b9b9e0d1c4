import localFont from 'next/font/local';

/**
 * spec 9: the site's typeface, Hanken Grotesk (SIL Open Font License, from the
 * `@fontsource/hanken-grotesk` npm package), self-hosted with exactly the spec's weights 400,
 * 400 italic and 700, Latin subset only. Next preloads the files, serves them with
 * `font-display: swap` and writes a fallback face of Arial scaled to the font's metrics, so
 * nothing moves when the font arrives. `--aula-font-sans` feeds @aula/ui's font token.
 */
export const siteFont = localFont({
  src: [
    {
      path: '../../../../node_modules/@fontsource/hanken-grotesk/files/hanken-grotesk-latin-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../../../node_modules/@fontsource/hanken-grotesk/files/hanken-grotesk-latin-400-italic.woff2',
      weight: '400',
      style: 'italic',
    },
    {
      path: '../../../../node_modules/@fontsource/hanken-grotesk/files/hanken-grotesk-latin-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  display: 'swap',
  preload: true,
  adjustFontFallback: 'Arial',
  fallback: ['arial', 'sans-serif'],
  variable: '--aula-font-sans',
});
