// The site's @font-face rules, as data: fonts.css.ts declares them, fonts.ts preloads the faces marked
// `preload`, and fontFaces.test.ts checks them. No side effects, so tests and tools can import it.

/** One static face of a web font, self-hosted from @fontsource (latin subset). */
export interface WebFontFace {
  family: 'Lora' | 'Work Sans';
  weight: 400 | 500 | 600;
  style: 'normal' | 'italic';
  /**
   * The woff2 file, as a package path. Vite resolves it in the CSS `url()` and in fonts.ts's `?url`
   * import to the same hashed asset, so a preload is the very file the rule downloads. Only woff2:
   * every browser the site supports reads it, so the .woff copies are never listed.
   */
  file: `@fontsource/${string}.woff2`;
  /**
   * Preloaded by the document head (site/root.tsx). Only the faces that draw most of what is above
   * the fold on every page: the hero heading (the page's largest text) and the body text around it.
   * The others above the fold (the logo word, the navigation, the buttons) are a few words each; they
   * swap in when their file arrives, over a metric-matched fallback, so nothing moves.
   */
  preload: boolean;
}

export const webFontFaces = [
  // Headings (Heading, RichText h2–h4). A Lora request at 400 (the quotations) also gets this face:
  // there is no Lora 400 file, as before.
  {
    family: 'Lora',
    weight: 500,
    style: 'normal',
    file: '@fontsource/lora/files/lora-latin-500-normal.woff2',
    preload: true,
  },
  // The logo word, footer and dialog titles, accordion questions.
  {
    family: 'Lora',
    weight: 600,
    style: 'normal',
    file: '@fontsource/lora/files/lora-latin-600-normal.woff2',
    preload: false,
  },
  // Declared for italic serif text (an <em> in a heading); no page in the demo content asks for it,
  // and a browser downloads a face only when some text needs it.
  {
    family: 'Lora',
    weight: 400,
    style: 'italic',
    file: '@fontsource/lora/files/lora-latin-400-italic.woff2',
    preload: false,
  },
  // Body text.
  {
    family: 'Work Sans',
    weight: 400,
    style: 'normal',
    file: '@fontsource/work-sans/files/work-sans-latin-400-normal.woff2',
    preload: true,
  },
  // Navigation links, subheadlines, links in rich text, labels.
  {
    family: 'Work Sans',
    weight: 500,
    style: 'normal',
    file: '@fontsource/work-sans/files/work-sans-latin-500-normal.woff2',
    preload: false,
  },
  // Buttons, field labels, terms; <strong> (700) also gets this face, as before.
  {
    family: 'Work Sans',
    weight: 600,
    style: 'normal',
    file: '@fontsource/work-sans/files/work-sans-latin-600-normal.woff2',
    preload: false,
  },
] as const satisfies readonly WebFontFace[];

/** How a local font is resized and given the web font's vertical metrics (CSS percentages). */
export interface FallbackMetrics {
  sizeAdjust: `${number}%`;
  ascentOverride: `${number}%`;
  descentOverride: `${number}%`;
  lineGapOverride: `${number}%`;
}

/**
 * A local font made to take the web font's room while the web font loads (font-display: swap), so
 * text neither rewraps nor moves vertically when the web font arrives.
 */
export interface FallbackFontFace {
  family: string;
  /** A weight range: the regular file for 100–500, the bold one for 600–900 (no synthetic bold). */
  weight: '100 500' | '600 900';
  /** `local()` names, full and PostScript, of fonts with the same glyph widths. */
  local: readonly string[];
  metrics: FallbackMetrics;
}

// How the metrics were computed (re-run them if a font or fallback changes):
//   sizeAdjust = webAvgWidth / fallbackAvgWidth, where an average width is the letter-frequency
//     weighted average advance of the latin alphabet and space, divided by unitsPerEm (the `xWidthAvg`
//     of @capsizecss/metrics 3.x / @capsizecss/unpack 4.x, the method Next.js's font fallbacks use;
//     the OS/2 xAvgCharWidth of these files averages every glyph and is a poorer guide);
//   ascentOverride = web ascender / unitsPerEm / sizeAdjust (the overrides are scaled by size-adjust);
//   descentOverride = |web descender| / unitsPerEm / sizeAdjust; lineGapOverride = lineGap / ….
// The web fonts set USE_TYPO_METRICS and their hhea and typo metrics agree (Lora 1006 / −274 / 0,
// Work Sans 930 / −243 / 0, of 1000), so every platform lays them out the same way. Measured with
// @capsizecss/unpack on the @fontsource woff2 files and the Liberation fonts of Debian (installed in
// /tmp, not in this project), the rest from @capsizecss/metrics:
//   Lora 500 473, Lora 600 478; Work Sans 400 499, 500 500, 600 501 (per 1000)
//   Times New Roman (= Liberation Serif, Tinos) 832, Bold 886; Arial (= Helvetica, Liberation Sans,
//   Arimo) 913, Bold 983 (per 2048); Noto Serif 481, Bold 512; Roboto 911, Bold 926 (per 2048).
// Liberation, Tinos and Arimo are metric-compatible with Arial and Times New Roman (same advances),
// and Helvetica has Arial's advances, so one set of numbers serves each family below. Android has none
// of these, hence the Roboto and Noto Serif families.

const timesLike = {
  regular: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif', 'Tinos'],
  bold: [
    'Times New Roman Bold',
    'TimesNewRomanPS-BoldMT',
    'Liberation Serif Bold',
    'LiberationSerif-Bold',
    'Tinos Bold',
    'Tinos-Bold',
  ],
};
const arialLike = {
  regular: ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'LiberationSans', 'Arimo'],
  bold: [
    'Arial Bold',
    'Arial-BoldMT',
    'Helvetica Bold',
    'Helvetica-Bold',
    'Liberation Sans Bold',
    'LiberationSans-Bold',
    'Arimo Bold',
    'Arimo-Bold',
  ],
};

export const fallbackFontFaces = [
  // Lora 500 over Times New Roman: its regular weights.
  {
    family: 'Lora Fallback',
    weight: '100 500',
    local: timesLike.regular,
    metrics: {
      sizeAdjust: '116.43%',
      ascentOverride: '86.40%',
      descentOverride: '23.53%',
      lineGapOverride: '0%',
    },
  },
  // Lora 600 over Times New Roman Bold.
  {
    family: 'Lora Fallback',
    weight: '600 900',
    local: timesLike.bold,
    metrics: {
      sizeAdjust: '110.49%',
      ascentOverride: '91.05%',
      descentOverride: '24.80%',
      lineGapOverride: '0%',
    },
  },
  // Android: Lora 500 / 600 over Noto Serif / Noto Serif Bold.
  {
    family: 'Lora Fallback Noto',
    weight: '100 500',
    local: ['Noto Serif', 'NotoSerif', 'NotoSerif-Regular', 'Noto Serif Regular'],
    metrics: {
      sizeAdjust: '98.34%',
      ascentOverride: '102.30%',
      descentOverride: '27.86%',
      lineGapOverride: '0%',
    },
  },
  {
    family: 'Lora Fallback Noto',
    weight: '600 900',
    local: ['Noto Serif Bold', 'NotoSerif-Bold'],
    metrics: {
      sizeAdjust: '93.36%',
      ascentOverride: '107.76%',
      descentOverride: '29.35%',
      lineGapOverride: '0%',
    },
  },
  // Work Sans 400 over Arial (Work Sans 500 is 0.2% wider: the same numbers serve it).
  {
    family: 'Work Sans Fallback',
    weight: '100 500',
    local: arialLike.regular,
    metrics: {
      sizeAdjust: '111.93%',
      ascentOverride: '83.09%',
      descentOverride: '21.71%',
      lineGapOverride: '0%',
    },
  },
  // Work Sans 600 over Arial Bold.
  {
    family: 'Work Sans Fallback',
    weight: '600 900',
    local: arialLike.bold,
    metrics: {
      sizeAdjust: '104.38%',
      ascentOverride: '89.10%',
      descentOverride: '23.28%',
      lineGapOverride: '0%',
    },
  },
  // Android: Work Sans 400 / 600 over Roboto / Roboto Bold. Where Roboto is one variable file
  // (Android 12 and later) the bold face takes it too, at the requested weight.
  {
    family: 'Work Sans Fallback Roboto',
    weight: '100 500',
    local: ['Roboto', 'Roboto-Regular', 'Roboto Regular'],
    metrics: {
      sizeAdjust: '112.18%',
      ascentOverride: '82.90%',
      descentOverride: '21.66%',
      lineGapOverride: '0%',
    },
  },
  {
    family: 'Work Sans Fallback Roboto',
    weight: '600 900',
    local: ['Roboto Bold', 'Roboto-Bold', 'Roboto', 'Roboto-Regular'],
    metrics: {
      sizeAdjust: '110.80%',
      ascentOverride: '83.93%',
      descentOverride: '21.93%',
      lineGapOverride: '0%',
    },
  },
] as const satisfies readonly FallbackFontFace[];

/** A font family with its metric-matched fallbacks, for a font-family stack. */
export const fontStacks = {
  heading: ['Lora', 'Lora Fallback', 'Lora Fallback Noto'],
  body: ['Work Sans', 'Work Sans Fallback', 'Work Sans Fallback Roboto'],
} as const;

/** One @font-face rule, in the shape vanilla-extract's globalFontFace takes. */
export interface FontFaceDeclaration {
  fontFamily: string;
  rule: {
    src: string;
    fontStyle: 'normal' | 'italic';
    fontWeight: string;
    fontDisplay: 'swap';
  } & Partial<FallbackMetrics>;
}

const quote = (name: string) => `"${name}"`;

/** Every @font-face rule of the site: the web fonts, then their fallbacks. */
export function fontFaceDeclarations(): FontFaceDeclaration[] {
  return [
    ...webFontFaces.map((face) => ({
      fontFamily: face.family,
      rule: {
        src: `url(${quote(face.file)}) format("woff2")`,
        fontStyle: face.style,
        fontWeight: String(face.weight),
        fontDisplay: 'swap' as const,
      },
    })),
    ...fallbackFontFaces.map((face) => ({
      fontFamily: face.family,
      rule: {
        src: face.local.map((name) => `local(${quote(name)})`).join(', '),
        fontStyle: 'normal' as const,
        fontWeight: face.weight,
        // A local font is there at once; swap all the same, so no rule can hide text.
        fontDisplay: 'swap' as const,
        ...face.metrics,
      },
    })),
  ];
}
