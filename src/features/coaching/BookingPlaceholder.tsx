import { Skeleton } from '#src/ui/components/Skeleton/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import * as styles from './SessionBooker.css.ts';

/**
 * The room of a part of the booker still loading (its code or its data), about its size so nothing
 * below it moves when it comes, with what is loading said to screen readers.
 */
export function Placeholder({
  kind,
  label,
}: {
  kind: keyof typeof styles.placeholder;
  label: string;
}) {
  return (
    <div role="status" className={styles.placeholder[kind]}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton className={styles.placeholderBlock} />
    </div>
  );
}
