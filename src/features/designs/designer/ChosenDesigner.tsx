import { useEffect, useRef } from 'react';
import type { DesignWire } from '#src/lib/api/types.ts';
import { Avatar } from '#src/ui/components/Avatar/index.ts';
import { Heading, type HeadingLevel } from '#src/ui/components/Heading/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { designerName } from '#src/features/designers/designer.ts';
import { formatSessionTime } from '#src/lib/format/formatSessionTime.ts';
import { CallRow } from './CallRow.tsx';
import * as styles from './ChooseDesigner.css.ts';
import { chooseDesignerWording as words } from './chooseDesignerWording.ts';

/** The step once done: who the designer is, and when the call is (in the viewer's timezone). */
export function ChosenDesigner({
  design,
  timeZone,
  headingLevel,
  focusHeading,
}: {
  design: DesignWire;
  timeZone: string;
  headingLevel: HeadingLevel;
  /** Just saved: the button pressed is gone, so focus goes to the heading. */
  focusHeading: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  const coach = design.order?.coach ?? null;
  const call = formatSessionTime(
    design.order?.scheduled_start,
    design.order?.scheduled_end,
    timeZone,
  );
  const name = coach ? designerName(coach) : null;
  return (
    <div className={`${styles.root} ${styles.readingWidth}`}>
      <Heading level={headingLevel} size="md" ref={heading} tabIndex={-1}>
        {words.summaryHeading(call !== null)}
      </Heading>
      <div className={styles.panel}>
        <dl className={styles.summary}>
          <div>
            <dt className={styles.summaryTerm}>{words.designer}</dt>
            <dd className={styles.summaryValue}>
              {coach && name ? (
                <div className={styles.person}>
                  <Avatar src={coach.images?.avatar?.image} name={name} size="small" decorative />
                  <Text as="span" weight="semibold">
                    {name}
                  </Text>
                </div>
              ) : (
                words.chosenSomeone
              )}
            </dd>
          </div>
          <CallRow call={call} />
        </dl>
      </div>
    </div>
  );
}
