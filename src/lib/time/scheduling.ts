import { hourMs } from './zone.ts';

/**
 * No scheduled session starts earlier than now plus this (docs/spec/features.md §5): the calendars
 * offer nothing sooner and the reference API refuses it. One name for both sides.
 */
export const schedulingBufferHours = 48;

/** The earliest start offered for a scheduled session. */
export function earliestBookable(now: Date): Date {
  return new Date(now.getTime() + schedulingBufferHours * hourMs);
}
