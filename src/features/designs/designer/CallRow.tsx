import type { SessionTime } from '#src/lib/format/formatSessionTime.ts';
import * as styles from './ChooseDesigner.css.ts';
import { chooseDesignerWording as words } from './chooseDesignerWording.ts';

/** The summary's "Call" row, in the viewer's timezone; nothing when there is no call. */
export function CallRow({ call }: { call: SessionTime | null }) {
  if (!call) return null;
  return (
    <div>
      <dt className={styles.summaryTerm}>{words.call}</dt>
      <dd className={styles.summaryValue}>
        {words.callTime(call.date, call.start, call.end, call.zone)}
      </dd>
    </div>
  );
}
