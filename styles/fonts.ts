import localFont from 'next/font/local';

/**
 * Inter (variable weight, Latin subset: every French and English character), served by the
 * app through Next's font optimisation: the files are preloaded with the page, and until they
 * arrive the text is set in a fallback whose metrics are adjusted to Inter's, so the swap
 * moves nothing (a plain @font-face swap shifted the home hero and the search filters once
 * pages hydrated sooner). The woff2 file comes from @fontsource-variable/inter.
 *
 * Upright only: the italic file (52 KB) was preloaded on every page for two styles (rich-text
 * quotes, highlights), and on a phone it took bandwidth from the hero image. Italic text is
 * the browser's slant of the upright face.
 */
export const inter = localFont({
  src: [{ path: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', weight: '100 900', style: 'normal' }],
  variable: '--font-inter',
  display: 'swap',
  adjustFontFallback: 'Arial',
});
