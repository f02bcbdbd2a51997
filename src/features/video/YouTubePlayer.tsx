import { useEffect, useRef, useState } from 'react';
import { Icon } from '#src/ui/components/Icon/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { invalidYouTubeId } from './parseYouTubeId.ts';
import * as styles from './YouTubePlayer.css.ts';

export interface YouTubePlayerProps {
  /** The 11-character video id from `parseYouTubeId`; "error" shows that the video is unavailable. */
  id: string;
  /** What the video is: names the play button ("Play video: {title}") and the player frame. */
  title: string;
  className?: string;
}

/** The privacy-enhanced player address; nothing is requested from it until the visitor presses play. */
export function youTubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`;
}

const allow =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';

/** A drawn kitchen garden behind the play button: local, light, and the same on every video. */
function PosterIllustration() {
  return (
    <svg
      className={styles.illustration}
      viewBox="0 0 160 90"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="128" cy="20" r="9" fill={vars.color.pinkDark} />
      <path d="M0 62 Q40 48 80 58 T160 54 V90 H0 Z" fill="currentColor" opacity="0.25" />
      <path d="M0 72 Q50 62 100 70 T160 68 V90 H0 Z" fill="currentColor" opacity="0.45" />
      <g fill={vars.color.accentDark} opacity="0.45">
        <rect x="14" y="74" width="38" height="8" rx="2" />
        <rect x="62" y="76" width="38" height="8" rx="2" />
        <rect x="110" y="74" width="38" height="8" rx="2" />
      </g>
      <g fill="currentColor" opacity="0.8">
        <path d="M20 74 q2 -8 4 0 M30 74 q2 -10 4 0 M40 74 q2 -8 4 0" />
        <path d="M68 76 q2 -9 4 0 M78 76 q2 -11 4 0 M88 76 q2 -9 4 0" />
        <path d="M116 74 q2 -8 4 0 M126 74 q2 -10 4 0 M136 74 q2 -8 4 0" />
      </g>
    </svg>
  );
}

/**
 * A YouTube video that loads nothing from YouTube until the visitor asks: a local poster with a big
 * play button first, then the privacy-enhanced (youtube-nocookie.com) player, autoplaying, in the same
 * 16:9 box. With the id "error" it says the video is unavailable instead.
 */
export function YouTubePlayer({ id, title, className }: YouTubePlayerProps) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const classes = [styles.frame, className].filter(Boolean).join(' ');

  // The play button is gone once pressed: keep keyboard focus on the player that replaced it.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  if (id === invalidYouTubeId) {
    return (
      <div className={classes}>
        <div className={styles.unavailable}>
          <Text weight="medium" align="center">
            This video is unavailable.
          </Text>
        </div>
      </div>
    );
  }

  return (
    <div className={classes}>
      {playing ? (
        <iframe
          ref={frameRef}
          className={styles.iframe}
          src={youTubeEmbedUrl(id)}
          title={title}
          allow={allow}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <div className={styles.poster}>
          <PosterIllustration />
          <button
            type="button"
            className={styles.playButton}
            aria-label={`Play video: ${title}`}
            onClick={() => setPlaying(true)}
          >
            <span className={styles.playDisc}>
              <Icon name="play" className={styles.playIcon} />
            </span>
          </button>
        </div>
      )}
    </div>
  );
}
