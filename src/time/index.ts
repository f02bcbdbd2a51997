export * from './zone.ts';
export * from './days.ts';
export * from './scheduling.ts';
