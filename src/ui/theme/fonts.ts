// The site's fonts: the @font-face rules (fonts.css.ts) and the preload links of the faces that draw
// the top of every page (fontFaces.ts says which, and why).
import lora500 from '@fontsource/lora/files/lora-latin-500-normal.woff2?url';
import workSans400 from '@fontsource/work-sans/files/work-sans-latin-400-normal.woff2?url';
import './fonts.css.ts';

/**
 * `<link rel="preload" as="font">` for the root route's `links`. Vite gives the hashed URL of the
 * same file the @font-face rule names, so the preload is used; font requests are CORS requests,
 * hence `crossOrigin` (without it the preload would be fetched twice).
 */
export const fontPreloads = [lora500, workSans400].map((href) => ({
  rel: 'preload' as const,
  as: 'font' as const,
  type: 'font/woff2',
  href,
  crossOrigin: 'anonymous' as const,
}));
