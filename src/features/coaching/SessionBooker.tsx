import { useEffect, useReducer, useRef, type ReactNode } from 'react';
import type { CoachWire, OrderWire, ProductWire } from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Heading, type HeadingLevel } from '#src/ui/components/Heading/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { designerName, isBookableCoach } from '#src/features/designers/designer.ts';
import { lazyComponent } from '#src/lib/lazy/lazyComponent.tsx';
import { isAuthenticated } from '#src/lib/session/account.ts';
import { useSession } from '#src/lib/session/SessionProvider.tsx';
import { bookingReducer, initialBookingState } from './bookingState.ts';
import { BookingSteps } from './BookingSteps.tsx';
import { Placeholder } from './BookingPlaceholder.tsx';
import { bookingWording as words } from './bookingWording.ts';
import { PackageList } from './PackageList.tsx';
import * as styles from './SessionBooker.css.ts';

// The calendar (react-day-picker) and the times load when a package is pointed at, focused or chosen;
// the checkout (and Stripe) when a time is: a designer's profile ships neither with its first load.
const loadSchedule = () => import('./BookingSchedule.tsx');
const DateStep = lazyComponent(() => loadSchedule().then((module) => module.DateStep));
const TimeStep = lazyComponent(() => loadSchedule().then((module) => module.TimeStep));
const BookingCheckout = lazyComponent(() =>
  import('./BookingCheckout.tsx').then((module) => module.BookingCheckout),
);
const ignore = () => {};
const preloadSchedule = () => {
  DateStep.preload().catch(ignore);
  TimeStep.preload().catch(ignore);
};
const preloadCheckout = () => void BookingCheckout.preload().catch(ignore);

export interface SessionBookerProps {
  /** The designer whose sessions are booked. A new one clears the date, time and call. */
  coach: CoachWire;
  /** The packages the server loaded with the page (step 0 is then in the first HTML). */
  products?: readonly ProductWire[] | null;
  /** The moment taken as now (stories and tests pin it); the clock's time when absent. */
  now?: Date;
  /** The level of the step headings (2 by default); the packages' names are one below. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The session booker (docs/spec/features.md §2.10, §4): a package, then a date on the designer's
 * calendar and a time, then the checkout, then the thanks — or straight to the checkout for an instant
 * booking ('Book Now!' while the designer is available now) and for a package with no call. A header
 * lists the five steps with the choices made and an Edit button for each finished one. Only an active
 * designer (coach, has_zoom, status 'active') can be booked; a coach on their own profile sees the
 * booker with its buttons disabled.
 */
export function SessionBooker(props: SessionBookerProps) {
  if (!isBookableCoach(props.coach)) {
    return <Text>{words.unavailable(designerName(props.coach))}</Text>;
  }
  return <Booker {...props} />;
}

function Booker({ coach, products, now, headingLevel = 2 }: SessionBookerProps) {
  const { account } = useSession();
  const [state, dispatch] = useReducer(bookingReducer, coach.id, initialBookingState);
  // Another designer on the same page (a client navigation): their calendar, not the old choices.
  if (state.coachId !== coach.id) dispatch({ type: 'changeCoach', coachId: coach.id });

  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.moves > 0) heading.current?.focus();
  }, [state.moves]);

  const ownProfile = account?.id === coach.id;
  const signedIn = isAuthenticated(account);
  const subLevel = (headingLevel + 1) as HeadingLevel;
  const name = designerName(coach);
  const { product } = state;
  const instantBookable = coach.is_available_now && product?.canInstantBook === true;

  let title: string = words.steps[state.step]!;
  if (state.step === 3 && !signedIn) title = words.loginToBook;

  let content: ReactNode = null;
  if (state.step === 0 || !product) {
    content = (
      <PackageList
        initial={products}
        coach={coach}
        disabled={ownProfile}
        headingLevel={subLevel}
        onChoose={(chosen) => dispatch({ type: 'choosePackage', product: chosen })}
        onPreloadSchedule={preloadSchedule}
        onPreloadCheckout={preloadCheckout}
      />
    );
  } else if (state.step === 1) {
    content = (
      <>
        {instantBookable ? (
          <div className={styles.instantBox}>
            <Text>{words.liveNow(coach.first_name)}</Text>
            <Button
              onPointerEnter={preloadCheckout}
              onFocus={preloadCheckout}
              onClick={() =>
                dispatch({ type: 'bookNow', start: (now ?? new Date()).toISOString() })
              }
            >
              {words.bookNowInstant}
            </Button>
          </div>
        ) : null}
        <DateStep
          fallback={<Placeholder kind="calendar" label={words.loadingCalendar} />}
          coach={coach}
          product={product}
          now={now}
          headingLevel={subLevel}
          onPick={(day, label) => dispatch({ type: 'chooseDay', day, label })}
        />
      </>
    );
  } else if (state.step === 2 && state.day) {
    content = (
      <TimeStep
        fallback={<Placeholder kind="times" label={words.loadingTimes} />}
        coach={coach}
        product={product}
        day={state.day}
        now={now}
        onPreloadCheckout={preloadCheckout}
        onPick={(start, label) => dispatch({ type: 'chooseTime', start, label })}
      />
    );
  } else if (state.step >= 3) {
    content = (
      <BookingCheckout
        fallback={<Placeholder kind="checkout" label={words.loadingCheckout} />}
        product={product}
        coachId={coach.id}
        start={state.start}
        instant={state.instant}
        designer={name}
        headingLevel={subLevel}
        onComplete={(order: OrderWire) => dispatch({ type: 'complete', order })}
      />
    );
  }

  return (
    <div className={styles.root}>
      <BookingSteps state={state} onEdit={(step) => dispatch({ type: 'edit', step })} />
      {ownProfile ? <p className={styles.notice}>{words.ownProfile}</p> : null}
      <div className={styles.body}>
        <Heading level={headingLevel} size="lg" ref={heading} tabIndex={-1}>
          {title}
        </Heading>
        {content}
      </div>
    </div>
  );
}
