import { useState } from 'react';
import { preload } from 'react-dom';
import { avatar, avatarImage, type avatarSizes } from './Avatar.css.ts';
import { initialsOf } from './initials.ts';

export type AvatarSize = (typeof avatarSizes)[number];

export interface AvatarProps {
  /** The picture's URL; without one (or if it fails to load) the initials show. */
  src?: string | null;
  /** The person's name: the image's text alternative and the source of the initials. */
  name: string;
  /** 65, 85, 160 or 500 px wide. */
  size?: AvatarSize;
  /**
   * Beside the person's name in text (a team list): the picture adds nothing to read, so it has no
   * text alternative (the name read twice is noise; axe's image-redundant-alt).
   */
  decorative?: boolean;
  /**
   * The largest thing on first view (a profile's picture): preloaded from the head, loaded at once
   * and at high priority instead of lazily.
   */
  priority?: boolean;
  className?: string;
}

/** A person's round picture, or their initials when there is none. */
export function Avatar({
  src,
  name,
  size = 'medium',
  decorative = false,
  priority = false,
  className,
}: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = [avatar({ size }), className].filter(Boolean).join(' ');
  const showImage = Boolean(src) && src !== failedSrc;

  if (showImage && src) {
    if (priority) preload(src, { as: 'image', fetchPriority: 'high' });
    return (
      <span className={classes}>
        <img
          src={src}
          alt={decorative ? '' : name}
          loading={priority ? undefined : 'lazy'}
          decoding={priority ? undefined : 'async'}
          fetchPriority={priority ? 'high' : undefined}
          className={avatarImage}
          onError={() => setFailedSrc(src)}
        />
      </span>
    );
  }
  return (
    <span className={classes} {...(decorative ? {} : { role: 'img', 'aria-label': name })}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
