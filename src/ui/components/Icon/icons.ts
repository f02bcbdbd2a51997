/**
 * The drawings of the icon set, each on a 24 × 24 grid in `currentColor`: a line drawing (`stroke`)
 * or a solid shape (`fill`). Line ends and corners are part of a drawing, so an icon looks the same
 * wherever it is used.
 */
export interface IconDrawing {
  d: string;
  paint: 'stroke' | 'fill';
  strokeWidth?: number;
  cap?: 'round';
  join?: 'round';
}

const chevron = { paint: 'stroke', strokeWidth: 2, cap: 'round', join: 'round' } as const;
const heart =
  'M12 20.5 10.6 19.2C5.4 14.5 2 11.4 2 7.6 2 4.5 4.4 2 7.5 2c1.7 0 3.4.8 4.5 2.1C13.1 2.8 14.8 2 16.5 2 19.6 2 22 4.5 22 7.6c0 3.8-3.4 6.9-8.6 11.6L12 20.5Z';

export const icons = {
  /** Closes a dialog or a drawer: an ×. */
  close: { d: 'M6 6l12 12M18 6L6 18', paint: 'stroke', strokeWidth: 2, cap: 'round' },
  chevronDown: { d: 'M6 9l6 6 6-6', ...chevron },
  chevronUp: { d: 'M6 15l6-6 6 6', ...chevron },
  /** A tick: the chosen option, a checked box. */
  check: {
    d: 'M5 12.5l4.5 4.5L19 7.5',
    paint: 'stroke',
    strokeWidth: 2.5,
    cap: 'round',
    join: 'round',
  },
  /** Plays a video. */
  play: { d: 'M6 4l15 8-15 8z', paint: 'fill' },
  /** A favourite, not (yet) chosen: an outline. */
  heart: { d: heart, paint: 'stroke', strokeWidth: 2, join: 'round' },
  /** A chosen favourite: the same heart, filled. */
  heartFilled: { d: heart, paint: 'fill', strokeWidth: 2, join: 'round' },
  /** The cart: a shopping bag. */
  cart: {
    d: 'M6 7h12l-1 13H7L6 7Z M9 7V6a3 3 0 0 1 6 0v1',
    paint: 'stroke',
    strokeWidth: 2,
    cap: 'round',
    join: 'round',
  },
} as const satisfies Record<string, IconDrawing>;

export type IconName = keyof typeof icons;

export const iconNames = Object.keys(icons) as IconName[];
