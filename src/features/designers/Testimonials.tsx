import { useState } from 'react';
import { Text } from '#src/ui/components/Text/index.ts';
import type { Testimonial } from './designer.ts';
import * as styles from './Testimonials.css.ts';

/**
 * One testimonial at a time, with its credit; with more than one, a dot for each below it (docs/spec/
 * features.md §2.10). The dots are buttons named by position; the shown quote is announced politely.
 */
export function Testimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const [shown, setShown] = useState(0);
  const current = testimonials[Math.min(shown, testimonials.length - 1)];
  if (!current) return null;
  return (
    <div className={styles.testimonials}>
      <figure className={styles.figure} aria-live="polite">
        <blockquote className={styles.quote}>
          <Text size="lg">{current.quote}</Text>
        </blockquote>
        {current.credit ? (
          <figcaption>
            <Text tone="muted">— {current.credit}</Text>
          </figcaption>
        ) : null}
      </figure>
      {testimonials.length > 1 ? (
        <div className={styles.dots}>
          {testimonials.map((_, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              aria-label={`Testimonial ${index + 1} of ${testimonials.length}`}
              aria-pressed={index === shown}
              onClick={() => setShown(index)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
