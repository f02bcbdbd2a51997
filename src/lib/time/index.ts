// The pure time maths, shared with the reference API; the React clock (clock.ts) is imported by itself.
export * from './zone.ts';
export * from './days.ts';
export * from './scheduling.ts';
