import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { image, type imageFits } from './Image.css.ts';

/** Used when neither width and height nor an aspect ratio is given, so the box is still reserved. */
export const defaultAspectRatio = '3 / 2';

export interface ImageProps {
  src: string;
  /** Required: describe the picture, or pass '' when it is only decoration. */
  alt: string;
  /** Intrinsic size in px: the browser reserves the box from these before the file loads. */
  width?: number;
  height?: number;
  /** e.g. '3 / 2'; the image then fills its container's width at this ratio. */
  aspectRatio?: string;
  fit?: (typeof imageFits)[number];
  /** For the image that is the largest thing on first view (a hero): loaded at once, at high priority. */
  priority?: boolean;
  /**
   * The width the image is shown at, per viewport, to choose from `srcSet`. Without a `srcSet` it
   * chooses nothing and is left out (HTML does not allow `sizes` without `srcset`).
   */
  sizes?: string;
  srcSet?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * An image that never shifts the layout: its box is reserved from width and height, or from an
 * aspect ratio. Lazy-loaded and decoded off the main thread unless it has priority.
 */
export function Image({
  src,
  alt,
  width,
  height,
  aspectRatio,
  fit = 'cover',
  priority = false,
  sizes,
  srcSet,
  className,
  style,
}: ImageProps) {
  const hasIntrinsicSize = width !== undefined && height !== undefined;
  const widths = srcSet ? sizes : undefined;
  const ratio = aspectRatio ?? (hasIntrinsicSize ? undefined : defaultAspectRatio);

  // Puts a <link rel="preload"> in the server-rendered head, so the browser fetches it before layout.
  if (priority)
    preload(src, { as: 'image', fetchPriority: 'high', imageSizes: widths, imageSrcSet: srcSet });

  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={widths}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? undefined : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={[image({ fit, fill: ratio !== undefined && width === undefined }), className]
        .filter(Boolean)
        .join(' ')}
      style={ratio ? { aspectRatio: ratio, ...style } : style}
    />
  );
}
