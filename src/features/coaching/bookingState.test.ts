import { describe, expect, it } from 'vitest';
import type { OrderWire } from '#src/lib/api/types.ts';
import { bookingSession } from './bookingSession.ts';
import {
  bookingReducer,
  initialBookingState,
  stepStatuses,
  type BookingAction,
  type BookingState,
} from './bookingState.ts';
import { halfHourSession, hourSession, photoReview } from './testing/bookingFixtures.ts';

const start = '2026-03-04T17:00:00.000Z';
const order = { id: 1, uuid: 'u' } as OrderWire;
const day: BookingAction = { type: 'chooseDay', day: '2026-03-04', label: 'Wednesday, March 4' };
const time: BookingAction = { type: 'chooseTime', start, label: '11:00 AM CST' };
const run = (...actions: BookingAction[]) =>
  actions.reduce<BookingState>(bookingReducer, initialBookingState(2));
const booked = () => run({ type: 'choosePackage', product: hourSession }, day, time);

describe('the booking steps', () => {
  it('goes 0 → 1 on a package, 1 → 2 on a day, 2 → 3 on a time and 3 → 4 once paid', () => {
    const state = booked();
    expect(state).toMatchObject({
      step: 3,
      day: '2026-03-04',
      dayLabel: 'Wednesday, March 4',
      start,
      timeLabel: '11:00 AM CST',
      instant: false,
      moves: 3,
    });
    expect(stepStatuses(state)).toEqual(['done', 'done', 'done', 'current', 'upcoming']);
    expect(bookingReducer(state, { type: 'complete', order })).toMatchObject({ step: 4, order });
  });

  it('jumps from the calendar to booking for an instant session, skipping the time', () => {
    const state = run(
      { type: 'choosePackage', product: halfHourSession },
      { type: 'bookNow', start },
    );
    expect(state).toMatchObject({ step: 3, instant: true, day: null, start });
    expect(stepStatuses(state)).toEqual(['done', 'done', 'skipped', 'current', 'upcoming']);
    expect(bookingSession(state)).toEqual({
      coachId: 2,
      start,
      end: '2026-03-04T17:30:00.000Z',
      instantBooking: true,
    });
  });

  it('skips the date and the time for a package with no call, and sends no times', () => {
    const state = run({ type: 'choosePackage', product: photoReview });
    expect(state.step).toBe(3);
    expect(stepStatuses(state)).toEqual(['done', 'skipped', 'skipped', 'current', 'upcoming']);
    expect(bookingSession(state)).toEqual({
      coachId: 2,
      start: null,
      end: null,
      instantBooking: false,
    });
    // Nothing to edit but the package.
    expect(bookingReducer(state, { type: 'edit', step: 1 })).toBe(state);
  });

  it('ends the session its length after the start', () => {
    expect(bookingSession(booked()).end).toBe('2026-03-04T18:00:00.000Z');
  });

  it('clears every later choice on an edit', () => {
    expect(bookingReducer(booked(), { type: 'edit', step: 2 })).toMatchObject({
      step: 2,
      day: '2026-03-04',
      start: null,
      timeLabel: null,
    });
    expect(bookingReducer(booked(), { type: 'edit', step: 1 })).toMatchObject({
      step: 1,
      product: hourSession,
      day: null,
      dayLabel: null,
      start: null,
    });
    expect(bookingReducer(booked(), { type: 'edit', step: 0 })).toMatchObject({
      step: 0,
      product: null,
      day: null,
      start: null,
    });
  });

  it('edits neither a step not reached yet nor a placed order', () => {
    const atDate = run({ type: 'choosePackage', product: hourSession });
    expect(bookingReducer(atDate, { type: 'edit', step: 2 })).toBe(atDate);
    const paid = bookingReducer(run({ type: 'choosePackage', product: photoReview }), {
      type: 'complete',
      order,
    });
    expect(bookingReducer(paid, { type: 'edit', step: 0 })).toBe(paid);
  });

  it('ignores a choice made out of turn', () => {
    const first = initialBookingState(2);
    expect(bookingReducer(first, time)).toBe(first);
    expect(bookingReducer(first, day)).toBe(first);
    expect(bookingReducer(first, { type: 'bookNow', start })).toBe(first);
    expect(bookingReducer(first, { type: 'complete', order })).toBe(first);
  });

  it('keeps the package and clears the date, time and call for another designer', () => {
    const before = booked();
    const changed = bookingReducer(before, { type: 'changeCoach', coachId: 12 });
    expect(changed).toMatchObject({
      coachId: 12,
      step: 1,
      product: hourSession,
      day: null,
      start: null,
      instant: false,
      // Not the visitor's move: focus stays where it is.
      moves: before.moves,
    });
    const paid = bookingReducer(bookingReducer(before, { type: 'complete', order }), {
      type: 'changeCoach',
      coachId: 12,
    });
    expect(paid).toEqual(initialBookingState(12));
  });
});
