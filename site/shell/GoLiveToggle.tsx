import { useId } from 'react';
import * as Switch from 'radix-ui/switch';
import { VisuallyHidden } from '#src/components/VisuallyHidden/index.ts';
import * as styles from './header.css.ts';

export const goLiveWording = {
  label: 'Go Live',
  pending: 'Going live arrives with instant booking.',
} as const;

/**
 * The Go Live switch of an active coach: whether they take instant bookings now
 * (`is_available_now`). Until instant booking arrives it only shows that state and cannot be
 * changed. It stays focusable (aria-disabled rather than disabled) so a keyboard or screen-reader
 * user can reach it and hear why.
 */
export function GoLiveToggle({ isAvailableNow }: { isAvailableNow: boolean }) {
  const id = useId();
  const noteId = useId();
  return (
    <span className={styles.goLive}>
      <label htmlFor={id}>{goLiveWording.label}</label>
      <Switch.Root
        id={id}
        className={styles.switchRoot}
        checked={isAvailableNow}
        // Controlled with no change handler: pressing it leaves it as it is.
        onCheckedChange={() => {}}
        aria-disabled="true"
        aria-describedby={noteId}
      >
        <Switch.Thumb className={styles.switchThumb} />
      </Switch.Root>
      <VisuallyHidden id={noteId}>{goLiveWording.pending}</VisuallyHidden>
    </span>
  );
}
