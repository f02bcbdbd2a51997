import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Icon } from '#src/ui/components/Icon/index.ts';
import * as styles from './Select.css.ts';

/** How often an arrow under the pointer scrolls the list by one option, as Radix's did. */
const autoScrollMs = 50;

/**
 * One of the list's two scroll arrows, in place of Radix's `ScrollUpButton` and `ScrollDownButton`:
 * shown while the list can scroll that way, laid over its edge (Select.css.ts); the pointer over it,
 * or a finger on it, scrolls the list an option at a time. Radix's arrows had two faults:
 * - each time one appeared it scrolled the option in focus into view (radix-ui/primitives#3686, not
 *   fixed in the version used here). The up arrow appears as soon as the list leaves its top, and
 *   focus stays on the option the list opened on unless the mouse moves over the options, so a list
 *   scrolled by a finger, a script or a test's click jumped back to that option. Measured in the Go
 *   Live dialog: the hour 12, scrolled into view at y 651, was at y 793, out of the window, two
 *   frames later;
 * - they sat in the flow, above and below the options, so each coming and going moved every option
 *   by the arrow's height: a click aimed at an option just scrolled into view could land beside it.
 *   Three journeys failed that way, once a run: an hour in Go Live, Oregon in the contact form and
 *   the business form, the list left open.
 */
export function ScrollArrow({
  direction,
  viewport,
}: {
  direction: 'up' | 'down';
  viewport: HTMLElement | null;
}) {
  const [shown, setShown] = useState(false);
  const timer = useRef<number | null>(null);
  const stop = () => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
  };
  useLayoutEffect(() => {
    if (!viewport) return;
    const update = () =>
      setShown(
        direction === 'up'
          ? viewport.scrollTop > 0
          : Math.ceil(viewport.scrollTop) < viewport.scrollHeight - viewport.clientHeight,
      );
    update();
    viewport.addEventListener('scroll', update);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(viewport);
    return () => {
      viewport.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [viewport, direction]);
  // An arrow that goes (the list reached its end) stops scrolling.
  useEffect(() => (shown ? undefined : stop()), [shown]);
  useEffect(() => stop, []);
  if (!shown || !viewport) return null;
  const start = () => {
    if (timer.current !== null) return;
    timer.current = window.setInterval(() => {
      const step = viewport.querySelector<HTMLElement>('[role="option"]')?.offsetHeight ?? 40;
      viewport.scrollTop += direction === 'up' ? -step : step;
    }, autoScrollMs);
  };
  return (
    <div
      aria-hidden
      className={[
        styles.scrollButton,
        direction === 'up' ? styles.scrollButtonUp : styles.scrollButtonDown,
      ].join(' ')}
      onPointerDown={start}
      onPointerMove={start}
      onPointerLeave={stop}
    >
      <Icon name={direction === 'up' ? 'chevronUp' : 'chevronDown'} className={styles.scrollIcon} />
    </div>
  );
}
