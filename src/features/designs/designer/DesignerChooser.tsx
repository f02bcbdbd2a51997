import { useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import type {
  CoachCardWire,
  DataResponse,
  DesignUpdateRequest,
  DesignWire,
} from '#src/lib/api/types.ts';
import { serverMessage } from '#src/features/coaching/serverMessage.ts';
import { zoomStart } from '#src/features/coaching/time.ts';
import { Heading, type HeadingLevel } from '#src/ui/components/Heading/index.ts';
import { callMinutes } from '../homeworkSections.ts';
import { CallSchedule } from './CallSchedule.tsx';
import { ChoiceSummary } from './ChoiceSummary.tsx';
import type { Choice } from './choice.ts';
import * as styles from './ChooseDesigner.css.ts';
import { chooseDesignerWording as words } from './chooseDesignerWording.ts';
import { designerChoices } from './designerList.ts';
import { DesignerList } from './DesignerList.tsx';
import { preloadSchedule } from './scheduleSteps.ts';
import { useDesignerList } from './useDesignerList.ts';

export interface ChooseDesignerProps {
  /** The design whose designer (and, when its product has a call, call time) is chosen. */
  design: DesignWire;
  /** The viewer's timezone (the account's): the calendar, the times and the call are said in it. */
  timeZone: string;
  /** The viewer's favourite designers, in the order saved: listed first. */
  favoriteIds: readonly number[];
  /** The moment taken as now (stories and tests pin it); the clock's time when absent. */
  now?: Date;
  /** The level of the step's headings (4 by default: under the homework's section titles, h3). */
  headingLevel?: 3 | 4 | 5;
  /** The designer (and call) was saved: the design as `PUT /designs/{id}` answered it, new status included. */
  onChosen: (design: DesignWire) => void;
}

/**
 * The step while no designer is chosen: the list, then (with a call) the day and the time, then the
 * summary that saves the choice. Each view shows under one heading that takes focus on every move.
 */
export function DesignerChooser({
  design,
  timeZone,
  favoriteIds,
  now,
  headingLevel = 4,
  onChosen,
}: ChooseDesignerProps) {
  const api = useApi();
  const list = useDesignerList();
  const minutes = callMinutes(design);
  const scheduling = minutes > 0;
  const product = design.order?.product ?? null;
  const [choice, setChoice] = useState<Choice>({ step: 'list' });
  const [moves, setMoves] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const subLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;

  const designers = useMemo(
    () => (list.data ? designerChoices(list.data, { favoriteIds, scheduling }) : undefined),
    [list.data, favoriteIds, scheduling],
  );

  // Each move replaces the view: focus goes to its heading, so keyboard and screen-reader users follow.
  useEffect(() => {
    if (moves > 0) heading.current?.focus();
  }, [moves]);

  const move = (next: Choice) => {
    setChoice(next);
    setFailure(null);
    setMoves((count) => count + 1);
  };
  const chooseDesigner = (designer: CoachCardWire) =>
    move(
      scheduling && product
        ? { step: 'date', designer }
        : { step: 'summary', designer, day: null, start: null },
    );

  const submit = async () => {
    if (choice.step !== 'summary' || submitting) return;
    // §5: completing the step needs a designer and, when there is a call, its time.
    if (scheduling && !choice.start) return;
    const body: DesignUpdateRequest =
      scheduling && choice.start
        ? { coach_id: choice.designer.id, zoom_start: zoomStart(choice.start) }
        : { coach_id: choice.designer.id };
    setSubmitting(true);
    setFailure(null);
    try {
      const answer = await api.put<DataResponse<DesignWire>>(`/designs/${design.id}`, body);
      setSubmitting(false);
      onChosen(answer.data);
    } catch (error) {
      // §8 "Completing homework fails: logged, submit re-enabled"; the API's reason is shown too.
      console.error(`[designs] choosing the designer of design ${design.id} failed`, error);
      setFailure(serverMessage(error));
      setSubmitting(false);
    }
  };

  let title: string;
  let content;
  if (choice.step === 'list') {
    title = words.listHeading;
    content = (
      <DesignerList
        list={list}
        designers={designers}
        favoriteIds={favoriteIds}
        headingLevel={subLevel}
        onPreload={scheduling ? preloadSchedule : undefined}
        onChoose={chooseDesigner}
      />
    );
  } else if ((choice.step === 'date' || choice.step === 'time') && product) {
    const { designer } = choice;
    title = words.callHeading(minutes);
    content = (
      <CallSchedule
        designer={designer}
        product={product}
        day={choice.step === 'time' ? choice.day : null}
        now={now}
        timeZone={timeZone}
        headingLevel={subLevel}
        onPickDay={(day) => move({ step: 'time', designer, day })}
        onPickTime={(day, start) => move({ step: 'summary', designer, day, start })}
        onAnotherDate={() => move({ step: 'date', designer })}
        onDifferentDesigner={() => move({ step: 'list' })}
      />
    );
  } else {
    const { designer } = choice;
    const summary = choice.step === 'summary' ? choice : null;
    const day = summary?.day ?? null;
    title = words.summaryHeading(scheduling);
    content = (
      <ChoiceSummary
        designer={designer}
        start={summary?.start ?? null}
        minutes={minutes}
        scheduling={scheduling}
        timeZone={timeZone}
        failure={failure}
        submitting={submitting}
        onSubmit={() => void submit()}
        onDifferentTime={day ? () => move({ step: 'time', designer, day }) : undefined}
        onDifferentDesigner={() => move({ step: 'list' })}
      />
    );
  }

  return (
    <div className={choice.step === 'list' ? styles.root : `${styles.root} ${styles.readingWidth}`}>
      <Heading level={headingLevel} size="md" ref={heading} tabIndex={-1}>
        {title}
      </Heading>
      {content}
    </div>
  );
}
