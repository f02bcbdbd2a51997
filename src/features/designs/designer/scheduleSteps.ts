import { lazyComponent } from '#src/lib/lazy/lazyComponent.tsx';

// The calendar (react-day-picker) and the times are the session booker's, in their own chunk: they
// load when a designer is pointed at, focused or chosen.
const loadSchedule = () => import('#src/features/coaching/BookingSchedule.tsx');
export const DateStep = lazyComponent(() => loadSchedule().then((module) => module.DateStep));
export const TimeStep = lazyComponent(() => loadSchedule().then((module) => module.TimeStep));
export const preloadSchedule = () => {
  DateStep.preload().catch(() => {});
  TimeStep.preload().catch(() => {});
};
