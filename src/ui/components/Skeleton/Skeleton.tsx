import type { CSSProperties } from 'react';
import type { vars } from '#src/ui/theme/theme.css.ts';
import { skeleton, skeletonLines } from './Skeleton.css.ts';

export interface SkeletonProps {
  /** A CSS length, or px as a number; the full width by default. */
  width?: string | number;
  /** A CSS length, or px as a number; one line of text (1em) by default. With `lines`, each line's height. */
  height?: string | number;
  radius?: keyof typeof vars.radius;
  /** Draws that many lines of text instead of one block (the last one shorter). */
  lines?: number;
  className?: string;
}

/**
 * A shimmering placeholder in the shape of content that is still loading, so the page does not
 * jump when it arrives. Hidden from assistive technology: announce loading with a `Loader` or text.
 */
export function Skeleton({ width, height, radius, lines, className }: SkeletonProps) {
  // The size is the caller's, known only at run time: an inline style is the place for it.
  const heightStyle: CSSProperties | undefined = height === undefined ? undefined : { height };

  if (lines !== undefined && lines > 1) {
    return (
      <span
        aria-hidden="true"
        className={[skeletonLines, className].filter(Boolean).join(' ')}
        style={width === undefined ? undefined : { width }}
      >
        {Array.from({ length: Math.floor(lines) }, (_, index) => (
          <span key={index} className={skeleton({ radius, line: true })} style={heightStyle} />
        ))}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={[skeleton({ radius }), className].filter(Boolean).join(' ')}
      style={{ width, ...heightStyle }}
    />
  );
}
