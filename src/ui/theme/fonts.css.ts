import { globalFontFace } from '@vanilla-extract/css';
import { fontFaceDeclarations } from './fontFaces.ts';

// Self-hosted fonts from npm (nothing is fetched from a font CDN), declared here rather than through
// @fontsource's CSS so that every face has font-display: swap and a metric-matched fallback, and the
// faces preloaded by fonts.ts are the files these rules name (see fontFaces.ts).
for (const { fontFamily, rule } of fontFaceDeclarations()) globalFontFace(fontFamily, rule);
