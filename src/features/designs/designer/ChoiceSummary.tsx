import type { CoachCardWire } from '#src/lib/api/types.ts';
import { sessionEnd } from '#src/features/coaching/time.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { designerName } from '#src/features/designers/designer.ts';
import { formatSessionTime } from '#src/lib/format/formatSessionTime.ts';
import { CallRow } from './CallRow.tsx';
import * as styles from './ChooseDesigner.css.ts';
import { chooseDesignerWording as words } from './chooseDesignerWording.ts';
import { DesignerLine } from './DesignerLine.tsx';
import { FormErrorLine } from '#src/lib/forms/FormErrorLine.tsx';

/**
 * The summary under its heading: the designer and the call's time, why saving failed if it did, and
 * 'Schedule my Call!' (or 'Start my garden design with {name}'), 'Choose a different time' when a day
 * was picked, 'Choose a different designer'.
 */
export function ChoiceSummary({
  designer,
  start,
  minutes,
  scheduling,
  timeZone,
  failure,
  submitting,
  onSubmit,
  onDifferentTime,
  onDifferentDesigner,
}: {
  designer: CoachCardWire;
  /** The call's start picked, or null (no call, or none picked yet: then it cannot be saved). */
  start: string | null;
  minutes: number;
  scheduling: boolean;
  timeZone: string;
  failure: string | null;
  submitting: boolean;
  onSubmit: () => void;
  /** Back to the picked day's times; absent when there is no day to go back to. */
  onDifferentTime?: () => void;
  onDifferentDesigner: () => void;
}) {
  const call = start ? formatSessionTime(start, sessionEnd(start, minutes), timeZone) : null;
  const name = designerName(designer);
  const ready = !scheduling || start !== null;
  return (
    <div className={styles.panel}>
      <dl className={styles.summary}>
        <div>
          <dt className={styles.summaryTerm}>{words.designer}</dt>
          <dd className={styles.summaryValue}>
            <DesignerLine designer={designer} />
          </dd>
        </div>
        <CallRow call={call} />
      </dl>
      <FormErrorLine message={failure} className={styles.errorLine} />
      <div className={styles.actions}>
        <Button loading={submitting} disabled={!ready} onClick={onSubmit}>
          {scheduling ? words.scheduleCall : words.start(name)}
        </Button>
        {scheduling && onDifferentTime ? (
          <Button variant="outline" disabled={submitting} onClick={onDifferentTime}>
            {words.differentTime}
          </Button>
        ) : null}
        <Button variant="outline" disabled={submitting} onClick={onDifferentDesigner}>
          {words.differentDesigner}
        </Button>
      </div>
    </div>
  );
}
