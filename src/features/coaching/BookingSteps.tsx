import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import { stepStatuses, type BookingState, type BookingStep } from './bookingState.ts';
import { bookingWording as words } from './bookingWording.ts';
import * as styles from './SessionBooker.css.ts';

/** What a finished step chose, for the header. */
function stepDetail(state: BookingState, step: BookingStep): string | null {
  if (step === 0) return state.product?.name ?? null;
  if (step === 1) return state.instant ? words.startsNow : state.dayLabel;
  if (step === 2) return state.timeLabel;
  return null;
}

/** The header: the five steps in order, the current one marked, with Edit beside finished choices. */
export function BookingSteps({
  state,
  onEdit,
}: {
  state: BookingState;
  onEdit: (step: 0 | 1 | 2) => void;
}) {
  const statuses = stepStatuses(state);
  return (
    <ol className={styles.steps} aria-label={words.stepsLabel}>
      {words.steps.map((label, index) => {
        const step = index as BookingStep;
        const status = statuses[index]!;
        const detail = status === 'done' ? stepDetail(state, step) : null;
        // A placed order is not changed here; the time of an instant booking has no step to edit.
        const editable = status === 'done' && index <= 2 && state.step < 4;
        return (
          <li
            key={label}
            className={styles.step}
            data-status={status}
            aria-current={status === 'current' ? 'step' : undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.stepText}>
              <span className={styles.stepLabel}>
                <VisuallyHidden>{words.stepNumber(index)}</VisuallyHidden>
                {label}
              </span>
              {detail ? <span className={styles.stepDetail}>{detail}</span> : null}
              {status === 'skipped' ? (
                <span className={styles.stepDetail}>{words.skipped}</span>
              ) : null}
              {editable ? (
                <button
                  type="button"
                  className={styles.editButton}
                  onClick={() => onEdit(index as 0 | 1 | 2)}
                >
                  {words.editVisible}
                  <VisuallyHidden>
                    {words.edit[index]!.slice(words.editVisible.length)}
                  </VisuallyHidden>
                </button>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
