import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useApi } from '#src/api/ApiProvider.tsx';
import { formErrorWording } from '#src/api/formErrors.ts';
import type {
  CoachCardWire,
  DataResponse,
  DesignUpdateRequest,
  DesignWire,
} from '#src/api/types.ts';
import { Placeholder } from '#src/coaching/BookingPlaceholder.tsx';
import type { ScheduleWording } from '#src/coaching/BookingSchedule.tsx';
import { serverMessage } from '#src/coaching/serverMessage.ts';
import { sessionEnd, zoomStart, type DayKey } from '#src/coaching/time.ts';
import { Avatar } from '#src/components/Avatar/index.ts';
import { Badge } from '#src/components/Badge/index.ts';
import { Button } from '#src/components/Button/index.ts';
import { Card } from '#src/components/Card/index.ts';
import { Dialog } from '#src/components/Dialog/index.ts';
import { Heading, type HeadingLevel } from '#src/components/Heading/index.ts';
import { Loader } from '#src/components/Loader/index.ts';
import { PortfolioGrid } from '#src/components/PortfolioGrid/index.ts';
import { Stack } from '#src/components/Stack/index.ts';
import { Text } from '#src/components/Text/index.ts';
import { VisuallyHidden } from '#src/components/VisuallyHidden/index.ts';
import { designerLocation, designerName, propertyText } from '#src/designers/designer.ts';
import { formatSessionTime } from '#src/format/formatSessionTime.ts';
import { lazyComponent } from '#src/lazy/lazyComponent.tsx';
import { callMinutes } from '../homeworkSections.ts';
import * as styles from './ChooseDesigner.css.ts';
import { designerChoices, hasChosenDesigner, isFavorite } from './designerList.ts';
import { useDesignerList } from './useDesignerList.ts';

// The calendar (react-day-picker) and the times are the session booker's, in their own chunk: they
// load when a designer is pointed at, focused or chosen.
const loadSchedule = () => import('#src/coaching/BookingSchedule.tsx');
const DateStep = lazyComponent(() => loadSchedule().then((module) => module.DateStep));
const TimeStep = lazyComponent(() => loadSchedule().then((module) => module.TimeStep));
const preloadSchedule = () => {
  DateStep.preload().catch(() => {});
  TimeStep.preload().catch(() => {});
};

/**
 * The step's words. The quoted ones are the specification's, letter for letter
 * (docs/spec/features.md §2.11, §8); the rest are the step's own. `{name}` is the designer's full name,
 * as the site names designers elsewhere (their profile, the booker); `{first name}` their first name.
 */
export const chooseDesignerWording = {
  loading: 'Loading designers...',
  none: 'Uh oh! No designers have availability at this time. Please check back soon for availability.',
  loadFailed: formErrorWording.unknown,
  tryAgain: 'Try again',
  listHeading: 'Our designers',
  listLabel: 'Designers',
  favorite: 'Favorite',
  expertiseLabel: 'Expertise',
  view: 'View',
  workWith: (firstName: string) => `Work with ${firstName}`,
  choose: (name: string) => `Choose ${name}`,
  about: 'About Me',
  noAbout: (firstName: string) => `${firstName} has not written an introduction yet.`,
  portfolio: 'Portfolio',
  noPortfolio: 'No portfolio images provided',
  expertise: 'Areas of expertise',
  noExpertise: 'No areas of expertise defined',
  callHeading: (minutes: number) => `Schedule your ${minutes} Min. Video Call`,
  yourDesigner: 'Your designer',
  pickDay: 'Choose a day for your call',
  loadingAvailability: 'Loading availability...',
  noTimes: 'No times available.',
  selectAnotherDate: 'Select another date',
  summaryHeading: (withCall: boolean) =>
    withCall ? 'Your designer and video call' : 'Your designer',
  designer: 'Designer',
  call: 'Video call',
  scheduleCall: 'Schedule my Call!',
  start: (name: string) => `Start my garden design with ${name}`,
  differentTime: 'Choose a different time',
  differentDesigner: 'Choose a different designer',
  chosenSomeone: 'A designer has been chosen for this design.',
  callTime: (date: string, start: string, end: string | null, zone: string) =>
    end ? `${date}, ${start} to ${end} ${zone}` : `${date}, ${start} ${zone}`,
} as const;
const words = chooseDesignerWording;

/** The words DateStep and TimeStep say here instead of the booker's. */
const scheduleWording: ScheduleWording = {
  scheduleHeading: words.pickDay,
  loadingCalendar: words.loadingAvailability,
  unavailableScheduled: words.noTimes,
  loadingTimes: words.loadingAvailability,
  noTimes: words.noTimes,
};

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

/** What has been chosen so far, and so which view shows. */
type Choice =
  | { step: 'list' }
  | { step: 'date'; designer: CoachCardWire }
  | { step: 'time'; designer: CoachCardWire; day: DayKey }
  | { step: 'summary'; designer: CoachCardWire; day: DayKey | null; start: string | null };

/**
 * The last step of a design's homework (docs/spec/features.md §2.11, §4–§8): 'Choose your Designer',
 * and schedule the video call when the product has one. The designers with availability come from
 * `POST /gimme-dat/` (favourites first; zoom-only designers left out when there is no call), each on
 * a card with 'View' (their profile in a modal, with 'Choose {name}') and 'Work with {first name}'.
 * With a call: the designer's calendar, the day's times ('Select another date' goes back), then a
 * summary with 'Schedule my Call!', 'Choose a different time' and 'Choose a different designer';
 * without: a summary with 'Start my garden design with {name}'. Saving is `PUT /designs/{id}`
 * `{ coach_id, zoom_start }`; a refusal shows the API's message and the button can be pressed again.
 * A design whose designer is chosen shows who, and when the call is.
 */
export function ChooseDesigner(props: ChooseDesignerProps) {
  const [saved, setSaved] = useState<DesignWire | null>(null);
  // The saved design until the page passes the new one down (it may keep the old a moment, or never).
  const design = saved && saved.id === props.design.id ? saved : props.design;
  if (hasChosenDesigner(design)) {
    return (
      <ChosenDesigner
        design={design}
        timeZone={props.timeZone}
        headingLevel={props.headingLevel ?? 4}
        focusHeading={saved !== null}
      />
    );
  }
  return (
    <DesignerChooser
      {...props}
      onChosen={(updated) => {
        setSaved(updated);
        props.onChosen(updated);
      }}
    />
  );
}

function DesignerChooser({
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

  if (choice.step === 'list') {
    let content;
    if (!designers && list.error && !list.isValidating) {
      content = (
        <p className={styles.errorLine} role="alert">
          {words.loadFailed}
          <Button variant="outline" size="small" onClick={() => void list.mutate()}>
            {words.tryAgain}
          </Button>
        </p>
      );
    } else if (!designers) {
      content = <Loader label={words.loading} />;
    } else if (designers.length === 0) {
      content = <Text>{words.none}</Text>;
    } else {
      content = (
        <ul className={styles.grid} aria-label={words.listLabel}>
          {designers.map((designer) => (
            <li key={designer.id} className={styles.cardItem}>
              <DesignerCard
                designer={designer}
                favorite={isFavorite(designer, favoriteIds)}
                headingLevel={subLevel}
                onPreload={scheduling ? preloadSchedule : undefined}
                onChoose={() => chooseDesigner(designer)}
              />
            </li>
          ))}
        </ul>
      );
    }
    return (
      <div className={styles.root}>
        <Heading level={headingLevel} size="md" ref={heading} tabIndex={-1}>
          {words.listHeading}
        </Heading>
        {content}
      </div>
    );
  }

  const { designer } = choice;
  const differentDesigner = (
    <Button variant="outline" onClick={() => move({ step: 'list' })}>
      {words.differentDesigner}
    </Button>
  );

  if ((choice.step === 'date' || choice.step === 'time') && product) {
    return (
      <div className={`${styles.root} ${styles.readingWidth}`}>
        <Heading level={headingLevel} size="md" ref={heading} tabIndex={-1}>
          {words.callHeading(minutes)}
        </Heading>
        <div className={styles.actions}>
          <DesignerLine designer={designer} label={words.yourDesigner} />
          {differentDesigner}
        </div>
        {choice.step === 'date' ? (
          <DateStep
            fallback={<Placeholder kind="calendar" label={words.loadingAvailability} />}
            coach={designer}
            product={product}
            now={now}
            timeZone={timeZone}
            headingLevel={subLevel}
            wording={scheduleWording}
            onPick={(day) => move({ step: 'time', designer, day })}
          />
        ) : (
          <Stack space="small">
            <TimeStep
              fallback={<Placeholder kind="times" label={words.loadingAvailability} />}
              coach={designer}
              product={product}
              day={choice.day}
              now={now}
              timeZone={timeZone}
              wording={scheduleWording}
              onPick={(start) => move({ step: 'summary', designer, day: choice.day, start })}
            />
            <div className={styles.actions}>
              <Button variant="outline" onClick={() => move({ step: 'date', designer })}>
                {words.selectAnotherDate}
              </Button>
            </div>
          </Stack>
        )}
      </div>
    );
  }

  // The summary.
  const summary = choice.step === 'summary' ? choice : null;
  const start = summary?.start ?? null;
  const call = start ? formatSessionTime(start, sessionEnd(start, minutes), timeZone) : null;
  const name = designerName(designer);
  const ready = !scheduling || start !== null;
  return (
    <div className={`${styles.root} ${styles.readingWidth}`}>
      <Heading level={headingLevel} size="md" ref={heading} tabIndex={-1}>
        {words.summaryHeading(scheduling)}
      </Heading>
      <div className={styles.panel}>
        <dl className={styles.summary}>
          <div>
            <dt className={styles.summaryTerm}>{words.designer}</dt>
            <dd className={styles.summaryValue}>
              <DesignerLine designer={designer} />
            </dd>
          </div>
          {call ? (
            <div>
              <dt className={styles.summaryTerm}>{words.call}</dt>
              <dd className={styles.summaryValue}>
                {words.callTime(call.date, call.start, call.end, call.zone)}
              </dd>
            </div>
          ) : null}
        </dl>
        {failure ? (
          <p className={styles.errorLine} role="alert">
            {failure}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button loading={submitting} disabled={!ready} onClick={() => void submit()}>
            {scheduling ? words.scheduleCall : words.start(name)}
          </Button>
          {scheduling && summary?.day ? (
            <Button
              variant="outline"
              disabled={submitting}
              onClick={() => move({ step: 'time', designer, day: summary.day! })}
            >
              {words.differentTime}
            </Button>
          ) : null}
          <Button variant="outline" disabled={submitting} onClick={() => move({ step: 'list' })}>
            {words.differentDesigner}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** A designer's avatar, name and location in a line, with what they are to the customer. */
function DesignerLine({ designer, label }: { designer: CoachCardWire; label?: string }) {
  const name = designerName(designer);
  const location = designerLocation(designer);
  return (
    <div className={styles.person}>
      <Avatar src={designer.images?.avatar?.image} name={name} size="small" decorative />
      <div className={styles.personText}>
        {label ? (
          <Text as="span" size="sm" tone="muted">
            {label}
          </Text>
        ) : null}
        <Text as="span" weight="semibold">
          {name}
        </Text>
        {location ? (
          <Text as="span" size="sm" tone="muted">
            {location}
          </Text>
        ) : null}
      </div>
    </div>
  );
}

function ExpertiseTags({
  names,
  centered = false,
}: {
  names: readonly string[];
  centered?: boolean;
}) {
  return (
    <ul
      className={[styles.tags, centered && styles.tagsCentered].filter(Boolean).join(' ')}
      aria-label={words.expertiseLabel}
    >
      {names.map((name) => (
        <Badge key={name} as="li" tone="neutral">
          {name}
        </Badge>
      ))}
    </ul>
  );
}

const expertiseNames = (designer: CoachCardWire) => [
  ...new Set(
    (designer.expertises ?? []).map((expertise) => expertise.name?.trim() ?? '').filter(Boolean),
  ),
];

/** A designer on the list: picture, name, place, expertises; 'View' their profile or 'Work with' them. */
function DesignerCard({
  designer,
  favorite,
  headingLevel,
  onPreload,
  onChoose,
}: {
  designer: CoachCardWire;
  favorite: boolean;
  headingLevel: HeadingLevel;
  onPreload?: () => void;
  onChoose: () => void;
}) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const name = designerName(designer);
  const location = designerLocation(designer);
  const expertises = expertiseNames(designer);
  return (
    <article aria-labelledby={headingId} className={styles.cardArticle}>
      <Card className={styles.card}>
        <Avatar src={designer.images?.avatar?.image} name={name} size="medium" decorative />
        <div className={styles.cardText}>
          <Heading level={headingLevel} size="sm" align="center" id={headingId}>
            {name}
          </Heading>
          {location ? (
            <Text size="sm" tone="muted" align="center">
              {location}
            </Text>
          ) : null}
          {favorite ? <span className={styles.favorite}>{words.favorite}</span> : null}
        </div>
        {expertises.length > 0 ? <ExpertiseTags names={expertises} centered /> : null}
        <div className={styles.cardActions}>
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Trigger>
              <Button variant="outline" size="small" onPointerEnter={onPreload} onFocus={onPreload}>
                {words.view}
                <VisuallyHidden> {name}</VisuallyHidden>
              </Button>
            </Dialog.Trigger>
            {open ? (
              <Dialog.Content title={name} size="large">
                <DesignerProfileBody designer={designer} onChoose={onChoose} />
              </Dialog.Content>
            ) : null}
          </Dialog.Root>
          <Button size="small" onPointerEnter={onPreload} onFocus={onPreload} onClick={onChoose}>
            {words.workWith(designer.first_name)}
            <VisuallyHidden> {designer.last_name}</VisuallyHidden>
          </Button>
        </div>
      </Card>
    </article>
  );
}

/**
 * The profile modal's body: avatar and location, About Me (the designer's own text, shown as text:
 * nothing in it is read as markup, as on their profile page), portfolio thumbnails (each opening
 * large), areas of expertise, and 'Choose {name}'.
 */
function DesignerProfileBody({
  designer,
  onChoose,
}: {
  designer: CoachCardWire;
  onChoose: () => void;
}) {
  const name = designerName(designer);
  const location = designerLocation(designer);
  const about = propertyText(designer, 'about');
  const expertises = expertiseNames(designer);
  return (
    <Stack space="large">
      <div className={styles.profileHeader}>
        <Avatar src={designer.images?.avatar?.image} name={name} size="large" />
        {location ? <Text tone="muted">{location}</Text> : null}
      </div>
      <section aria-label={words.about}>
        <Stack space="small">
          <Heading level={3} size="sm">
            {words.about}
          </Heading>
          <Text className={styles.about}>{about ?? words.noAbout(designer.first_name)}</Text>
        </Stack>
      </section>
      <section aria-label={words.portfolio}>
        <Stack space="small">
          <Heading level={3} size="sm">
            {words.portfolio}
          </Heading>
          <PortfolioGrid
            images={designer.images?.portfolio ?? []}
            owner={name}
            emptyText={words.noPortfolio}
          />
        </Stack>
      </section>
      <section aria-label={words.expertise}>
        <Stack space="small">
          <Heading level={3} size="sm">
            {words.expertise}
          </Heading>
          {expertises.length > 0 ? (
            <ExpertiseTags names={expertises} />
          ) : (
            <Text>{words.noExpertise}</Text>
          )}
        </Stack>
      </section>
      <div className={styles.actions}>
        <Button onClick={onChoose}>{words.choose(name)}</Button>
      </div>
    </Stack>
  );
}

/** The step once done: who the designer is, and when the call is (in the viewer's timezone). */
function ChosenDesigner({
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
          {call ? (
            <div>
              <dt className={styles.summaryTerm}>{words.call}</dt>
              <dd className={styles.summaryValue}>
                {words.callTime(call.date, call.start, call.end, call.zone)}
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
    </div>
  );
}
