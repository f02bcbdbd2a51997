// Raw token values of the garden theme. Components never read these directly: they read the
// theme contract (`vars`), which the garden theme fills with these values.

export const palette = {
  beige: '#f6f1e7',
  beigeDark: '#ebe2d0',
  green: '#2f5d3a',
  greenDark: '#22452b',
  greenLight: '#dfeadf',
  pink: '#f7e1dc',
  pinkDark: '#e8b9ae',
  white: '#ffffff',
  black: '#1d1d1b',
  neutral100: '#f4f4f2',
  neutral200: '#e4e3df',
  neutral300: '#cac8c1',
  neutral500: '#767470',
  neutral700: '#4a4945',
  neutral900: '#23221f',
} as const;

export const tokens = {
  color: {
    ...palette,
    text: palette.neutral900,
    textMuted: palette.neutral700,
    textInverse: palette.white,
    accent: '#b5452f',
    accentDark: '#8f3522',
    focus: '#1f6feb',
    border: palette.neutral300,
    success: '#2e6b34',
    successBg: '#e3f1e4',
    info: '#1d5a8a',
    infoBg: '#e1eef8',
    error: '#a3271c',
    errorBg: '#fbe7e5',
    // Attention (a tip, a caution): the amber reads at AA on white, beige, pink and on warningBg.
    warning: '#8a5300',
    warningBg: '#fff4d6',
    overlay: 'rgba(29, 29, 27, 0.6)',
  },
  // Each web font is followed by its metric-matched fallbacks (fontFaces.ts), which draw the text
  // while it loads; the system fonts after them only serve where neither fallback is installed.
  font: {
    body: '"Work Sans", "Work Sans Fallback", "Work Sans Fallback Roboto", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    heading: 'Lora, "Lora Fallback", "Lora Fallback Noto", Georgia, "Times New Roman", serif',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
    '4xl': '3rem',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.15', snug: '1.3', normal: '1.55' },
  space: {
    none: '0',
    xxsmall: '0.25rem',
    xsmall: '0.5rem',
    small: '0.75rem',
    medium: '1rem',
    large: '1.5rem',
    xlarge: '2rem',
    xxlarge: '3rem',
    xxxlarge: '4.5rem',
    gutter: '1.25rem',
  },
  radius: { none: '0', small: '4px', medium: '8px', large: '16px', full: '9999px' },
  shadow: {
    small: '0 1px 2px rgba(29, 29, 27, 0.12)',
    medium: '0 4px 12px rgba(29, 29, 27, 0.12)',
    large: '0 12px 32px rgba(29, 29, 27, 0.18)',
  },
  size: {
    layoutMaxWidth: '1312px',
    readingWidth: '46rem',
    /** A form's column: fields and their labels at a comfortable reading length. */
    formWidth: '40rem',
    avatarSmall: '65px',
    avatarMedium: '85px',
    avatarLarge: '160px',
    avatarBig: '500px',
    cartDrawer: '440px',
    tapTarget: '44px',
    /** The site header's bar, without its bottom border. */
    headerBar: '64px',
  },
  duration: { fast: '150ms', normal: '250ms', slow: '600ms' },
  zIndex: { header: '10', overlay: '50', modal: '60', toast: '70' },
} as const;

/** Breakpoints of the specification, in px. Mobile navigation is active at `mobileNav` and below. */
export const breakpoints = {
  xs: 375,
  xs2: 400,
  sm: 460,
  sm2: 500,
  sm3: 575,
  md: 768,
  md2: 900,
  md3: 950,
  lg: 1024,
  lg2: 1100,
  lg3: 1150,
  xl: 1312,
  xxl: 1440,
} as const;

export const mobileNavMaxWidth = breakpoints.md;
export const smallViewportHeight = 800;
