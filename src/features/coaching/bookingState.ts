import type { OrderWire, ProductWire } from '#src/lib/api/types.ts';
import type { DayKey } from './time.ts';

/**
 * The session booker's steps (docs/spec/features.md §2.10, §4): 0 'Session Options', 1 'Plan a date',
 * 2 'Select a time', 3 'Book your session', 4 'Thank you for booking!'.
 */
export const bookingSteps = [0, 1, 2, 3, 4] as const;
export type BookingStep = (typeof bookingSteps)[number];

export interface BookingState {
  /** The designer the choices were made with: a new one clears the date, time and call. */
  coachId: number;
  step: BookingStep;
  product: ProductWire | null;
  /** The chosen day, in the viewer's timezone, and how the header says it. */
  day: DayKey | null;
  dayLabel: string | null;
  /** The chosen start (UTC ISO; for an instant booking, now), and how the header says it. */
  start: string | null;
  timeLabel: string | null;
  instant: boolean;
  order: OrderWire | null;
  /** Counts the visitor's moves between steps: each one moves focus to the new step's heading. */
  moves: number;
}

export type BookingAction =
  | { type: 'choosePackage'; product: ProductWire }
  | { type: 'bookNow'; start: string }
  | { type: 'chooseDay'; day: DayKey; label: string }
  | { type: 'chooseTime'; start: string; label: string }
  | { type: 'complete'; order: OrderWire }
  | { type: 'edit'; step: 0 | 1 | 2 }
  | { type: 'changeCoach'; coachId: number };

export function initialBookingState(coachId: number): BookingState {
  return {
    coachId,
    step: 0,
    product: null,
    ...clearedChoices,
    moves: 0,
  };
}

const clearedChoices = {
  day: null,
  dayLabel: null,
  start: null,
  timeLabel: null,
  instant: false,
  order: null,
} as const;

/** A package whose session has no call to schedule (a length of 0, or none). */
export function hasNoCall(product: Pick<ProductWire, 'session_length'> | null): boolean {
  return !product?.session_length;
}

/** The step after the package: the calendar, or straight to booking when there is no call. */
const stepAfterPackage = (product: ProductWire | null): BookingStep =>
  !product ? 0 : hasNoCall(product) ? 3 : 1;

const move = (state: BookingState, next: Partial<BookingState>): BookingState => ({
  ...state,
  ...next,
  moves: state.moves + 1,
});

/**
 * Step 0 → 1 on a package (→ 3 when it has no call), 1 → 2 on a day, 2 → 3 on a time, 1 → 3 on an
 * instant booking, 3 → 4 once the order is placed. Editing goes back and clears every later choice; a
 * new designer keeps the package and clears the date, time and call (a finished booking starts over).
 */
export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'choosePackage':
      return move(state, {
        ...clearedChoices,
        step: stepAfterPackage(action.product),
        product: action.product,
      });
    case 'bookNow':
      if (!state.product || state.step !== 1) return state;
      return move(state, { ...clearedChoices, step: 3, start: action.start, instant: true });
    case 'chooseDay':
      if (state.step !== 1) return state;
      return move(state, { ...clearedChoices, step: 2, day: action.day, dayLabel: action.label });
    case 'chooseTime':
      if (state.step !== 2) return state;
      return move(state, { step: 3, start: action.start, timeLabel: action.label });
    case 'complete':
      if (state.step !== 3) return state;
      return move(state, { step: 4, order: action.order });
    case 'edit': {
      // A placed order cannot be changed here; a step not reached yet cannot be edited.
      if (state.step === 4 || action.step >= state.step) return state;
      if (action.step === 0) return move(state, { ...clearedChoices, step: 0, product: null });
      if (hasNoCall(state.product)) return state;
      if (action.step === 1) return move(state, { ...clearedChoices, step: 1 });
      if (state.instant || !state.day) return state;
      return move(state, { step: 2, start: null, timeLabel: null, order: null });
    }
    case 'changeCoach':
      if (action.coachId === state.coachId) return state;
      if (state.step === 4) return initialBookingState(action.coachId);
      return {
        ...state,
        ...clearedChoices,
        coachId: action.coachId,
        step: stepAfterPackage(state.product),
      };
  }
}

/** What a finished, current, later or skipped step is, for the header. */
export type StepStatus = 'done' | 'current' | 'upcoming' | 'skipped';

/**
 * Each step's status: a package without a call skips the date and the time; an instant booking skips
 * the time (its date is now).
 */
export function stepStatuses(state: BookingState): StepStatus[] {
  return bookingSteps.map((step) => {
    if (step === state.step) return 'current';
    const skipped =
      (step === 1 || step === 2) && state.product !== null && hasNoCall(state.product)
        ? true
        : step === 2 && state.instant;
    if (skipped) return 'skipped';
    return step < state.step ? 'done' : 'upcoming';
  });
}
